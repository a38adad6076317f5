-- Integer and float arithmetic, conversions, the math library.
print(7 // 2, -7 // 2, 7 // -2, 7.0 // 2, -7.5 // 2, 7 % 3, -7 % 3, 7 % -3, -7.5 % 2, 5.5 % -2)
print(2 ^ 10, 2 ^ 0.5, (-8) ^ (1 / 3) ~= (-8) ^ (1 / 3), 10 / 4, 3 / 0, -3 / 0, 1 / 0 > math.maxinteger)
print(math.maxinteger, math.mininteger, math.maxinteger + 1 == math.mininteger, math.mininteger - 1 == math.maxinteger)
print(math.maxinteger * 2, math.mininteger // -1, math.mininteger % -1, -math.mininteger)
print(1 << 62, 1 << 63, 1 << 64, -1 >> 1, 0xFF ~ 0x0F, ~0, 0xF0 | 0x0F, 0xFF & 0x3C, 3 >> -1)
print(math.type(1), math.type(1.0), math.type("1"), math.tointeger(3.0), math.tointeger(3.5), math.tointeger("8"))
print(1 == 1.0, 2 ^ 53 == 2 ^ 53 + 1, math.ult(1, -1), math.abs(math.mininteger), math.abs(-2.5))
print(math.floor(3.7), math.floor(-3.7), math.ceil(3.2), math.ceil(-3.2), math.floor(2 ^ 62), math.fmod(7, 3), math.fmod(-7, 3), math.fmod(7.5, 2))
print(math.modf(3.25), math.modf(-3.25), math.modf(5), math.modf(1 / 0))
print(math.max(3, 7.5, -1), math.min(3, 7.5, -1), math.max(1), math.huge, -math.huge)
print(string.format("%.14g %.14g %.14g %.14g", math.pi, math.sqrt(2), math.exp(1), math.log(10)))
print(string.format("%.14g %.14g %.14g %.14g", math.sin(1), math.cos(1), math.tan(1), math.atan(1, 2)))
print(string.format("%.14g %.14g %.14g", math.asin(0.5), math.acos(0.5), math.atan(1)))
print(string.format("%.14g %.14g %.14g %.14g", math.log(8, 2), math.log(100, 10), math.log(2.5), math.exp(-3)))
print(3 | 0, 3.0 | 0, pcall(function() return 3.5 | 0 end))
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, 1e300 * 1e10, -1e300 * 1e10, 1e-300 * 1e-300, 5e-324, 2.2250738585072014e-308)
print(1e15, 1e16, 123456789012345678, 2 ^ 63, -2 ^ 63, 1 / 3, -1 / 3, 100 / 3, 2 / 3 * 3)
print(255 // 1.0, 3.0 == 3, math.floor(-0.0), 1 / math.floor(-0.0), 0.0 == -0.0)
print(tostring(1e100), tostring(1.5e-7), tostring(123.456e10), 12345678901234567890)
print(8 // 0.0, -8 // 0.0, 0/0 ~= 0/0, pcall(function() return 1 // 0 end))
print(pcall(function() return 1 % 0 end))
print(string.format("%d", 3.0), pcall(string.format, "%d", 3.5))
print(math.floor(1e308) == 1e308, math.tointeger(2 ^ 63), math.tointeger(-2 ^ 63))
print("10" + 5, "3.5" * 2, 10 .. 20, "0x10" + 0, pcall(function() return "abc" + 1 end))

-- Integer loops, float loops, overflow-free for loops near the limits.
local n = 0
for i = math.maxinteger - 3, math.maxinteger do n = n + 1 end
local f = 0
for x = 0, 1, 0.125 do f = f + x end
local down = 0
for i = 10, 1, -3 do down = down + i end
print("loops", n, f, down)

-- A pseudo-random sequence (xoshiro256** seeded explicitly: the same everywhere).
math.randomseed(42)
local r = {}
for i = 1, 6 do r[i] = math.random(1, 1000) end
print("random", table.concat(r, " "), math.random(0) ~= nil, math.random() < 1)

-- Integer arithmetic that LCGs and hashes rely on: wrapping multiply and shifts.
local h = 0
for i = 1, 1000 do h = (h * 31 + i) ~ (h >> 7) end
print("hash", h, h % 1000003, h // 7)

-- Float accumulation and the integer/float boundary.
local sum = 0.0
for i = 1, 10000 do sum = sum + 1 / i end
print(string.format("harmonic %.15g %.6f %g", sum, sum, sum))
print(string.format("%.17g %.17g %.3g %g %g", 0.1, 1 / 3, 2 / 3, 1e-310, 123456789012))
