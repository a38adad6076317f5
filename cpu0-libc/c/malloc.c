/* malloc, free, calloc, realloc, aligned_alloc: a first-fit allocator over one heap
 * with boundary tags, so that free() coalesces a block with both neighbours.
 *
 * The heap is a zero-initialised array in .bss (HEAP_SIZE bytes, 100 MiB). Neither
 * the linker nor the JIT exports the end of .bss or the stack's bounds to programs
 * yet, so a fixed array is the heap that both can place; programs that link the C
 * library run in 128 MiB of memory (cpu0c cc, run; cpu0_libc::MEMORY_SIZE).
 * malloc returns NULL (errno ENOMEM) when the heap is used up.
 *
 * Every block starts with a header word and ends with a footer word, both holding
 * the block's size (a multiple of 8) with bit 0 set when the block is in use.
 * Payloads are 8-byte aligned. Free blocks form a doubly linked list threaded
 * through their payloads. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define HEAP_SIZE (100u << 20)
#define USED 1u
#define MIN_BLOCK 16u /* header, two list pointers, footer */

static _Alignas(8) unsigned char heap[HEAP_SIZE];
static int ready;

typedef struct free_block {
  size_t size;
  struct free_block *next, *prev;
} free_block;

static free_block *free_list;

static size_t *footer(void *b, size_t size) {
  return (size_t *)((unsigned char *)b + size - sizeof(size_t));
}

static void set_tags(void *b, size_t size_flags) {
  *(size_t *)b = size_flags;
  *footer(b, size_flags & ~USED) = size_flags;
}

static void unlink_block(free_block *b) {
  if (b->prev)
    b->prev->next = b->next;
  else
    free_list = b->next;
  if (b->next)
    b->next->prev = b->prev;
}

static void push_block(free_block *b, size_t size) {
  set_tags(b, size);
  b->prev = NULL;
  b->next = free_list;
  if (free_list)
    free_list->prev = b;
  free_list = b;
}

/* The heap: one used sentinel word at each end (so coalescing stops there), the
 * space between one free block. Payloads (block + 4) must be 8-byte aligned, so
 * blocks start at 4 mod 8 and their sizes are multiples of 8. */
static void init(void) {
  *(size_t *)heap = USED; /* low sentinel (a footer) */
  push_block((free_block *)(heap + 4), HEAP_SIZE - 8);
  *(size_t *)(heap + HEAP_SIZE - 4) = USED; /* high sentinel (a header) */
  ready = 1;
}

static size_t block_size(size_t n) {
  if (n > HEAP_SIZE)
    return 0;
  size_t size = (n + 2 * sizeof(size_t) + 7) & ~(size_t)7;
  return size < MIN_BLOCK ? MIN_BLOCK : size;
}

/* Marks `size` bytes of free block `b` used, returning the rest to the list. */
static void *take(free_block *b, size_t size) {
  size_t have = b->size;
  unlink_block(b);
  if (have - size >= MIN_BLOCK) {
    push_block((free_block *)((unsigned char *)b + size), have - size);
    have = size;
  }
  set_tags(b, have | USED);
  return (unsigned char *)b + sizeof(size_t);
}

void *malloc(size_t n) {
  if (!ready)
    init();
  size_t size = block_size(n);
  if (size != 0)
    for (free_block *b = free_list; b; b = b->next)
      if (b->size >= size)
        return take(b, size);
  errno = ENOMEM;
  return NULL;
}

void free(void *p) {
  if (p == NULL)
    return;
  unsigned char *b = (unsigned char *)p - sizeof(size_t);
  size_t size = *(size_t *)b & ~USED;
  size_t prev_tag = *(size_t *)(b - sizeof(size_t));
  if (!(prev_tag & USED)) { /* merge with the block before */
    b -= prev_tag;
    unlink_block((free_block *)b);
    size += prev_tag;
  }
  size_t next_tag = *(size_t *)(b + size);
  if (!(next_tag & USED)) { /* merge with the block after */
    unlink_block((free_block *)(b + size));
    size += next_tag;
  }
  push_block((free_block *)b, size);
}

void *calloc(size_t n, size_t size) {
  if (size != 0 && n > SIZE_MAX / size) {
    errno = ENOMEM;
    return NULL;
  }
  void *p = malloc(n * size);
  return p ? memset(p, 0, n * size) : NULL;
}

void *realloc(void *p, size_t n) {
  if (p == NULL)
    return malloc(n);
  if (n == 0) {
    free(p);
    return NULL;
  }
  unsigned char *b = (unsigned char *)p - sizeof(size_t);
  size_t have = *(size_t *)b & ~USED;
  size_t size = block_size(n);
  if (size == 0) {
    errno = ENOMEM;
    return NULL;
  }
  if (size <= have)
    return p; /* shrinking in place keeps the block */
  size_t next_tag = *(size_t *)(b + have);
  if (!(next_tag & USED) && have + next_tag >= size) { /* grow into the next block */
    free_block *next = (free_block *)(b + have);
    unlink_block(next);
    size_t total = have + next_tag;
    if (total - size >= MIN_BLOCK) {
      push_block((free_block *)(b + size), total - size);
      total = size;
    }
    set_tags(b, total | USED);
    return p;
  }
  void *q = malloc(n);
  if (q) {
    memcpy(q, p, have - 2 * sizeof(size_t));
    free(p);
  }
  return q;
}

/* Over-allocates and gives the slack before the aligned payload back as a free
 * block (a block is at least MIN_BLOCK bytes, so the gap is moved up when smaller). */
void *aligned_alloc(size_t align, size_t n) {
  if (align <= 8)
    return malloc(n);
  if ((align & (align - 1)) != 0 || n > HEAP_SIZE) {
    errno = EINVAL;
    return NULL;
  }
  unsigned char *p = malloc(n + align + MIN_BLOCK);
  if (p == NULL)
    return NULL;
  uintptr_t a = ((uintptr_t)p + MIN_BLOCK + align - 1) & ~(uintptr_t)(align - 1);
  unsigned char *b = p - sizeof(size_t);
  size_t total = *(size_t *)b & ~USED;
  size_t gap = a - (uintptr_t)p;
  set_tags(b, gap | USED);
  set_tags((unsigned char *)a - sizeof(size_t), (total - gap) | USED);
  free(p);
  return (void *)a;
}
