/* malloc, calloc, realloc and free under a random workload: every block is filled
 * with a pattern of its own and checked before it is resized or freed; then qsort
 * and bsearch, and setjmp/longjmp across several frames. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned state = 12345;
static unsigned next(void) {
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}

#define SLOTS 200
static unsigned char *block[SLOTS];
static size_t size[SLOTS];
static unsigned char tag[SLOTS];

static int check(int i) {
  for (size_t k = 0; k < size[i]; k++)
    if (block[i][k] != (unsigned char)(tag[i] + k))
      return 0;
  return 1;
}

static void fill(int i) {
  for (size_t k = 0; k < size[i]; k++)
    block[i][k] = (unsigned char)(tag[i] + k);
}

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static jmp_buf env;
static int depth_reached;

static void deep(int n) { /* ends with longjmp at 0 */
  volatile int local = n * 3;
  if (n == 0)
    longjmp(env, 42);
  depth_reached = n;
  deep(n - 1);
  printf("not reached %d\n", local);
}

int main(void) {
  int bad = 0, ops = 0;
  for (int round = 0; round < 4000; round++) {
    int i = (int)(next() % SLOTS);
    unsigned op = next() % 4;
    if (block[i] && !check(i))
      bad++;
    if (op == 0 || !block[i]) {
      free(block[i]);
      size[i] = next() % (next() % 8 == 0 ? 5000 : 200);
      tag[i] = (unsigned char)next();
      block[i] = op == 1 ? calloc(size[i], 1) : malloc(size[i]);
      if (op == 1)
        for (size_t k = 0; k < size[i]; k++)
          bad += block[i][k] != 0;
      fill(i);
    } else if (op == 2) {
      size_t n = next() % 3000;
      unsigned char *p = realloc(block[i], n);
      if (n && !p) {
        bad++;
        continue;
      }
      size_t keep = n < size[i] ? n : size[i];
      for (size_t k = 0; k < keep; k++)
        bad += p[k] != (unsigned char)(tag[i] + k);
      block[i] = p;
      size[i] = n;
      fill(i);
    } else {
      free(block[i]);
      block[i] = NULL;
    }
    ops++;
  }
  for (int i = 0; i < SLOTS; i++) {
    if (block[i] && !check(i))
      bad++;
    free(block[i]);
  }
  printf("malloc: %d operations, %d errors\n", ops, bad);
  /* Everything was freed and coalesced: one big block must fit again. */
  void *big = malloc(50u << 20);
  printf("big block after freeing: %s\n", big ? "yes" : "no");
  free(big);
  void *huge = malloc((size_t)-1 - 64);
  printf("too big: %s\n", huge ? "allocated" : "NULL");
  void *al = aligned_alloc(256, 1000);
  printf("aligned_alloc: %d\n", ((unsigned long)al & 255) == 0);
  free(al);

  int a[500];
  for (int i = 0; i < 500; i++)
    a[i] = (int)(next() % 1000) - 500;
  qsort(a, 500, sizeof a[0], cmp_int);
  unsigned sum = 0;
  for (int i = 0; i < 500; i++)
    sum = sum * 31 + (unsigned)a[i];
  printf("qsort: %d %d %d %d checksum %u\n", a[0], a[1], a[250], a[499], sum);
  int key = a[123];
  int *found = bsearch(&key, a, 500, sizeof a[0], cmp_int);
  printf("bsearch: %d\n", found && *found == key);

  int r = setjmp(env);
  if (r == 0) {
    deep(10);
  } else {
    printf("longjmp: %d after depth %d\n", r, depth_reached);
  }
  char s[64];
  strcpy(s, "hello");
  strcat(s, ", world");
  printf("%s %zu %d %s %s %s\n", s, strlen(s), strcmp(s, "hello"), strchr(s, 'w'), strrchr(s, 'o'),
         strstr(s, "lo, "));
  char t[] = "a,b,,c";
  for (char *tok = strtok(t, ","); tok; tok = strtok(NULL, ","))
    printf("[%s]", tok);
  printf(" %zu %zu\n", strspn("abcde", "abc"), strcspn("abcde", "de"));
  return 0;
}
