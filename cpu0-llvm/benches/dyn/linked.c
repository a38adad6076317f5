/* Linked structures from a static pool: lists (build, reverse, merge sort) and an
   unbalanced binary search tree (insert, search, in-order sum). */
#include "bench.h"

struct node { i32 val; struct node *next; };
struct tree { i32 key; struct tree *left, *right; };

static struct node pool[4000];
static struct tree tpool[3000];
static int tused;

NOINLINE static struct node *reverse(struct node *l) {
  struct node *r = 0;
  while (l) { struct node *n = l->next; l->next = r; r = l; l = n; }
  return r;
}

static struct node *merge(struct node *a, struct node *b) {
  struct node head, *t = &head;
  while (a && b) {
    if (a->val <= b->val) { t->next = a; a = a->next; }
    else { t->next = b; b = b->next; }
    t = t->next;
  }
  t->next = a ? a : b;
  return head.next;
}

NOINLINE static struct node *msort(struct node *l) {
  if (!l || !l->next) return l;
  struct node *slow = l, *fast = l->next;
  while (fast && fast->next) { slow = slow->next; fast = fast->next->next; }
  struct node *b = slow->next;
  slow->next = 0;
  return merge(msort(l), msort(b));
}

NOINLINE static struct tree *insert(struct tree *t, i32 key) {
  struct tree **p = &t;
  while (*p) p = key < (*p)->key ? &(*p)->left : &(*p)->right;
  struct tree *n = &tpool[tused++];
  n->key = key; n->left = n->right = 0;
  *p = n;
  return t;
}

NOINLINE static int search(const struct tree *t, i32 key) {
  int depth = 0;
  while (t && t->key != key) { t = key < t->key ? t->left : t->right; depth++; }
  return t ? depth : -1;
}

static u32 inorder(const struct tree *t, u32 h) {
  while (t) {
    h = inorder(t->left, h);
    h = h * 31 + (u32)t->key;
    t = t->right;
  }
  return h;
}

int main(void) {
  struct node *l = 0;
  for (int i = 0; i < 4000; i++) { pool[i].val = (i32)(rng() % 10000); pool[i].next = l; l = &pool[i]; }
  l = reverse(l);
  l = msort(l);
  u32 h = 0;
  for (struct node *p = l; p; p = p->next) h = h * 17 + (u32)p->val;
  print_hex_kv("list", h);
  struct tree *t = 0;
  for (int i = 0; i < 3000; i++) t = insert(t, (i32)(rng() % 50000));
  u32 d = 0;
  for (int i = 0; i < 3000; i++) d += (u32)search(t, tpool[(i * 7) % 3000].key);
  print_hex_kv("depth", d);
  print_hex_kv("tree", inorder(t, 0));
  return 0;
}
