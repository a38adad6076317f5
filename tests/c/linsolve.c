/* Linear algebra in double: LU decomposition with partial pivoting, solving
   A x = b, the determinant, the inverse of a matrix (checked by A * A^-1),
   and the same solve in float. Matrices are arrays of arrays passed by
   pointer; pivot rows are chosen with fabs. */
#include "cpu0fmt.h"

#define N 6

/* Global and writable, so that nothing is folded at compile time. */
double a_in[N][N] = {
    {4, -2, 1, 3, 0.5, -1},  {-2, 5, -3, 0, 1, 2},   {1, -3, 6, -2, 0, 0.25},
    {3, 0, -2, 7, -1, 1},    {0.5, 1, 0, -1, 3, -2}, {-1, 2, 0.25, 1, -2, 8},
};
double x_true[N] = {1, -2, 3, 0.5, -1.25, 2};
int hilbert_n = 5;

/* LU with partial pivoting in place: lu = P A, L unit lower (below the
   diagonal), U upper; perm[i] is the row of A in row i. Returns the sign of
   the permutation, 0 when the matrix is singular. */
static int lu_decompose(int n, double lu[][N], int *perm) {
  int sign = 1;
  for (int i = 0; i < n; i++)
    perm[i] = i;
  for (int k = 0; k < n; k++) {
    int p = k;
    double best = __builtin_fabs(lu[k][k]);
    for (int i = k + 1; i < n; i++) {
      double v = __builtin_fabs(lu[i][k]);
      if (v > best) {
        best = v;
        p = i;
      }
    }
    if (best == 0)
      return 0;
    if (p != k) {
      for (int j = 0; j < n; j++) {
        double t = lu[k][j];
        lu[k][j] = lu[p][j];
        lu[p][j] = t;
      }
      int t = perm[k];
      perm[k] = perm[p];
      perm[p] = t;
      sign = -sign;
    }
    for (int i = k + 1; i < n; i++) {
      double f = lu[i][k] / lu[k][k];
      lu[i][k] = f;
      for (int j = k + 1; j < n; j++)
        lu[i][j] -= f * lu[k][j];
    }
  }
  return sign;
}

static void lu_solve(int n, double lu[][N], const int *perm, const double *b, double *x) {
  for (int i = 0; i < n; i++) {
    double s = b[perm[i]];
    for (int j = 0; j < i; j++)
      s -= lu[i][j] * x[j];
    x[i] = s;
  }
  for (int i = n - 1; i >= 0; i--) {
    double s = x[i];
    for (int j = i + 1; j < n; j++)
      s -= lu[i][j] * x[j];
    x[i] = s / lu[i][i];
  }
}

static void copy(int n, double dst[][N], double src[][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      dst[i][j] = src[i][j];
}

static void print_row(int n, const double *v, int prec) {
  for (int j = 0; j < n; j++) {
    if (j)
      PUTC(' ');
    print_f(v[j], prec);
  }
  print_nl();
}

/* max |A * inv - I| */
static double identity_error(int n, double a[][N], double inv[][N]) {
  double worst = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++)
        s += a[i][k] * inv[k][j];
      double e = __builtin_fabs(s - (i == j ? 1.0 : 0.0));
      if (e > worst)
        worst = e;
    }
  return worst;
}

static void invert(int n, double a[][N], double inv[][N]) {
  double lu[N][N], col[N], e[N];
  int perm[N];
  copy(n, lu, a);
  if (!lu_decompose(n, lu, perm)) {
    print_str("singular\n");
    return;
  }
  for (int j = 0; j < n; j++) {
    for (int i = 0; i < n; i++)
      e[i] = i == j ? 1 : 0;
    lu_solve(n, lu, perm, e, col);
    for (int i = 0; i < n; i++)
      inv[i][j] = col[i];
  }
}

/* The same elimination in float, without pivoting (no pivot of this matrix
   is zero). */
static void solve_float(int n, float m[][N], float *b) {
  for (int k = 0; k < n; k++)
    for (int i = k + 1; i < n; i++) {
      float f = m[i][k] / m[k][k];
      for (int j = k; j < n; j++)
        m[i][j] -= f * m[k][j];
      b[i] -= f * b[k];
    }
  for (int i = n - 1; i >= 0; i--) {
    for (int j = i + 1; j < n; j++)
      b[i] -= m[i][j] * b[j];
    b[i] /= m[i][i];
  }
}

int main(void) {
  int n = N;
  double lu[N][N], b[N], x[N];
  int perm[N];
  for (int i = 0; i < n; i++) {
    b[i] = 0;
    for (int j = 0; j < n; j++)
      b[i] += a_in[i][j] * x_true[j];
  }
  print_str("b: ");
  print_row(n, b, 6);
  copy(n, lu, a_in);
  int sign = lu_decompose(n, lu, perm);
  double det = sign;
  for (int i = 0; i < n; i++)
    det *= lu[i][i];
  print_fv("det", det);
  print_str("perm:");
  for (int i = 0; i < n; i++) {
    PUTC(' ');
    print_int(perm[i]);
  }
  print_nl();
  lu_solve(n, lu, perm, b, x);
  print_str("x: ");
  print_row(n, x, 6);
  double err = 0;
  for (int i = 0; i < n; i++) {
    double d = __builtin_fabs(x[i] - x_true[i]);
    err = d > err ? d : err;
  }
  print_ev("max error", err);

  double inv[N][N];
  invert(n, a_in, inv);
  print_str("inverse:\n");
  for (int i = 0; i < n; i++)
    print_row(n, inv[i], 6);
  print_ev("identity error", identity_error(n, a_in, inv));

  /* Hilbert matrices: ill-conditioned, the inverse has integer entries. */
  for (int h = 3; h <= hilbert_n; h++) {
    double hm[N][N], hinv[N][N];
    for (int i = 0; i < h; i++)
      for (int j = 0; j < h; j++)
        hm[i][j] = 1.0 / (i + j + 1);
    invert(h, hm, hinv);
    print_str("hilbert ");
    print_int(h);
    print_str(": ");
    print_row(h, hinv[0], 3);
    print_ev("  identity error", identity_error(h, hm, hinv));
  }

  float fm[N][N], fb[N];
  for (int i = 0; i < n; i++) {
    fb[i] = (float)b[i];
    for (int j = 0; j < n; j++)
      fm[i][j] = (float)a_in[i][j];
  }
  solve_float(n, fm, fb);
  print_str("float x: ");
  for (int i = 0; i < n; i++) {
    PUTC(' ');
    print_e(fb[i], 8);
  }
  print_nl();
  return 0;
}
