/* Integer arithmetic at 8, 16, 32 and 64 bits: wrapping, signed and unsigned
   division and remainder (64-bit too), shifts by variable amounts, widening
   multiplication, conversions and comparisons. The inputs are global
   variables, so the optimiser cannot fold the arithmetic away. */
#include "cpu0io.h"

i32 in32[] = {0, 1, -1, 7, -7, 100, -100, 2147483647, -2147483647 - 1, 123456789, -98765};
u32 nz32[] = {1, 2, 3, 7, 10, 255, 65536, 0x7fffffffu, 0x80000000u, 0xffffffffu};
i64 in64[] = {0, 1, -1, 1000000007LL, -1000000007LL, 0x123456789abcdefLL,
              -0x123456789abcdefLL, 0x7fffffffffffffffLL, -0x7fffffffffffffffLL - 1,
              4294967296LL, -4294967296LL, 99999999999LL};
i64 div64[] = {1, -1, 3, -3, 10, 1000000007LL, -4294967296LL, 0x100000001LL, 7, 0x7fffffffffffffffLL};
u8 in8[] = {0, 1, 127, 128, 200, 255};
i16 in16[] = {0, 1, -1, 32767, -32768, 12345, -4321};

static u32 hash32;
static void mix(u32 v) { hash32 = (hash32 ^ v) * 16777619u; }
static void mix64(u64 v) {
  mix((u32)v);
  mix((u32)(v >> 32));
}

int main(void) {
  /* 8 bits: wrapping unsigned, sign extension. */
  for (int i = 0; i < 6; i++) {
    u8 a = in8[i];
    u8 sum = (u8)(a + 100), prod = (u8)(a * 3);
    i8 s = (i8)a;
    print_int(sum);
    PUTC(' ');
    print_int(prod);
    PUTC(' ');
    print_int(s);
    PUTC(' ');
    print_int(s >> 1);
    PUTC(' ');
    print_int((u8)a >> 1);
    PUTC(' ');
    print_int(s / 3);
    PUTC(' ');
    print_int(a % 7);
    print_nl();
  }
  /* 16 bits. */
  for (int i = 0; i < 7; i++) {
    i16 a = in16[i];
    u16 u = (u16)a;
    u16 m = (u16)((u32)u * 3u + 1u);
    i16 n = (i16)(u16)((u32)u << 3);
    print_int(a);
    PUTC(' ');
    print_int(u);
    PUTC(' ');
    print_int(m);
    PUTC(' ');
    print_int(n);
    PUTC(' ');
    print_int(a / 10);
    PUTC(' ');
    print_int(u % 1000);
    print_nl();
  }
  /* 32 bits: division and remainder of every pair with a non-zero divisor. */
  hash32 = 2166136261u;
  for (int i = 0; i < 11; i++)
    for (int j = 0; j < 10; j++) {
      u32 a = (u32)in32[i], d = nz32[j];
      mix(a / d);
      mix(a % d);
      i32 sd = (i32)d;
      if (!(in32[i] == -2147483647 - 1 && sd == -1)) {
        mix((u32)(in32[i] / sd));
        mix((u32)(in32[i] % sd));
      }
      mix(a * d);
      mix(a >> (j * 3 % 32));
      mix((u32)(in32[i] >> (j * 5 % 32)));
      mix(a << (j * 7 % 32));
      mix(in32[i] < sd);
      mix(a < d);
    }
  print_str("32-bit hash: ");
  print_hex(hash32);
  print_nl();
  print_kv("7/-2", in32[3] / -2);
  print_kv("-7%3", in32[4] % 3);
  print_kv("-7/2", in32[4] / 2);

  /* 64 bits. */
  hash32 = 2166136261u;
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 10; j++) {
      i64 a = in64[i], d = div64[j];
      u64 ua = (u64)a, ud = (u64)d;
      mix64(ua + ud);
      mix64(ua - ud);
      mix64(ua * ud);
      mix64(ua / ud);
      mix64(ua % ud);
      if (!(a == -0x7fffffffffffffffLL - 1 && d == -1)) {
        mix64((u64)(a / d));
        mix64((u64)(a % d));
      }
      int sh = (i * 13 + j * 7) % 64;
      mix64(ua << sh);
      mix64(ua >> sh);
      mix64((u64)(a >> sh));
      mix(a < d);
      mix(ua < ud);
      mix(a == d);
    }
  print_str("64-bit hash: ");
  print_hex(hash32);
  print_nl();
  print_i64(in64[5] / 1000);
  PUTC(' ');
  print_i64(in64[6] % 1000);
  PUTC(' ');
  print_i64(in64[6] / 1000);
  PUTC(' ');
  print_u64((u64)in64[2] / 3);
  PUTC(' ');
  print_u64((u64)in64[2] % 1000000007u);
  print_nl();
  print_i64(in64[7]);
  PUTC(' ');
  print_i64(in64[8]);
  PUTC(' ');
  print_i64(in64[11] * 1000);
  print_nl();

  /* Widening multiplication and the high word. */
  u32 x = nz32[7], y = nz32[9];
  u64 wide = (u64)x * y;
  i64 swide = (i64)in32[8] * in32[7];
  print_hex64(wide);
  PUTC(' ');
  print_hex((u32)(wide >> 32));
  PUTC(' ');
  print_i64(swide);
  print_nl();

  /* Conversions. */
  i32 neg = in32[6];
  i64 ext = neg;
  u64 zext = (u32)neg;
  i16 trunc = (i16)in32[7];
  i8 trunc8 = (i8)in32[5];
  print_i64(ext);
  PUTC(' ');
  print_u64(zext);
  PUTC(' ');
  print_int(trunc);
  PUTC(' ');
  print_int(trunc8);
  PUTC(' ');
  print_int((i32)(u8)in32[6]);
  print_nl();

  /* A 64-bit linear congruential generator. */
  u64 state = (u64)in64[3];
  for (int i = 0; i < 100; i++)
    state = state * 6364136223846793005ull + 1442695040888963407ull;
  print_str("lcg: ");
  print_hex64(state);
  print_nl();
  return (i32)(hash32 & 0x7f);
}
