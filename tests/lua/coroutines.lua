-- Coroutines: generators, two-way passing, status, wrap, errors, yields across pcall.
local function gen(n)
  return coroutine.wrap(function()
    for i = 1, n do coroutine.yield(i * i) end
    return "done"
  end)
end
local g = gen(5)
print("wrap", g(), g(), g(), g(), g(), g())

local co = coroutine.create(function(a, b)
  print("start", a, b)
  local c = coroutine.yield(a + b)
  print("got", c)
  local d, e = coroutine.yield(c * 2)
  print("got", d, e)
  return d + e, "end"
end)
print("status", coroutine.status(co))
print("resume", coroutine.resume(co, 1, 2))
print("resume", coroutine.resume(co, 10))
print("resume", coroutine.resume(co, 3, 4))
print("status", coroutine.status(co), coroutine.resume(co))

-- Producer/consumer pipeline with a filter.
local function producer()
  return coroutine.create(function()
    for _, w in ipairs({ "alpha", "beta", "gamma", "delta", "epsilon" }) do coroutine.yield(w) end
  end)
end
local function filter(src)
  return coroutine.create(function()
    while true do
      local ok, w = coroutine.resume(src)
      if not w then return end
      if #w > 4 then coroutine.yield(w:upper()) end
    end
  end)
end
local f = filter(producer())
local got = {}
while true do
  local ok, w = coroutine.resume(f)
  if not w then break end
  got[#got + 1] = w
end
print("pipeline", table.concat(got, " "))

-- Errors inside a coroutine, yield across pcall, isyieldable, running.
local bad = coroutine.create(function() error({ code = 42 }) end)
local ok, e = coroutine.resume(bad)
print("error", ok, type(e), e.code, coroutine.status(bad))
local across = coroutine.wrap(function()
  local ok2, v = pcall(function()
    local x = coroutine.yield("inside pcall")
    if x == "boom" then error("exploded") end
    return x
  end)
  coroutine.yield(tostring(ok2) .. " " .. tostring(v))
  return "finished"
end)
print("across", across(), across("boom"), across())
print("yieldable", coroutine.isyieldable(), select(2, coroutine.running()))
print("inside", coroutine.wrap(function() return coroutine.isyieldable(), select(2, coroutine.running()) end)())

-- Many coroutines alive at once, resumed round-robin.
local tasks = {}
for i = 1, 50 do
  tasks[i] = coroutine.create(function()
    local acc = 0
    for k = 1, i do acc = acc + k coroutine.yield() end
    return acc
  end)
end
local total, alive = 0, #tasks
while alive > 0 do
  alive = 0
  for _, t in ipairs(tasks) do
    if coroutine.status(t) ~= "dead" then
      local _, v = coroutine.resume(t)
      if v then total = total + v end
      alive = alive + 1
    end
  end
end
print("round robin", total)

-- coroutine.close on a suspended coroutine with a pending to-be-closed variable.
local closed = false
local cc = coroutine.create(function()
  local x <close> = setmetatable({}, { __close = function() closed = true end })
  coroutine.yield(1)
end)
coroutine.resume(cc)
print("close", coroutine.close(cc), closed, coroutine.status(cc))

-- A recursive generator: permutations of a small set.
local function permgen(a, n)
  n = n or #a
  if n <= 1 then coroutine.yield(a) else
    for i = 1, n do
      a[n], a[i] = a[i], a[n]
      permgen(a, n - 1)
      a[n], a[i] = a[i], a[n]
    end
  end
end
local count = 0
for p in coroutine.wrap(function() permgen({ 1, 2, 3, 4, 5 }) end) do count = count + 1 end
print("permutations", count)
