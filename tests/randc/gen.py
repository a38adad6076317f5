#!/usr/bin/env python3
"""Random C programs for tests/randc/run.sh: one function `f` over a local word array,
a local halfword array and global word, halfword and 64-bit arrays, with loads and
stores at constant and data-dependent indexes, calls, and nested `if`s, its result
hashed by `main` over twelve calls. Every operation is defined C (unsigned arithmetic,
indexes masked into range), so any conforming compiler prints the same number.

The shape targets what the optimiser moves around: loads, stores to the same arrays,
calls between them, and values live across branches. A reviewer's version of this
generator found a pass that moved loads past stores to a local array, which the
differential test and the C corpus had missed.

usage: gen.py SEED > program.c
"""
import random
import sys

rng = random.Random(int(sys.argv[1]))
out = []
temps = 0  # t0 .. t{temps-1} are in scope


def emit(line):
    out.append(line)


def index():
    """An index into a 16-element array: from an argument or a constant."""
    r = rng.random()
    if r < 0.5:
        return f"(i+{rng.randint(0, 15)})&15"
    if r < 0.8:
        return f"(j+{rng.randint(0, 15)})&15"
    return str(rng.randint(0, 15))


def operand():
    """A constant or a temporary in scope."""
    if temps == 0 or rng.random() < 0.2:
        return f"{rng.randint(0, 1000)}u"
    return f"t{rng.randrange(temps)}"


def statement(depth):
    global temps
    r = rng.random()
    if r < 0.35:  # a load into a new temporary
        src = rng.choice(["a", "a", "g", "h", "gh", "gl"])
        ix = index() if src != "gl" else f"({index()})&7"
        emit(f"  u t{temps} = (u){src}[{ix}];")
        temps += 1
    elif r < 0.6:  # a store
        dst = rng.choice(["a", "a", "g", "h", "gh"])
        emit(f"  {dst}[{index()}] = {operand()} * {rng.randint(1, 9)}u + {operand()};")
    elif r < 0.75:
        emit(f"  s = s*31u + {operand()};")
    elif r < 0.8:  # a call that writes a global
        emit(f"  bump({operand()});")
    elif r < 0.85:
        emit(f"  gl[{rng.randint(0, 7)}] += {operand()};")
    elif r < 0.95 and depth < 2:
        emit(f"  if ((i ^ j) & {1 << rng.randint(0, 3)}) {{")
        first = temps
        for _ in range(rng.randint(1, 6)):
            statement(depth + 1)
        # Temporaries declared inside the braces end there: fold them into s.
        for k in range(first, temps):
            emit(f"    s ^= t{k};")
        emit("  }")
        temps = first
    else:
        emit(f"  s += {operand()};")


emit("#include <stdio.h>\ntypedef unsigned u;\nu g[16]; unsigned short gh[16]; long long gl[8];")
emit("__attribute__((noinline)) void bump(u k){ g[k&15]+=k; }")
emit("__attribute__((noinline)) u f(u i, u j) {\n  u a[16]; unsigned short h[16]; u s=0;")
emit("  for (u k=0;k<16;k++){ a[k]=k*2654435761u+j; h[k]=(unsigned short)(k*40503u+i); }")
for _ in range(rng.randint(15, 45)):
    statement(0)
for k in range(temps):
    emit(f"  s = s*33u + t{k};")
emit("  for (u k=0;k<16;k++) s = s*7u + a[k] + h[k];\n  return s;\n}")
emit("int main(void){ u r=0; for (u k=0;k<16;k++) { g[k]=k*77u; gh[k]=(unsigned short)(k*999u); }"
     " for (u k=0;k<8;k++) gl[k]=k*123456789ll;")
emit("  for (u x=0;x<4;x++) for (u y=0;y<3;y++) r = r*1000003u + f(x*5u, y*3u);")
emit("  for (u k=0;k<16;k++) r = r*17u + g[k] + gh[k];"
     " for (u k=0;k<8;k++) r ^= (u)gl[k] ^ (u)(gl[k]>>32);")
emit('  printf("%u\\n", r); return 0; }')
print("\n".join(out))
