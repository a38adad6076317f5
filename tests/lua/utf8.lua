-- The utf8 library.
local s = utf8.char(72, 228, 8364, 128512, 20013, 25991)
print(s, #s, utf8.len(s))
local cps = {}
for p, c in utf8.codes(s) do cps[#cps + 1] = p .. ":" .. c end
print(table.concat(cps, " "))
print(utf8.codepoint(s, 1, -1))
print(utf8.offset(s, 3), utf8.offset(s, -1), utf8.offset(s, 0, 4))
print(utf8.len("\xff"), utf8.len(s, 3), pcall(utf8.codepoint, s, 3))
local n = 0
for c in s:gmatch(utf8.charpattern) do n = n + 1 end
print("charpattern", n, utf8.charpattern == "[\0-\x7F\xC2-\xFD][\x80-\xBF]*")
print(utf8.char(0x7FFFFFFF):byte(1, -1))
print(utf8.len("\u{7FF}\u{800}\u{FFFF}\u{10000}"), "\u{48}\u{49}")
-- Reverse a UTF-8 string by code points.
local rev = {}
for _, c in utf8.codes("añb€c") do table.insert(rev, 1, utf8.char(c)) end
print(table.concat(rev))
-- Lax decoding of surrogates.
print(utf8.len("\u{D800}", 1, -1, true), utf8.len("\u{D800}"))
