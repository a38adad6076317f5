/* Particles in a box, in single precision: gravity, damping, bounces off the
 * walls (compares of positions against the walls), a drag threshold, and a
 * count of close pairs on a grid of cells. */
#include "bench.h"

/* No fused multiply-adds: every side rounds each operation. */
#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

#define P 64
static float px[P], py[P], vx[P], vy[P];

static u32 bits(float x) {
  union { float f; u32 w; } u;
  u.f = x;
  return u.w;
}

NOINLINE static int step(float dt) {
  int bounces = 0;
  for (int i = 0; i < P; i++) {
    vy[i] -= 9.8f * dt;
    float speed2 = vx[i] * vx[i] + vy[i] * vy[i];
    if (speed2 > 400.0f) {
      vx[i] *= 0.9f;
      vy[i] *= 0.9f;
    }
    px[i] += vx[i] * dt;
    py[i] += vy[i] * dt;
    if (px[i] < 0.0f) { px[i] = -px[i]; vx[i] = -vx[i] * 0.8f; bounces++; }
    if (px[i] > 10.0f) { px[i] = 20.0f - px[i]; vx[i] = -vx[i] * 0.8f; bounces++; }
    if (py[i] < 0.0f) { py[i] = -py[i]; vy[i] = -vy[i] * 0.8f; bounces++; }
    if (py[i] > 10.0f) { py[i] = 20.0f - py[i]; vy[i] = -vy[i] * 0.8f; bounces++; }
  }
  return bounces;
}

NOINLINE static int close_pairs(float r) {
  int n = 0;
  for (int i = 0; i < P; i++)
    for (int j = i + 1; j < P; j++) {
      float dx = px[i] - px[j];
      if (dx > r || dx < -r) continue;
      float dy = py[i] - py[j];
      if (dy > r || dy < -r) continue;
      if (dx * dx + dy * dy <= r * r) n++;
    }
  return n;
}

int main(void) {
  for (int i = 0; i < P; i++) {
    px[i] = (float)(rng() % 1000) / 100.0f;
    py[i] = (float)(rng() % 1000) / 100.0f;
    vx[i] = (float)((i32)(rng() % 2001) - 1000) / 50.0f;
    vy[i] = (float)((i32)(rng() % 2001) - 1000) / 50.0f;
  }
  u32 bounces = 0, pairs = 0;
  for (int t = 0; t < 200; t++) {
    bounces += (u32)step(0.01f);
    if (t % 10 == 0)
      pairs = pairs * 31 + (u32)close_pairs(0.5f);
  }
  u32 h = 0;
  for (int i = 0; i < P; i++)
    h = h * 31 + (bits(px[i]) ^ bits(vy[i]));
  print_hex_kv("bounces", bounces);
  print_hex_kv("pairs", pairs);
  print_hex_kv("state", h);
  return 0;
}
