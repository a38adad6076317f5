/* Pointers: linked lists in a node pool, pointers to pointers, pointer
   arithmetic and differences, pointers into structs. */
#include "cpu0io.h"

struct node {
  i32 value;
  struct node *next;
};

static struct node pool[32];
static int pool_used;

static struct node *alloc_node(i32 v) {
  struct node *n = &pool[pool_used++];
  n->value = v;
  n->next = 0;
  return n;
}

/* Inserts in ascending order through a pointer to the link to change. */
static void insert_sorted(struct node **head, i32 v) {
  struct node **link = head;
  while (*link && (*link)->value < v)
    link = &(*link)->next;
  struct node *n = alloc_node(v);
  n->next = *link;
  *link = n;
}

static struct node *reverse(struct node *h) {
  struct node *prev = 0;
  while (h) {
    struct node *next = h->next;
    h->next = prev;
    prev = h;
    h = next;
  }
  return prev;
}

static void print_list(const struct node *h) {
  for (; h; h = h->next) {
    print_int(h->value);
    PUTC(h->next ? ' ' : '\n');
  }
}

static void remove_if_even(struct node **head) {
  for (struct node **l = head; *l;) {
    if (((*l)->value & 1) == 0)
      *l = (*l)->next;
    else
      l = &(*l)->next;
  }
}

static void swap(i32 *a, i32 *b) {
  i32 t = *a;
  *a = *b;
  *b = t;
}

static const i32 *find_max(const i32 *begin, const i32 *end) {
  const i32 *best = begin;
  for (const i32 *p = begin; p != end; p++)
    if (*p > *best)
      best = p;
  return best;
}

struct triple {
  i32 a, b, c;
};

int main(void) {
  struct node *head = 0;
  static const i32 values[] = {42, 7, 19, -3, 88, 7, 0, 61, 25, -10};
  for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++)
    insert_sorted(&head, values[i]);
  print_list(head);
  head = reverse(head);
  print_list(head);
  remove_if_even(&head);
  print_list(head);

  i32 arr[12];
  for (int i = 0; i < 12; i++)
    arr[i] = (i * 37) % 23;
  i32 *p = arr, *q = arr + 11;
  while (p < q)
    swap(p++, q--);
  for (int i = 0; i < 12; i++) {
    print_int(arr[i]);
    PUTC(i < 11 ? ' ' : '\n');
  }
  const i32 *m = find_max(arr, arr + 12);
  print_kv("max", *m);
  print_kv("index of max", (int)(m - arr));
  print_kv("distance", (int)(&arr[9] - &arr[2]));

  /* Walking a char buffer with two pointers. */
  char buf[] = "pointer arithmetic";
  char *w = buf;
  for (char *r = buf; *r; r++)
    if (*r != 'i' && *r != 'e')
      *w++ = *r;
  *w = 0;
  print_str(buf);
  print_nl();
  print_kv("kept", (int)(w - buf));

  /* Pointers to members, and an array of pointers. */
  struct triple t = {1, 2, 3};
  i32 *members[3] = {&t.c, &t.a, &t.b};
  for (int i = 0; i < 3; i++)
    *members[i] *= 10 + i;
  print_str("triple: ");
  print_int(t.a);
  PUTC(' ');
  print_int(t.b);
  PUTC(' ');
  print_int(t.c);
  print_nl();
  i32 **pp = &members[1];
  **pp += 1000;
  print_kv("t.a", t.a);

  /* A 2-D walk through a flat pointer. */
  i32 mat[3][5];
  i32 *flat = &mat[0][0];
  for (int i = 0; i < 15; i++)
    flat[i] = i * i - 20;
  print_kv("mat[2][3]", mat[2][3]);
  i32 colsum = 0;
  for (i32(*row)[5] = mat; row != mat + 3; row++)
    colsum += (*row)[4];
  print_kv("column 4", colsum);
  return pool_used;
}
