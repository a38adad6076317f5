-- pcall, error, assert, xpcall and tracebacks; error objects; runtime errors.
print(pcall(error, "plain"))
print(pcall(error, "no position", 0))
print(pcall(function() error("with position") end))
print(pcall(function() error("level 2", 2) end))
print(pcall(function() error() end))
print(pcall(function() error(nil) end))
print(pcall(function() error(setmetatable({}, { __tostring = function() return "custom" end })) end))

local E = {}
E.__index = E
local ok, e = pcall(function() error(setmetatable({ code = 404, msg = "not found" }, E)) end)
print("object", ok, getmetatable(e) == E, e.code, e.msg)

print(pcall(assert, false))
print(pcall(assert, nil, "assert message"))
print(pcall(assert, 1 == 1, "unused"))
print(select("#", assert(1, 2, 3)))

-- Runtime errors name what went wrong.
print(pcall(function() local t = nil return t.x end))
print(pcall(function() return 1 + {} end))
print(pcall(function() return #5 end))
print(pcall(function() return {} < {} end))
print(pcall(function() local s = "x" return s:nope() end))
print(pcall(function() undefined_global() end))
print(pcall(function() return ("x"):rep(-1) .. nil end))
print(pcall(string.rep))
print(pcall(setmetatable, 1, {}))
print(pcall(function() return math.tointeger({}) end))

-- xpcall with a message handler, and a traceback.
local function handler(m) return "handled: " .. tostring(m) end
print(xpcall(function() error("oops") end, handler))
print(xpcall(function(a, b) return a + b end, handler, 3, 4))
local function level3() error("deep error") end
local function level2() level3() end
local function level1() level2() end
local _, tb = xpcall(level1, debug.traceback)
print(tb)

-- Nested pcall: errors do not escape, finally-like cleanup with to-be-closed.
local trail = {}
local function risky(n)
  local guard <close> = setmetatable({}, { __close = function(_, err)
    trail[#trail + 1] = "close" .. n .. (err and "!" or "")
  end })
  if n == 0 then error("bottom") end
  return risky(n - 1)
end
print(pcall(risky, 3), table.concat(trail, " "))

-- An error in a metamethod, in a coroutine, in a sort comparator.
local mt = setmetatable({}, { __index = function() error("index failed") end })
print(pcall(function() return mt.anything end))
print(pcall(table.sort, { 3, 1, 2 }, function() error("cmp failed") end))
print(pcall(table.sort, { 3, 1, 2, 5, 4 }, function(a, b) return true end))

-- error with non-string values keeps them.
for _, v in ipairs({ 42, true, 3.5 }) do print(pcall(error, v)) end
print(pcall(error, {}) == false)

-- The error message of a failed load.
print(load("return +"))
print(load("x ="))
print(pcall(load("error('from chunk')", "=chunk")))
