/* An n-body simulation (the Sun and the four giant planets, as in the
   Computer Language Benchmarks Game): positions in AU, velocities in AU per
   year, G = 4 pi^2. Prints the energy before and after, and where the bodies
   end up. Double arithmetic, sqrt, arrays of structs. */
#include "cpu0fmt.h"

#define PI 3.141592653589793
#define SOLAR_MASS (4 * PI * PI)
#define DAYS_PER_YEAR 365.24
#define BODIES 5

struct body {
  double x, y, z, vx, vy, vz, mass;
};

/* Global and writable: the optimiser may not fold the simulation away. */
struct body bodies[BODIES] = {
    /* sun */
    {0, 0, 0, 0, 0, 0, SOLAR_MASS},
    /* jupiter */
    {4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
     1.66007664274403694e-03 * DAYS_PER_YEAR, 7.69901118419740425e-03 * DAYS_PER_YEAR,
     -6.90460016972063023e-05 * DAYS_PER_YEAR, 9.54791938424326609e-04 * SOLAR_MASS},
    /* saturn */
    {8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
     -2.76742510726862411e-03 * DAYS_PER_YEAR, 4.99852801234917238e-03 * DAYS_PER_YEAR,
     2.30417297573763929e-05 * DAYS_PER_YEAR, 2.85885980666130812e-04 * SOLAR_MASS},
    /* uranus */
    {1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
     2.96460137564761618e-03 * DAYS_PER_YEAR, 2.37847173959480950e-03 * DAYS_PER_YEAR,
     -2.96589568540237556e-05 * DAYS_PER_YEAR, 4.36624404335156298e-05 * SOLAR_MASS},
    /* neptune */
    {1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
     2.68067772490389322e-03 * DAYS_PER_YEAR, 1.62824170038242295e-03 * DAYS_PER_YEAR,
     -9.51592254519715870e-05 * DAYS_PER_YEAR, 5.15138902046611451e-05 * SOLAR_MASS},
};

int steps = 1000;
double dt = 0.01;

/* The Sun moves so that the total momentum is zero. */
static void offset_momentum(struct body *b, int n) {
  double px = 0, py = 0, pz = 0;
  for (int i = 0; i < n; i++) {
    px += b[i].vx * b[i].mass;
    py += b[i].vy * b[i].mass;
    pz += b[i].vz * b[i].mass;
  }
  b[0].vx = -px / SOLAR_MASS;
  b[0].vy = -py / SOLAR_MASS;
  b[0].vz = -pz / SOLAR_MASS;
}

static double energy(const struct body *b, int n) {
  double e = 0;
  for (int i = 0; i < n; i++) {
    e += 0.5 * b[i].mass * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
    for (int j = i + 1; j < n; j++) {
      double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
      e -= b[i].mass * b[j].mass / __builtin_sqrt(dx * dx + dy * dy + dz * dz);
    }
  }
  return e;
}

static void advance(struct body *b, int n, double step) {
  for (int i = 0; i < n; i++) {
    for (int j = i + 1; j < n; j++) {
      double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
      double d2 = dx * dx + dy * dy + dz * dz;
      double mag = step / (d2 * __builtin_sqrt(d2));
      double mi = b[i].mass * mag, mj = b[j].mass * mag;
      b[i].vx -= dx * mj;
      b[i].vy -= dy * mj;
      b[i].vz -= dz * mj;
      b[j].vx += dx * mi;
      b[j].vy += dy * mi;
      b[j].vz += dz * mi;
    }
  }
  for (int i = 0; i < n; i++) {
    b[i].x += step * b[i].vx;
    b[i].y += step * b[i].vy;
    b[i].z += step * b[i].vz;
  }
}

int main(void) {
  offset_momentum(bodies, BODIES);
  double before = energy(bodies, BODIES);
  print_f(before, 9);
  print_nl();
  for (int s = 0; s < steps; s++)
    advance(bodies, BODIES, dt);
  double after = energy(bodies, BODIES);
  print_f(after, 9);
  print_nl();
  print_ev("drift", after - before);
  for (int i = 0; i < BODIES; i++) {
    print_int(i);
    PUTC(':');
    PUTC(' ');
    print_e(bodies[i].x, 15);
    PUTC(' ');
    print_e(bodies[i].y, 15);
    PUTC(' ');
    print_e(bodies[i].z, 15);
    print_nl();
  }
  /* The bits of the result: the same code must compute the same doubles. */
  print_str("bits ");
  print_hex64(double_bits(after));
  print_nl();
  return 0;
}
