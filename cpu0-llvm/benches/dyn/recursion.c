/* Recursion: Fibonacci, Ackermann, Hanoi, permutations and the n-queens count. */
#include "bench.h"

NOINLINE static u32 fib(u32 n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

NOINLINE static u32 ack(u32 m, u32 n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

NOINLINE static u32 hanoi(int n, int from, int to, int via) {
  if (n == 0) return 0;
  u32 moves = hanoi(n - 1, from, via, to);
  moves += 1 + (u32)(from * 3 + to) % 5;
  return moves + hanoi(n - 1, via, to, from);
}

static int cols[16];

NOINLINE static int queens(int row, int n) {
  if (row == n) return 1;
  int count = 0;
  for (int c = 0; c < n; c++) {
    int ok = 1;
    for (int r = 0; r < row; r++) {
      int d = cols[r] - c;
      if (d == 0 || d == row - r || d == r - row) { ok = 0; break; }
    }
    if (ok) { cols[row] = c; count += queens(row + 1, n); }
  }
  return count;
}

static int perm[10];
NOINLINE static u32 permute(int k, int n) {
  if (k == n) {
    u32 h = 0;
    for (int i = 0; i < n; i++) h = h * 7 + (u32)perm[i];
    return h & 0xff;
  }
  u32 sum = 0;
  for (int i = k; i < n; i++) {
    int t = perm[k]; perm[k] = perm[i]; perm[i] = t;
    sum += permute(k + 1, n);
    t = perm[k]; perm[k] = perm[i]; perm[i] = t;
  }
  return sum;
}

int main(void) {
  print_hex_kv("fib", fib(22));
  print_hex_kv("ack", ack(2, 300));
  print_hex_kv("hanoi", hanoi(13, 0, 2, 1));
  print_hex_kv("queens", (u32)queens(0, 7));
  for (int i = 0; i < 7; i++) perm[i] = i;
  print_hex_kv("perm", permute(0, 7));
  return 0;
}
