-- load of string chunks, environments, and garbage collection under pressure.
local f = load("return 1 + 2")
print("load", f())
local add = load("local a, b = ... return a + b")
print("args", add(20, 22))
local env = { x = 5 }
local g = load("y = x * 2 return y", "chunk", "t", env)
print("env", g(), env.y, y)
local pieces = { "return ", "10 ", "* ", "4" }
local i = 0
print("reader", load(function() i = i + 1 return pieces[i] end)())
print("binary refused", load("return 1", "b", "b"))

-- Code generation: build a function's source and load it.
local src = {}
for k = 1, 20 do src[#src + 1] = "local v" .. k .. " = " .. k .. " * " .. k end
src[#src + 1] = "return v1"
for k = 2, 20 do src[#src] = src[#src] .. " + v" .. k end
print("generated", load(table.concat(src, "\n"))())

-- Garbage collection: millions of short-lived tables and strings.
collectgarbage("collect")
local live = {}
local made = 0
for round = 1, 2000000 do
  local t = { round, round * 2, name = "t" }
  made = made + 1
  if round % 1000 == 0 then live[#live + 1] = t end
  if #live > 100 then live = {} end
end
print("made", made, #live)
local strs = 0
for k = 1, 200000 do
  local s = "key" .. k
  if #s > 3 then strs = strs + 1 end
end
print("strings", strs)

-- Weak tables lose entries that are only weakly referenced after a collection.
local weak = setmetatable({}, { __mode = "k" })
local keep = {}
for k = 1, 100 do
  local key = {}
  weak[key] = k
  if k % 10 == 0 then keep[#keep + 1] = key end
end
collectgarbage("collect")
local n = 0
for _ in pairs(weak) do n = n + 1 end
print("weak", n)

-- Finalizers run at collection.
local finalized = 0
for k = 1, 50 do setmetatable({}, { __gc = function() finalized = finalized + 1 end }) end
collectgarbage("collect")
collectgarbage("collect")
print("finalized", finalized)

-- Generational mode and back.
print("modes", collectgarbage("generational"), collectgarbage("incremental"))
local chain = nil
for k = 1, 100000 do chain = { next = chain, v = k } end
local sum, p = 0, chain
while p do sum = sum + p.v p = p.next end
print("chain", sum)
