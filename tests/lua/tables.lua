-- Tables as arrays and as hashes; the table library.
local a = {}
for i = 1, 100 do a[i] = i * i end
print("len", #a, a[1], a[50], a[100])
table.insert(a, 1, 0)
table.insert(a, 10001)
print("insert", #a, a[1], a[2], a[#a])
print("remove", table.remove(a), table.remove(a, 1), #a)
print("concat", table.concat({ 1, 2, 3, "x", 4.5 }, "-"), table.concat({}, ","), table.concat({ "a", "b", "c" }, ", ", 2, 3))

-- Hash part: count and print in sorted key order (pairs order is unspecified).
local h = {}
local words = { "pear", "apple", "fig", "kiwi", "plum", "date", "lime", "apple", "fig", "fig" }
for _, w in ipairs(words) do h[w] = (h[w] or 0) + 1 end
local keys = {}
for k in pairs(h) do keys[#keys + 1] = k end
table.sort(keys)
local parts = {}
for _, k in ipairs(keys) do parts[#parts + 1] = k .. "=" .. h[k] end
print("hash", table.concat(parts, " "))

-- Mixed keys: integers, floats with integer values, strings, booleans, tables.
local m = {}
m[1] = "one"; m[2.0] = "two"; m["3"] = "three"; m[true] = "yes"; m[-7] = "neg"; m[1.5] = "half"
local tk = {}
m[tk] = "table key"
print("mixed", m[1], m[2], m["3"], m[3], m[true], m[-7], m[1.5], m[tk], #m)

-- Sort with and without a comparator, and a stable-looking sort by two keys.
local nums = {}
local seed = 12345
for i = 1, 200 do seed = (seed * 1103515245 + 12345) % 2147483648 nums[i] = seed % 1000 end
table.sort(nums)
print("sorted", nums[1], nums[2], nums[100], nums[199], nums[200])
table.sort(nums, function(x, y) return x > y end)
print("desc", nums[1], nums[2], nums[200])
local people = {
  { name = "ann", age = 31 }, { name = "bob", age = 25 }, { name = "cid", age = 31 },
  { name = "dee", age = 25 }, { name = "eve", age = 40 },
}
table.sort(people, function(p, q)
  if p.age ~= q.age then return p.age < q.age end
  return p.name < q.name
end)
local names = {}
for i, p in ipairs(people) do names[i] = p.name .. p.age end
print("people", table.concat(names, " "))

-- table.move, table.unpack, table.pack with holes.
local src = { 1, 2, 3, 4, 5 }
local dst = table.move(src, 2, 4, 1, {})
print("move", table.concat(dst, ","), table.concat(table.move(src, 1, 3, 3), ","))
local packed = table.pack(1, nil, 3)
print("pack", packed.n, packed[1], packed[2], packed[3])

-- A big array, then holes and shrinking.
local big = {}
for i = 1, 50000 do big[i] = i end
local s = 0
for i = 1, #big do s = s + big[i] end
for i = 50000, 25001, -1 do big[i] = nil end
print("big", s, #big)

-- Matrices as nested tables.
local function matmul(x, y, n)
  local r = {}
  for i = 1, n do
    r[i] = {}
    for j = 1, n do
      local acc = 0
      for k = 1, n do acc = acc + x[i][k] * y[k][j] end
      r[i][j] = acc
    end
  end
  return r
end
local n = 12
local x, y = {}, {}
for i = 1, n do
  x[i], y[i] = {}, {}
  for j = 1, n do x[i][j] = i + j y[i][j] = i - j end
end
local r = matmul(x, y, n)
print("matmul", r[1][1], r[5][7], r[12][12])

-- next, rawlen, rawequal.
print("next", next({}), rawlen({ 1, 2, 3 }), rawequal(a, a), rawequal({}, {}))
