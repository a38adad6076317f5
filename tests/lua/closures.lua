-- Closures, upvalues and varargs.
local function counter(start, step)
  local n = start
  return function() n = n + step return n end, function() return n end
end
local inc, get = counter(10, 5)
inc() inc()
print("counter", get(), inc(), get())

-- Closures made in a loop capture a fresh variable each iteration.
local fs = {}
for i = 1, 5 do fs[i] = function() return i * i end end
local out = {}
for i = 1, 5 do out[i] = fs[i]() end
print("loop closures", table.concat(out, " "))

-- Two closures sharing one upvalue.
local function pair()
  local shared = 0
  return function(x) shared = shared + x end, function() return shared end
end
local add, read = pair()
for i = 1, 100 do add(i) end
print("shared", read())

-- Upvalues that outlive their block.
local makers = {}
do
  local base = 7
  for k = 1, 3 do
    local own = k * 100
    makers[k] = function(x) base = base + 1 return base + own + x end
  end
end
print("outlive", makers[1](1), makers[2](2), makers[3](3), makers[1](0))

-- Varargs.
local function va(...)
  local n = select("#", ...)
  local t = table.pack(...)
  local s = {}
  for i = 1, t.n do s[#s + 1] = tostring(t[i]) end
  return n, table.concat(s, ","), select(-1, ...)
end
print("varargs", va(1, nil, "x", false, 3.5))
print("select", select(2, "a", "b", "c"))
print("unpack", table.unpack({ 1, 2, 3, 4 }, 2, 3))
local function forward(...) return ... end
print("forward", forward(9, 8, 7))
local function sum(...)
  local s = 0
  for _, v in ipairs({ ... }) do s = s + v end
  return s
end
print("sum", sum(1, 2, 3, 4, 5, 6, 7, 8, 9, 10))

-- Function composition and currying.
local function compose(f, g) return function(...) return f(g(...)) end end
local function curry(f) return function(a) return function(b) return f(a, b) end end end
local twice_plus = compose(function(x) return x * 2 end, function(a, b) return a + b end)
print("compose", twice_plus(3, 4), curry(math.max)(3)(9))

-- A memoising wrapper keyed by argument.
local calls = 0
local function memoize(f)
  local cache = {}
  return function(x)
    local v = cache[x]
    if v == nil then v = f(x) cache[x] = v end
    return v
  end
end
local slow_square = memoize(function(x) calls = calls + 1 return x * x end)
for _ = 1, 3 do for i = 1, 10 do slow_square(i) end end
print("memo calls", calls, slow_square(9))

-- Iterators as closures.
local function range(n, step)
  local i = 0
  return function() i = i + (step or 1) if i <= n then return i end end
end
local acc = {}
for v in range(20, 3) do acc[#acc + 1] = v end
print("range", table.concat(acc, " "))
