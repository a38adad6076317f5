/* Recursion: Fibonacci, Ackermann, Hanoi, mutual recursion, N queens,
   permutations and a recursive flood fill. */
#include "cpu0io.h"

static i32 fib(i32 n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static i32 ack(i32 m, i32 n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

static i32 moves;
static void hanoi(int n, char from, char to, char via) {
  if (n == 0)
    return;
  hanoi(n - 1, from, via, to);
  moves++;
  if (n >= 3) {
    print_str("move ");
    print_int(n);
    PUTC(' ');
    PUTC(from);
    PUTC('>');
    PUTC(to);
    print_nl();
  }
  hanoi(n - 1, via, to, from);
}

static int is_odd(u32 n);
static int is_even(u32 n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(u32 n) { return n == 0 ? 0 : is_even(n - 1); }

static u32 gcd(u32 a, u32 b) { return b == 0 ? a : gcd(b, a % b); }

static int queens(int n, int row, u32 cols, u32 d1, u32 d2) {
  if (row == n)
    return 1;
  int count = 0;
  for (int c = 0; c < n; c++) {
    u32 a = 1u << c, b = 1u << (row + c), e = 1u << (row - c + n);
    if ((cols & a) || (d1 & b) || (d2 & e))
      continue;
    count += queens(n, row + 1, cols | a, d1 | b, d2 | e);
  }
  return count;
}

static char perm[5];
static int perm_count;
static void permute(int k, int n) {
  if (k == n) {
    perm_count++;
    if (perm_count <= 6 || perm_count == 24) {
      print_str(perm);
      print_nl();
    }
    return;
  }
  for (int i = k; i < n; i++) {
    char t = perm[k];
    perm[k] = perm[i];
    perm[i] = t;
    permute(k + 1, n);
    t = perm[k];
    perm[k] = perm[i];
    perm[i] = t;
  }
}

static char map[6][9] = {"..#.....", ".##.###.", ".#...#..", ".####.#.", "......#.", "########"};
static int fill(int r, int c) {
  if (r < 0 || r >= 6 || c < 0 || c >= 8 || map[r][c] != '.')
    return 0;
  map[r][c] = 'o';
  return 1 + fill(r + 1, c) + fill(r - 1, c) + fill(r, c + 1) + fill(r, c - 1);
}

static i64 power(i64 base, u32 e) {
  if (e == 0)
    return 1;
  i64 h = power(base, e / 2);
  return (e & 1) ? h * h * base : h * h;
}

int main(void) {
  print_str("fib:");
  for (int i = 0; i <= 20; i += 4) {
    PUTC(' ');
    print_int(fib(i));
  }
  print_nl();
  print_kv("ack(2,3)", ack(2, 3));
  print_kv("ack(3,3)", ack(3, 3));
  hanoi(5, 'A', 'C', 'B');
  print_kv("hanoi moves", moves);
  print_kv("even(77)", is_even(77));
  print_kv("odd(77)", is_odd(77));
  print_kv("gcd", (i32)gcd(1071u * 17, 462u * 17));
  for (int n = 4; n <= 7; n++) {
    print_str("queens(");
    print_int(n);
    print_str(") = ");
    print_int(queens(n, 0, 0, 0, 0));
    print_nl();
  }
  perm[0] = 'a';
  perm[1] = 'b';
  perm[2] = 'c';
  perm[3] = 'd';
  permute(0, 4);
  print_kv("permutations", perm_count);
  print_kv("filled", fill(0, 0));
  for (int r = 0; r < 6; r++) {
    print_str(map[r]);
    print_nl();
  }
  print_str("3^39 = ");
  print_i64(power(3, 39));
  print_nl();
  return fib(10);
}
