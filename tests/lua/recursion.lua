-- Recursion: plain, mutual, deep tail calls, memoised, and over nested tables.
local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end
for i = 0, 24, 3 do print("fib", i, fib(i)) end

local function ack(m, n)
  if m == 0 then return n + 1 end
  if n == 0 then return ack(m - 1, 1) end
  return ack(m - 1, ack(m, n - 1))
end
print("ack(2,3)", ack(2, 3), "ack(3,3)", ack(3, 3))

local is_even, is_odd
function is_even(n) if n == 0 then return true end return is_odd(n - 1) end
function is_odd(n) if n == 0 then return false end return is_even(n - 1) end
print("even 1000", is_even(1000), "odd 777", is_odd(777))

-- A proper tail call does not grow the stack.
local function count(n, acc) if n == 0 then return acc end return count(n - 1, acc + n) end
print("tail sum", count(200000, 0))

local memo = {}
local function ways(n)
  if n < 0 then return 0 end
  if n == 0 then return 1 end
  if memo[n] then return memo[n] end
  local r = ways(n - 1) + ways(n - 2) + ways(n - 3)
  memo[n] = r
  return r
end
print("ways 60", ways(60))

local function hanoi(n, from, to, via, moves)
  if n == 0 then return moves end
  moves = hanoi(n - 1, from, via, to, moves)
  moves = moves + 1
  return hanoi(n - 1, via, to, from, moves)
end
print("hanoi 16", hanoi(16, "a", "c", "b", 0))

local function build(depth)
  if depth == 0 then return { value = 1 } end
  return { left = build(depth - 1), right = build(depth - 1), value = depth }
end
local function sum(t) if not t then return 0 end return t.value + sum(t.left) + sum(t.right) end
print("tree sum", sum(build(12)))

local function permutations(a, n, out)
  n = n or #a
  out = out or {}
  if n <= 1 then out[#out + 1] = table.concat(a) return out end
  for i = 1, n do
    a[n], a[i] = a[i], a[n]
    permutations(a, n - 1, out)
    a[n], a[i] = a[i], a[n]
  end
  return out
end
local p = permutations({ "a", "b", "c", "d" })
table.sort(p)
print("perms", #p, p[1], p[2], p[24])

-- Stack overflow is an error, not a crash.
local function runaway(n) return 1 + runaway(n + 1) end
local ok, err = pcall(runaway, 1)
print("overflow caught", ok, (string.find(err, "stack overflow", 1, true) ~= nil))
