/* malloc, free, calloc, realloc, aligned_alloc: a first-fit allocator over one heap
 * with boundary tags, so that free() coalesces a block with both neighbours.
 *
 * The heap runs from __heap_start (the end of .bss) to __heap_end (the guard below
 * the stack), symbols the linker and the JIT define for programs that use them.
 * malloc grows a break from the start when no free block fits, and returns NULL
 * (errno ENOMEM) when the break would pass __heap_end.
 *
 * Every block starts with a header word and ends with a footer word, both holding
 * the block's size (a multiple of 8) with bit 0 set when the block is in use.
 * Payloads are 8-byte aligned. Free blocks form a doubly linked list threaded
 * through their payloads. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define USED 1u
#define MIN_BLOCK 16u /* header, two list pointers, footer */

extern unsigned char __heap_start[], __heap_end[];
static int ready;
/* The break: the high sentinel word, after the last block. */
static unsigned char *brk_at;

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

/* The heap starts as two used sentinel words (so coalescing stops there): a footer
 * at the 8-aligned start and a header at the break. Payloads (block + 4) must be
 * 8-byte aligned, so blocks start at 4 mod 8 and their sizes are multiples of 8. */
static void init(void) {
  unsigned char *start = (unsigned char *)(((uintptr_t)__heap_start + 7) & ~(uintptr_t)7);
  *(size_t *)start = USED;
  brk_at = start + sizeof(size_t);
  *(size_t *)brk_at = USED;
  ready = 1;
}

/* The bytes the break can still grow by (the high sentinel stays inside the heap). */
static size_t room(void) {
  uintptr_t end = (uintptr_t)__heap_end, at = (uintptr_t)brk_at + sizeof(size_t);
  return end > at ? end - at : 0;
}

static size_t block_size(size_t n) {
  if (n > SIZE_MAX / 2)
    return 0;
  size_t size = (n + 2 * sizeof(size_t) + 7) & ~(size_t)7;
  return size < MIN_BLOCK ? MIN_BLOCK : size;
}

/* Grows the heap at the break into a free block of at least `size` bytes, merged
 * with the last block when that one is free; NULL when the heap has no room. It
 * grows by GROW bytes at least where it can: take() leaves the rest at the head
 * of the free list, where the next mallocs find it first. */
#define GROW (256u << 10)
static free_block *grow(size_t size) {
  unsigned char *b = brk_at;
  size_t last = *(size_t *)(b - sizeof(size_t)); /* the last block's footer */
  size_t have = last & USED ? 0 : last;
  if (size - have > room())
    return NULL;
  if (size - have < GROW && GROW <= room())
    size = have + GROW;
  if (have) {
    b -= have;
    unlink_block((free_block *)b);
  }
  brk_at = b + size;
  *(size_t *)brk_at = USED;
  push_block((free_block *)b, size);
  return (free_block *)b;
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
  if (size == 0) {
    errno = ENOMEM;
    return NULL;
  }
  for (free_block *b = free_list; b; b = b->next)
    if (b->size >= size)
      return take(b, size);
  free_block *b = grow(size);
  if (b)
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
  if ((align & (align - 1)) != 0 || n > SIZE_MAX / 4 || align > SIZE_MAX / 4) {
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
