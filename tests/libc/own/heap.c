/* The heap's limit: malloc of 1 MiB blocks until NULL (errno ENOMEM), then small
 * blocks until NULL, contents checked, everything freed, and the freed space
 * coalesced into one block that a large malloc gets again. Not compared with glibc
 * (whose heap is the host's memory): tests/libc.rs checks the printed facts. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MIB (1 << 20)

int main(void) {
  int local = 0;
  void **big = NULL, **small = NULL;
  int nbig = 0, nsmall = 0;
  unsigned char *p;
  uintptr_t highest = 0;
  while ((p = malloc(MIB)) != NULL) {
    *(void **)p = big;
    big = (void **)p;
    p[MIB - 1] = (unsigned char)nbig++;
    if ((uintptr_t)p > highest)
      highest = (uintptr_t)p;
  }
  int big_enomem = errno == ENOMEM;
  errno = 0;
  while ((p = malloc(1000)) != NULL) {
    *(void **)p = small;
    small = (void **)p;
    p[999] = (unsigned char)nsmall++;
    if ((uintptr_t)p > highest)
      highest = (uintptr_t)p;
  }
  int small_enomem = errno == ENOMEM;
  int bad = 0;
  for (int i = nbig - 1; big; i--) {
    void **next = *big;
    if (((unsigned char *)big)[MIB - 1] != (unsigned char)i)
      bad++;
    free(big);
    big = next;
  }
  for (int i = nsmall - 1; small; i--) {
    void **next = *small;
    if (((unsigned char *)small)[999] != (unsigned char)i)
      bad++;
    free(small);
    small = next;
  }
  /* All of it free again, as one block: the same room as the big blocks took. */
  p = malloc((size_t)nbig * MIB);
  printf("big blocks: %s\n", nbig >= 8 ? "at least 8" : "too few");
  printf("small blocks: %s\n", nsmall >= 1 && nsmall < 1100 ? "some" : "wrong count");
  printf("ENOMEM: %d %d\n", big_enomem, small_enomem);
  printf("contents intact: %s\n", bad == 0 ? "yes" : "no");
  printf("below the stack: %s\n", highest + 1000 < (uintptr_t)&local ? "yes" : "no");
  printf("freed space reused: %s\n", p != NULL ? "yes" : "no");
  return 0;
}
