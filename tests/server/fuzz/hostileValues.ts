import fc from "fast-check";

/** Inputs an attacker (or a broken client) sends instead of what the contract asks for. */

const nestedArray = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const nestedObject = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

/** Text that, coerced or parsed, turns into something no column accepts. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "Infinity",
    "-Infinity",
    "1e400",
    "-1e400",
    "NaN",
    "1e-400",
    "9007199254740993",
    "2147483648",
    "-2147483649",
    "0x10",
    "1.5",
    "",
    " ",
    "true",
    "null",
    "undefined",
    "[]",
    "{}",
    "__proto__",
    "constructor",
    "../../etc/passwd",
    "' OR 1=1 --",
    "%00",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "😀",
    "<script>alert(1)</script>",
  ),
  fc.constantFrom(1_000, 10_000, 100_000).map((length) => "x".repeat(length)),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`),
);

/** A JSON value of the wrong kind, size or depth for whatever field it lands in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    0.5,
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    5e-324,
    [],
    {},
    [1],
    ["1"],
    { a: 1 },
  ),
  fc.integer({ min: 1, max: 60 }).map((levels) => JSON.parse(nestedArray(levels)) as unknown),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Bodies that are not the JSON they claim to be, or JSON no parser should walk recursively. */
export const hostileRawJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(5_000, 10_000, 100_000).map(nestedArray),
  fc.constantFrom(5_000, 10_000).map(nestedObject),
  fc.constantFrom(
    "1e400",
    '{"productId":1e400,"qty":1e400}',
    '{"tipAmount":-1e400}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":',
    "{'a':1}",
    "\u0000",
    '"\\u0000"',
    "null",
    "[]",
    "true",
    '"text"',
    "\ufeff{}",
  ),
  fc.string({ maxLength: 50 }),
);

/** Changes a valid object: drops a field, adds one, or replaces one with a hostile value. */
export function corrupted(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), hostileValue, fc.constantFrom("drop", "add", "replace"))
    .map(([value, pick, hostile, change]) => {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return hostile;
      const entries = Object.entries(value);
      const [key] = entries[pick % Math.max(entries.length, 1)] ?? [];
      if (change === "add" || key === undefined) {
        return { ...value, [`extra${pick % 3}`]: hostile };
      }
      if (change === "drop") return Object.fromEntries(entries.filter(([name]) => name !== key));
      return { ...value, [key]: hostile };
    });
}
