/* The Mandelbrot set printed as text: in double over the whole set, then a
   zoomed window in float, and a few points' escape times computed with
   complex numbers held in structs passed and returned by value. */
#include "cpu0fmt.h"

#define COLS 72
#define ROWS 28
#define MAX_ITER 40

static const char shades[] = " .:-=+*#%@";

/* Global and writable, so that nothing is folded at compile time. */
double x_min = -2.25, x_max = 0.75, y_min = -1.25, y_max = 1.25;
float zoom_x = -0.7453f, zoom_y = 0.1127f, zoom_r = 0.0065f;

static int escape_double(double cr, double ci, int max_iter) {
  double zr = 0, zi = 0;
  int n = 0;
  while (n < max_iter && zr * zr + zi * zi <= 4.0) {
    double t = zr * zr - zi * zi + cr;
    zi = 2 * zr * zi + ci;
    zr = t;
    n++;
  }
  return n;
}

static int escape_float(float cr, float ci, int max_iter) {
  float zr = 0, zi = 0;
  int n = 0;
  while (n < max_iter) {
    float zr2 = zr * zr, zi2 = zi * zi;
    if (zr2 + zi2 > 4.0f)
      break;
    zi = 2.0f * zr * zi + ci;
    zr = zr2 - zi2 + cr;
    n++;
  }
  return n;
}

static char shade(int n, int max_iter) {
  if (n >= max_iter)
    return '@';
  return shades[n % 9];
}

struct complex {
  double re, im;
};

static struct complex c_mul(struct complex a, struct complex b) {
  struct complex r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
  return r;
}

static struct complex c_add(struct complex a, struct complex b) {
  struct complex r = {a.re + b.re, a.im + b.im};
  return r;
}

static double c_abs2(struct complex a) { return a.re * a.re + a.im * a.im; }

/* The orbit of c after `n` steps (or the step where it left the disc). */
static struct complex orbit(struct complex c, int n, int *steps) {
  struct complex z = {0, 0};
  int i = 0;
  for (; i < n && c_abs2(z) <= 4; i++)
    z = c_add(c_mul(z, z), c);
  *steps = i;
  return z;
}

double probes[][2] = {{0.25, 0.0}, {-0.75, 0.1}, {-1.25, 0.0}, {0.3, 0.5}, {-0.1, 0.651}, {0.0, 1.0}};

int main(void) {
  u32 total = 0;
  double dx = (x_max - x_min) / COLS, dy = (y_max - y_min) / ROWS;
  for (int row = 0; row < ROWS; row++) {
    double ci = y_max - (row + 0.5) * dy;
    for (int col = 0; col < COLS; col++) {
      double cr = x_min + (col + 0.5) * dx;
      int n = escape_double(cr, ci, MAX_ITER);
      total += (u32)n;
      PUTC(shade(n, MAX_ITER));
    }
    print_nl();
  }
  print_kv("iterations", (i32)total);

  total = 0;
  float step = 2 * zoom_r / 40;
  for (int row = 0; row < 12; row++) {
    float ci = zoom_y + zoom_r - (float)row * step * 3.25f;
    for (int col = 0; col < 40; col++) {
      float cr = zoom_x - zoom_r + (float)col * step;
      int n = escape_float(cr, ci, 64);
      total += (u32)n;
      PUTC(shade(n, 64));
    }
    print_nl();
  }
  print_kv("float iterations", (i32)total);

  for (u32 i = 0; i < sizeof probes / sizeof probes[0]; i++) {
    struct complex c = {probes[i][0], probes[i][1]};
    int steps;
    struct complex z = orbit(c, 50, &steps);
    print_int(steps);
    PUTC(' ');
    print_e(z.re, 10);
    PUTC(' ');
    print_e(z.im, 10);
    print_nl();
  }
  return 0;
}
