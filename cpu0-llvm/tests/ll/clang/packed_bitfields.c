
#pragma pack(push)
#pragma pack(1)
struct S1 { unsigned f0 : 27; signed f1 : 16; volatile signed f2 : 9; unsigned f3 : 22; unsigned f4 : 6;
            signed f5 : 29; unsigned f6 : 4; signed f7 : 12; signed f8 : 20; };
#pragma pack(pop)
struct S1 g = { 1, -2, 3, 4, 5, -6, 7, -8, 9 };
struct S1 arr[3];
__attribute__((noinline)) int get(struct S1 *s, int k) {
  switch (k) { case 0: return s->f0; case 1: return s->f1; case 2: return s->f2; case 3: return s->f3; case 4: return s->f4;
  case 5: return s->f5; case 6: return s->f6; case 7: return s->f7; default: return s->f8; }
}
__attribute__((noinline)) void set(struct S1 *s, int k, unsigned v) {
  switch (k) { case 0: s->f0 = v; break; case 1: s->f1 = v; break; case 2: s->f2 = v; break; case 3: s->f3 = v; break;
  case 4: s->f4 = v; break; case 5: s->f5 = v; break; case 6: s->f6 = v; break; case 7: s->f7 = v; break; default: s->f8 = v; }
}
unsigned run(void) {
  struct S1 l = g; unsigned h = 0;
  for (int i = 0; i < 60; i++) { set(&l, i % 9, i * 2654435761u); h = h * 31 + get(&l, (i * 7) % 9); arr[i % 3] = l; }
  g = l; g.f5 += g.f8; g.f1 ^= g.f7; h ^= g.f5 + g.f0 + g.f1;
  for (int k = 0; k < 3; k++) h = h * 7 + arr[k].f8 + arr[k].f3;
  return h;
}
#ifdef HOST
#include <stdio.h>
int main(void) { printf("%u\n", run()); return 0; }
#endif
