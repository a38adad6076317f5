-- Metatables: __index, __newindex, __call, arithmetic, comparison, __tostring,
-- __len, __concat, __close, and classes with inheritance.
local defaults = { color = "red", size = 3 }
local obj = setmetatable({ size = 5 }, { __index = defaults })
print("index table", obj.color, obj.size, obj.missing)

local computed = setmetatable({}, { __index = function(t, k) return k * 2 end })
print("index fn", computed[21], rawget(computed, 21))

local log = {}
local guarded = setmetatable({}, {
  __newindex = function(t, k, v)
    log[#log + 1] = tostring(k) .. "=" .. tostring(v)
    rawset(t, k, v * 10)
  end,
})
guarded.a = 1; guarded.b = 2; guarded.a = 3
print("newindex", guarded.a, guarded.b, table.concat(log, " "))

local callable = setmetatable({ calls = 0 }, {
  __call = function(self, x, y) self.calls = self.calls + 1 return x + y, self.calls end,
})
print("call", callable(2, 3))
print("call", callable(10, 20))

local V = {}
V.__index = V
local function vec(x, y) return setmetatable({ x = x, y = y }, V) end
V.__add = function(a, b) return vec(a.x + b.x, a.y + b.y) end
V.__sub = function(a, b) return vec(a.x - b.x, a.y - b.y) end
V.__mul = function(a, b)
  if type(a) == "number" then return vec(a * b.x, a * b.y) end
  if type(b) == "number" then return vec(a.x * b, a.y * b) end
  return a.x * b.x + a.y * b.y
end
V.__unm = function(a) return vec(-a.x, -a.y) end
V.__eq = function(a, b) return a.x == b.x and a.y == b.y end
V.__lt = function(a, b) return a:len2() < b:len2() end
V.__le = function(a, b) return a:len2() <= b:len2() end
V.__len = function(a) return 2 end
V.__tostring = function(a) return "(" .. a.x .. ", " .. a.y .. ")" end
V.__concat = function(a, b) return tostring(a) .. tostring(b) end
function V:len2() return self.x * self.x + self.y * self.y end
local p, q = vec(1, 2), vec(3, 4)
print("vec", tostring(p + q), tostring(p - q), p * q, tostring(2 * p), tostring(-q))
print("cmp", p == vec(1, 2), p ~= q, p < q, q <= p, #p, p .. q)

-- Classes with inheritance and super calls.
local Animal = {}
Animal.__index = Animal
function Animal.new(name, sound) return setmetatable({ name = name, sound = sound }, Animal) end
function Animal:speak() return self.name .. " says " .. self.sound end
local Dog = setmetatable({}, { __index = Animal })
Dog.__index = Dog
function Dog.new(name) local d = Animal.new(name, "woof") return setmetatable(d, Dog) end
function Dog:speak() return Animal.speak(self) .. "!" end
function Dog:fetch() return self.name .. " fetches" end
local d = Dog.new("rex")
print("class", Animal.new("cat", "meow"):speak(), d:speak(), d:fetch(), getmetatable(d) == Dog)

-- A read-only proxy.
local function readonly(t)
  return setmetatable({}, {
    __index = t,
    __newindex = function() error("read-only table", 2) end,
    __len = function() return #t end,
  })
end
local ro = readonly({ 1, 2, 3 })
local ok, err = pcall(function() ro[1] = 9 end)
print("readonly", ro[2], #ro, ok, err)

-- __close (to-be-closed variables) and __gc is not relied on.
do
  local order = {}
  do
    local a <close> = setmetatable({}, { __close = function() order[#order + 1] = "a" end })
    local b <close> = setmetatable({}, { __close = function() order[#order + 1] = "b" end })
  end
  print("close", table.concat(order, ","))
end

-- __index chains several levels deep, and rawequal/rawlen ignore metamethods.
local base = { greet = function() return "hi" end }
local mid = setmetatable({}, { __index = base })
local top = setmetatable({}, { __index = mid })
print("chain", top.greet(), rawlen(p), rawequal(p, vec(1, 2)))

-- __pairs is gone in 5.4's next but honoured by pairs.
local pt = setmetatable({}, { __pairs = function(t)
  local i = 0
  return function() i = i + 1 if i <= 3 then return i, i * 11 end end, t, nil
end })
local s = {}
for k, v in pairs(pt) do s[#s + 1] = k .. ":" .. v end
print("pairs", table.concat(s, " "))
