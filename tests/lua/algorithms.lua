-- Algorithms a Lua program would run: sieve, string building, sorting, a queue,
-- a JSON-like serializer with sorted keys, and a small interpreter.
local function sieve(n)
  local is = {}
  for i = 2, n do is[i] = true end
  for i = 2, math.floor(math.sqrt(n)) do
    if is[i] then for j = i * i, n, i do is[j] = false end end
  end
  local c, last = 0, 0
  for i = 2, n do if is[i] then c = c + 1 last = i end end
  return c, last
end
print("primes", sieve(100000))

local function quicksort(a, lo, hi)
  lo, hi = lo or 1, hi or #a
  if lo >= hi then return a end
  local p, i = a[hi], lo
  for j = lo, hi - 1 do if a[j] < p then a[i], a[j] = a[j], a[i] i = i + 1 end end
  a[i], a[hi] = a[hi], a[i]
  quicksort(a, lo, i - 1)
  quicksort(a, i + 1, hi)
  return a
end
math.randomseed(7)
local arr = {}
for k = 1, 5000 do arr[k] = math.random(1, 100000) end
local copy = { table.unpack(arr, 1, 5000) }
quicksort(arr)
table.sort(copy)
local same = true
for k = 1, #arr do if arr[k] ~= copy[k] then same = false end end
print("quicksort", same, arr[1], arr[2500], arr[5000])

local function serialize(v, indent)
  indent = indent or ""
  if type(v) == "table" then
    local keys = {}
    for k in pairs(v) do keys[#keys + 1] = k end
    table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
    local out = {}
    for _, k in ipairs(keys) do
      out[#out + 1] = indent .. "  " .. string.format("%q", tostring(k)) .. ": " .. serialize(v[k], indent .. "  ")
    end
    return "{\n" .. table.concat(out, ",\n") .. "\n" .. indent .. "}"
  elseif type(v) == "string" then
    return string.format("%q", v)
  else
    return tostring(v)
  end
end
print(serialize({ name = "cpu0", bits = 32, ratio = 1.25, flags = { big = true, little = true }, list = { 3, 1, 2 } }))

-- A queue with two indices.
local Q = { first = 1, last = 0, items = {} }
function Q.push(v) Q.last = Q.last + 1 Q.items[Q.last] = v end
function Q.pop() local v = Q.items[Q.first] Q.items[Q.first] = nil Q.first = Q.first + 1 return v end
-- BFS on a grid.
local W, H = 30, 20
local wall = {}
for y = 1, H do for x = 1, W do wall[y * 100 + x] = (x % 7 == 0 and y % 5 ~= 0) end end
local dist = { [101] = 0 }
Q.push(101)
while Q.first <= Q.last do
  local c = Q.pop()
  local x, y = c % 100, c // 100
  for _, d in ipairs({ { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } }) do
    local nx, ny = x + d[1], y + d[2]
    local nc = ny * 100 + nx
    if nx >= 1 and nx <= W and ny >= 1 and ny <= H and not wall[nc] and dist[nc] == nil then
      dist[nc] = dist[c] + 1
      Q.push(nc)
    end
  end
end
print("bfs", dist[H * 100 + W], dist[1000 + 15])

-- A stack-machine interpreter.
local function run(code)
  local stack, pc, out = {}, 1, {}
  while pc <= #code do
    local op, arg = code[pc][1], code[pc][2]
    pc = pc + 1
    if op == "push" then stack[#stack + 1] = arg
    elseif op == "add" then local b = table.remove(stack) stack[#stack] = stack[#stack] + b
    elseif op == "mul" then local b = table.remove(stack) stack[#stack] = stack[#stack] * b
    elseif op == "dup" then stack[#stack + 1] = stack[#stack]
    elseif op == "dec" then stack[#stack] = stack[#stack] - 1
    elseif op == "jnz" then if table.remove(stack) ~= 0 then pc = arg end
    elseif op == "swap" then stack[#stack], stack[#stack - 1] = stack[#stack - 1], stack[#stack]
    elseif op == "print" then out[#out + 1] = tostring(stack[#stack])
    end
  end
  return table.concat(out, " ")
end
-- factorial of 10 by a loop: acc n
print("vm", run({
  { "push", 1 }, { "push", 10 },
  { "dup" }, { "swap" }, { "swap" },
  { "swap" }, { "push", 0 }, { "add" }, { "swap" },
  { "dup" }, { "push", 0 }, { "add" },
  { "swap" }, { "dup" }, { "dec" }, { "swap" }, { "swap" },
  { "print" },
}))
local fact = 1
for k = 1, 20 do fact = fact * k end
print("fact20", fact, fact // 1000000, string.format("%.3e", fact))
