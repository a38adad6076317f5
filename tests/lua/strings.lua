-- The string library: format, rep, sub, gsub, find, match, gmatch, byte, char.
print(string.format("%d|%5d|%-5d|%05d|%+d|%x|%X|%#x|%o", 42, 42, 42, 42, 42, 255, 255, 255, 8))
print(string.format("%s|%10s|%-10s|%.3s", "lua", "right", "left", "truncate"))
print(string.format("%5.2f|%.0f|%.3f|%10.4f|%-10.1f|", 3.14159, 2.5, -0.0005, 1 / 3, 99.95))
print(string.format("%g|%g|%g|%g|%g|%g", 1e20, 1e-5, 123456789, 0.1, 100, 2 ^ 53))
print(string.format("%e|%.2e|%E", 12345.678, 0.000123, 1e100))
print(string.format("%q", 'he said "hi"\n\tand\0left'))
print(string.format("%q|%q|%q", 1 / 4, 42, math.mininteger))
print(string.format("%c%c%c|%%|%i", 76, 117, 97, -7))
print(string.format("%a", 1.0), string.format("%.3a", 0.1))

local s = "The quick brown fox jumps over the lazy dog"
print(#s, s:upper(), s:lower())
print(s:sub(5, 9), s:sub(-3), s:sub(-8, -5), s:sub(0), s:sub(50), s:sub(10, 5) == "")
print(s:find("fox"), s:find("o", 15), s:find("xyz"), s:find("q.i", 1, true), s:find("q.i"))
print(s:match("(%a+) fox"), s:match("(%a+)$"), s:match("^(%a+)"), s:match("(o)(.)"))
print(s:gsub("o", "0"))
print(s:gsub("%w+", function(w) return w:len() > 4 and w:upper() or nil end))
print(("hello world"):gsub("(%w+) (%w+)", "%2 %1"))
print(("abc"):gsub("", "-"))
print(("x = 1, y = 22, z = 333"):gsub("(%w+) = (%d+)", { x = "X", z = false }))
print(string.rep("ab", 5), string.rep("x", 3, ", "), string.rep("y", 0) == "")

local words = {}
for w in s:gmatch("%a+") do words[#words + 1] = w:sub(1, 1) end
print("initials", table.concat(words))
local kv = {}
for k, v in ("a=1, bb=22, ccc=333"):gmatch("(%w+)=(%w+)") do kv[#kv + 1] = k .. ":" .. v end
print("pairs", table.concat(kv, " "))
print("balanced", ("f(a(b)c) g(d)"):match("%b()"), ("[[x]]"):match("%[(%b[])%]"))
print("frontier", ("THE (quick) fox"):gsub("%f[%a]%a+", "W"))
print("classes", ("a1 B2\tc3"):gsub("%s", "_"), ("x.y-z"):gsub("%p", "#"), ("Ab1"):gsub("%u", "u"))
print("anchors", ("aaa"):match("^a-$"), ("aaab"):match("a*"), ("aaab"):match("a-b"), ("[test]"):match("^%[(.*)%]$"))
print("captures", ("2024-01-15"):match("(%d+)-(%d+)-(%d+)"))
print("position", ("hello"):match("()ll()"))
print(string.byte("ABC", 1, 3), string.char(72, 105), ("%d"):rep(2))
print(("  trim me  "):match("^%s*(.-)%s*$") .. "|", ("a,b,,c"):gsub(",", ";"))
print(tostring(12), tostring(1.5), tostring(-0.0), tostring(1e15), tostring(1e16), tostring(2 ^ 63))
print(tonumber("0x1F"), tonumber("  12  "), tonumber("1e2"), tonumber("z", 36), tonumber("10", 2), tonumber("abc"), tonumber("0x1p4"))
print("cmp", "a" < "b", "abc" < "abd", "Z" < "a", "" < "a", "a" < "aa", ("x"):rep(3) == "xxx")
print(("Lua"):reverse(), ("%5s"):format("ab"), #string.format("%099d", 7))

-- Building a long string piece by piece, and string.len of it.
local parts = {}
for i = 1, 1000 do parts[#parts + 1] = string.format("%04d", i) end
local long = table.concat(parts)
print("long", #long, long:sub(1, 12), long:sub(-8), select(2, long:gsub("0", "")))
