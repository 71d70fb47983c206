/** The gazetteer spells some names both ways ("St Louis" and "Saint Louis"). */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ["st", "saint"],
  ["ft", "fort"],
  ["mt", "mount"],
]);

/** Lower-case ASCII words: accents, apostrophes and punctuation only separate words. */
export function words(text: string): string[] {
  // Decomposing is slow and the gazetteer is plain ASCII: only typed text may need it.
  const ascii = /^[\x20-\x7e]*$/.test(text)
    ? text
    : text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return ascii
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
}

/**
 * The comparable form of a place name. `partialLast` keeps the last word as typed, since the
 * shopper may still be typing it ("st" on its way to "sterling").
 */
export function normalizeName(text: string | string[], partialLast = false): string {
  const list = typeof text === "string" ? words(text) : text;
  return list
    .map((word, i) =>
      partialLast && i === list.length - 1 ? word : (ABBREVIATIONS.get(word) ?? word),
    )
    .join(" ");
}
