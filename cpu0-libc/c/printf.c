/* The printf family's formatter: flags, width, precision and length modifiers for
 * d i u x X o c s p n % and f F e E g G a A, output identical to glibc's. Floating
 * conversions work on the exact decimal digits of dtoa.c, rounded half to even on
 * the exact value as glibc does. */
#include <stdint.h>
#include <string.h>
#include "libc.h"

enum { F_MINUS = 1, F_PLUS = 2, F_SPACE = 4, F_HASH = 8, F_ZERO = 16 };

typedef struct {
  int flags, width, prec; /* prec < 0: none */
  char conv;
} spec;

static void out(__cpu0_sink *s, const char *p, size_t n) {
  if (n) {
    s->put(s->ctx, p, n);
    s->count += n;
  }
}

static void pad(__cpu0_sink *s, char c, int n) {
  char buf[32];
  memset(buf, c, sizeof buf);
  for (; n > 0; n -= 32)
    out(s, buf, n < 32 ? (size_t)n : 32);
}

/* Writes prefix (sign, 0x) + zeros + body with the field's padding. */
static void emit(__cpu0_sink *s, const spec *sp, const char *prefix, int zeros, const char *body,
                 int len) {
  int plen = (int)strlen(prefix);
  int total = plen + zeros + len;
  int fill = sp->width > total ? sp->width - total : 0;
  if (!(sp->flags & F_MINUS) && !(sp->flags & F_ZERO))
    pad(s, ' ', fill);
  out(s, prefix, (size_t)plen);
  if (!(sp->flags & F_MINUS) && (sp->flags & F_ZERO))
    pad(s, '0', fill);
  pad(s, '0', zeros);
  out(s, body, (size_t)len);
  if (sp->flags & F_MINUS)
    pad(s, ' ', fill);
}

static void format_int(__cpu0_sink *s, spec *sp, uint64_t v, int neg) {
  char buf[24];
  int n = 0;
  unsigned base = 10;
  const char *dig = "0123456789abcdef";
  if (sp->conv == 'x' || sp->conv == 'p')
    base = 16;
  else if (sp->conv == 'X') {
    base = 16;
    dig = "0123456789ABCDEF";
  } else if (sp->conv == 'o')
    base = 8;
  uint64_t u = v;
  if (u <= 0xffffffffu) { /* 32-bit division is one instruction */
    uint32_t w = (uint32_t)u;
    while (w) {
      buf[sizeof buf - 1 - n++] = dig[w % base];
      w /= base;
    }
  } else {
    while (u) {
      buf[sizeof buf - 1 - n++] = dig[u % base];
      u /= base;
    }
  }
  int zeros = sp->prec > n ? sp->prec - n : 0;
  if (sp->prec == 0 && v == 0)
    n = 0;
  else if (sp->prec < 0 && v == 0 && sp->conv != 'p')
    buf[sizeof buf - 1 - n++] = '0';
  const char *prefix = "";
  if (sp->conv == 'd' || sp->conv == 'i')
    prefix = neg ? "-" : (sp->flags & F_PLUS) ? "+" : (sp->flags & F_SPACE) ? " " : "";
  else if (sp->flags & F_HASH) {
    if (sp->conv == 'o' && zeros == 0 && (n == 0 || buf[sizeof buf - n] != '0'))
      zeros = 1;
    else if (sp->conv == 'x' && v)
      prefix = "0x";
    else if (sp->conv == 'X' && v)
      prefix = "0X";
  }
  if (sp->conv == 'p') {
    if (v == 0) {
      sp->flags &= ~F_ZERO;
      emit(s, sp, "", 0, "(nil)", 5);
      return;
    }
    prefix = "0x";
  }
  if (sp->prec >= 0)
    sp->flags &= ~F_ZERO;
  emit(s, sp, prefix, zeros, buf + sizeof buf - n, n);
}

/* Rounds the digit string to `keep` digits, half to even on the exact value (the
 * digits are exact, so a 5 followed by nothing is a true tie). Returns the count. */
static int round_digits(char *d, int n, int keep, int *exp10) {
  if (keep >= n)
    return n;
  if (keep < 0)
    return 0;
  int up;
  if (d[keep] > '5')
    up = 1;
  else if (d[keep] < '5')
    up = 0;
  else if (keep + 1 < n)
    up = 1; /* trailing zeros were stripped: something non-zero follows */
  else
    up = keep > 0 && ((d[keep - 1] - '0') & 1);
  n = keep;
  if (up) {
    int i = keep - 1;
    while (i >= 0 && d[i] == '9')
      i--;
    if (i < 0) {
      d[0] = '1';
      n = 1;
      (*exp10)++;
    } else {
      d[i]++;
      n = i + 1;
    }
  }
  while (n > 0 && d[n - 1] == '0')
    n--;
  return n;
}

/* The body of %f with `prec` decimals from digits 0.D * 10^e. */
static int fixed_body(char *o, const char *d, int n, int e, int prec, int hash) {
  int k = 0;
  if (e <= 0)
    o[k++] = '0';
  for (int i = 0; i < e; i++)
    o[k++] = i < n ? d[i] : '0';
  if (prec > 0 || hash)
    o[k++] = '.';
  for (int i = 0; i < prec; i++) {
    int j = e + i;
    o[k++] = (j >= 0 && j < n) ? d[j] : '0';
  }
  return k;
}

/* An exponent: the letter, its sign and at least `min_digits` decimal digits. */
static int put_exponent(char *o, char letter, int x, int min_digits) {
  int k = 0;
  o[k++] = letter;
  o[k++] = x < 0 ? '-' : '+';
  unsigned u = x < 0 ? 0u - (unsigned)x : (unsigned)x;
  char t[10];
  int tn = 0;
  do {
    t[tn++] = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  while (tn < min_digits)
    t[tn++] = '0';
  while (tn)
    o[k++] = t[--tn];
  return k;
}

/* The body of %e: d.ddd e+XX. */
static int exp_body(char *o, const char *d, int n, int e, int prec, int hash, char ech) {
  int k = 0;
  o[k++] = n > 0 ? d[0] : '0';
  if (prec > 0 || hash)
    o[k++] = '.';
  for (int i = 1; i <= prec; i++)
    o[k++] = i < n ? d[i] : '0';
  return k + put_exponent(o + k, ech, n > 0 ? e - 1 : 0, 2);
}

static int hex_body(char *o, uint64_t bits, int prec, int hash, int upper);

static void format_float(__cpu0_sink *s, spec *sp, double x) {
  uint64_t bits;
  __builtin_memcpy(&bits, &x, 8);
  int neg = (int)(bits >> 63);
  int upper = sp->conv >= 'A' && sp->conv <= 'Z';
  const char *prefix = neg ? "-" : (sp->flags & F_PLUS) ? "+" : (sp->flags & F_SPACE) ? " " : "";
  char conv = (char)(sp->conv | 32);
  if (((bits >> 52) & 0x7ff) == 0x7ff) {
    const char *body = (bits << 12) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
    sp->flags &= ~F_ZERO;
    emit(s, sp, prefix, 0, body, 3);
    return;
  }
  static char body[1200];
  int len;
  if (conv == 'a') {
    char pre[4];
    int k = 0;
    if (prefix[0])
      pre[k++] = prefix[0];
    pre[k++] = '0';
    pre[k++] = upper ? 'X' : 'x';
    pre[k] = 0;
    prefix = pre;
    len = hex_body(body, bits, sp->prec, sp->flags & F_HASH, upper);
    emit(s, sp, prefix, 0, body, len);
    return;
  }
  static char d[800];
  int e = 0, n = 0;
  if (bits << 1)
    n = __cpu0_decimal(x, d, &e);
  /* Precisions beyond 800 are cut to 800 (the body buffer's bound). */
  int prec = sp->prec < 0 ? 6 : sp->prec > 800 ? 800 : sp->prec;
  int hash = sp->flags & F_HASH;
  if (conv == 'f') {
    n = round_digits(d, n, e + prec, &e);
    len = fixed_body(body, d, n, e, prec, hash);
  } else if (conv == 'e') {
    n = round_digits(d, n, prec + 1, &e);
    len = exp_body(body, d, n, e, prec, hash, upper ? 'E' : 'e');
  } else { /* g */
    int p = prec == 0 ? 1 : prec;
    n = round_digits(d, n, p, &e);
    int x10 = n > 0 ? e - 1 : 0;
    if (x10 < p && x10 >= -4)
      len = fixed_body(body, d, n, e, p - 1 - x10, hash);
    else
      len = exp_body(body, d, n, e, p - 1, hash, upper ? 'E' : 'e');
    if (!hash) { /* drop trailing zeros of the fraction, and a bare point */
      char *pt = memchr(body, '.', (size_t)len);
      if (pt) {
        char *ep = memchr(body, upper ? 'E' : 'e', (size_t)len);
        int end = ep ? (int)(ep - body) : len;
        int k = end;
        while (k > 0 && body[k - 1] == '0')
          k--;
        if (body[k - 1] == '.')
          k--;
        memmove(body + k, body + end, (size_t)(len - end));
        len -= end - k;
      }
    }
  }
  emit(s, sp, prefix, 0, body, len);
}

/* %a: 0x1.hhhp+e for normal numbers, 0x0.hhhp-1022 for subnormals (glibc's forms);
 * with a precision the fraction is rounded half to even, carrying into the
 * leading digit (0x1.fp+0 at %.0a is 0x2p+0). */
static int hex_body(char *o, uint64_t bits, int prec, int hash, int upper) {
  if (prec > 800)
    prec = 800;
  const char *dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  int be = (int)((bits >> 52) & 0x7ff);
  uint64_t frac = bits & 0xfffffffffffffull;
  unsigned lead = be != 0;
  int x = be == 0 ? (frac ? -1022 : 0) : be - 1023;
  int nd = 13;
  if (prec >= 0 && prec < 13) {
    int drop = 4 * (13 - prec);
    uint64_t rest = frac & ((1ull << drop) - 1);
    uint64_t half = 1ull << (drop - 1);
    frac >>= drop;
    int odd = prec == 0 ? (int)(lead & 1) : (int)(frac & 1);
    if (rest > half || (rest == half && odd)) {
      frac++;
      if (frac >> (4 * prec)) {
        frac &= (1ull << (4 * prec)) - 1;
        lead++;
      }
    }
    nd = prec;
  }
  int k = 0;
  o[k++] = dig[lead];
  char f[13];
  for (int i = nd - 1; i >= 0; i--) {
    f[i] = dig[frac & 15];
    frac >>= 4;
  }
  int keep = nd;
  if (prec < 0)
    while (keep > 0 && f[keep - 1] == '0')
      keep--;
  if (keep > 0 || hash)
    o[k++] = '.';
  for (int i = 0; i < keep; i++)
    o[k++] = f[i];
  for (int i = keep; i < prec; i++)
    o[k++] = '0';
  return k + put_exponent(o + k, upper ? 'P' : 'p', x, 1);
}

static int parse_num(const char **p) {
  int v = 0;
  while (**p >= '0' && **p <= '9')
    v = v * 10 + (*(*p)++ - '0');
  return v;
}

int __cpu0_vformat(__cpu0_sink *s, const char *fmt, va_list ap) {
  for (const char *p = fmt; *p;) {
    if (*p != '%') {
      const char *q = p;
      while (*q && *q != '%')
        q++;
      out(s, p, (size_t)(q - p));
      p = q;
      continue;
    }
    p++;
    spec sp = {0, 0, -1, 0};
    for (;; p++) {
      if (*p == '-') sp.flags |= F_MINUS;
      else if (*p == '+') sp.flags |= F_PLUS;
      else if (*p == ' ') sp.flags |= F_SPACE;
      else if (*p == '#') sp.flags |= F_HASH;
      else if (*p == '0') sp.flags |= F_ZERO;
      else break;
    }
    if (*p == '*') {
      p++;
      sp.width = va_arg(ap, int);
      if (sp.width < 0) {
        sp.flags |= F_MINUS;
        sp.width = -sp.width;
      }
    } else {
      sp.width = parse_num(&p);
    }
    if (*p == '.') {
      p++;
      if (*p == '*') {
        p++;
        sp.prec = va_arg(ap, int);
        if (sp.prec < 0)
          sp.prec = -1;
      } else {
        sp.prec = parse_num(&p);
      }
    }
    int len = 0; /* 1 l, 2 ll, -1 h, -2 hh */
    for (;; p++) {
      if (*p == 'l') len = len == 1 ? 2 : 1;
      else if (*p == 'h') len = len == -1 ? -2 : -1;
      else if (*p == 'j' || *p == 'q') len = 2;
      else if (*p == 'z' || *p == 't' || *p == 'L') len = len ? len : 0;
      else break;
    }
    if (sp.flags & F_MINUS)
      sp.flags &= ~F_ZERO;
    sp.conv = *p;
    if (*p)
      p++;
    switch (sp.conv) {
    case 'd':
    case 'i': {
      int64_t v = len == 2 ? va_arg(ap, long long) : va_arg(ap, int);
      if (len == -1) v = (short)v;
      if (len == -2) v = (signed char)v;
      format_int(s, &sp, v < 0 ? 0 - (uint64_t)v : (uint64_t)v, v < 0);
      break;
    }
    case 'u':
    case 'x':
    case 'X':
    case 'o': {
      uint64_t v = len == 2 ? va_arg(ap, unsigned long long) : va_arg(ap, unsigned);
      if (len == -1) v = (unsigned short)v;
      if (len == -2) v = (unsigned char)v;
      format_int(s, &sp, v, 0);
      break;
    }
    case 'p':
      format_int(s, &sp, (uintptr_t)va_arg(ap, void *), 0);
      break;
    case 'c': {
      char c = (char)va_arg(ap, int);
      sp.flags &= ~F_ZERO;
      emit(s, &sp, "", 0, &c, 1);
      break;
    }
    case 's': {
      const char *str = va_arg(ap, const char *);
      if (str == NULL)
        str = sp.prec < 0 || sp.prec >= 6 ? "(null)" : "";
      int n = (int)(sp.prec >= 0 ? strnlen(str, (size_t)sp.prec) : strlen(str));
      sp.flags &= ~F_ZERO;
      emit(s, &sp, "", 0, str, n);
      break;
    }
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
      format_float(s, &sp, va_arg(ap, double));
      break;
    case 'n':
      *va_arg(ap, int *) = (int)s->count;
      break;
    case '%':
      out(s, "%", 1);
      break;
    default: /* an unknown conversion is printed as it is */
      out(s, "%", 1);
      if (sp.conv)
        out(s, &sp.conv, 1);
    }
  }
  return (int)s->count;
}
