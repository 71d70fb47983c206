/**
 * Deterministic placeholder artwork for the demo catalogue. Every image is a small, valid SVG
 * derived from a name only, so the same name always renders byte-identical output.
 */

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const TEXT = "#1f2937";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** FNV-1a: a stable number per name, for colours and shapes. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Greedy word wrap to at most `maxLines` lines of `width` characters; an overflowing last line
 * ends with an ellipsis so the shopper sees the name was cut.
 */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  // Split on plain spaces only: a no-break space keeps "50 g" together.
  for (const word of text
    .trim()
    .split(/[ \t\n]+/)
    .filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  const clipped = lines.map((line) =>
    line.length > width ? `${line.slice(0, width - 1)}…` : line,
  );
  if (clipped.length <= maxLines) return clipped;
  const kept = clipped.slice(0, maxLines);
  const last = (kept[maxLines - 1] ?? "").replace(/…$/, "");
  kept[maxLines - 1] = `${(last.length >= width ? last.slice(0, width - 1) : last).trimEnd()}…`;
  return kept;
}

/** Joins a quantity to its unit with a no-break space so wrapping never orphans the unit. */
function keepUnits(text: string): string {
  return text.replace(/(\d) (?=(?:g|kg|lb|oz|ml|L|pcs|bags|sachets|sticks|x)\b)/g, "$1\u00a0");
}

type Shape =
  "sack" | "jar" | "bottle" | "carton" | "box" | "produce" | "eggs" | "bread" | "leaf" | "tray";

const shapeRules: readonly (readonly [RegExp, Shape])[] = [
  [/\begg/i, "eggs"],
  [/bread|naan|pav|bun|roti|paratha|pita|rusk|cake/i, "bread"],
  [/milk|lassi|laban|juice|nectar|cream\b/i, "carton"],
  [
    /oil|sauce|ketchup|sharbat|soda|water|drink|cordial|beer|shampoo|syrup|liquid|cleaner|phenyl|mayonnaise|vinegar/i,
    "bottle",
  ],
  [
    /pickle|achar|ghee|jam|honey|paste|chutney|hummus|spread|ghanoush|dahi|curd|yogurt|butter|makhan|gel|chyawanprash/i,
    "jar",
  ],
  [
    /rice|atta|flour|dal\b|besan|sugar|salt|sooji|chana|beans|lentil|poha|maida|moong|urad|masoor|toor|arhar|rajma|lobia/i,
    "sack",
  ],
  [
    /chicken|beef|lamb|goat|mutton|fish|shrimp|kabab|keema|boti|hot dogs|trotters|pomfret|hilsa|rohu|tilapia|kingfish/i,
    "tray",
  ],
  [/coriander|mint|curry leaves|methi leaves|spinach|greens|herb|leaf|leaves/i, "leaf"],
  [
    /mango|banana|guava|pomegranate|chikoo|lime|onion|potato|tomato|okra|eggplant|gourd|cauliflower|ginger|garlic|radish|taro|fruit|vegetable|tindora|chilli/i,
    "produce",
  ],
];

function shapeFor(name: string): Shape {
  return shapeRules.find(([pattern]) => pattern.test(name))?.[1] ?? "box";
}

/** A simple grocery pictogram in a 120×120 box centred on the origin. */
function pictogram(shape: Shape, fill: string, accent: string): string {
  switch (shape) {
    case "sack":
      return `<path d="M-40-50h80l-8 14c22 14 30 40 26 70-3 18-18 26-58 26s-55-8-58-26c-4-30 4-56 26-70z" fill="${fill}"/><rect x="-34" y="-4" width="68" height="30" rx="6" fill="${accent}"/>`;
    case "jar":
      return `<rect x="-30" y="-58" width="60" height="18" rx="5" fill="${accent}"/><rect x="-42" y="-40" width="84" height="98" rx="16" fill="${fill}"/><rect x="-30" y="-8" width="60" height="34" rx="5" fill="${accent}"/>`;
    case "bottle":
      return `<rect x="-12" y="-60" width="24" height="14" rx="3" fill="${accent}"/><path d="M-12-46h24v16c16 8 22 20 22 36v46c0 8-6 14-14 14h-40c-8 0-14-6-14-14V6c0-16 6-28 22-36z" fill="${fill}"/><rect x="-26" y="10" width="52" height="30" rx="5" fill="${accent}"/>`;
    case "carton":
      return `<path d="M-34-36l10-24h48l10 24z" fill="${accent}"/><rect x="-34" y="-36" width="68" height="96" rx="6" fill="${fill}"/><circle cx="0" cy="12" r="18" fill="${accent}"/>`;
    case "produce":
      return `<circle cx="0" cy="8" r="48" fill="${fill}"/><path d="M0-40c4-14 16-22 32-22-2 16-14 26-32 22z" fill="${accent}"/><rect x="-3" y="-52" width="6" height="16" rx="3" fill="${accent}"/>`;
    case "leaf":
      return `<path d="M-44 48C-52-10-10-56 48-56 50 2 10 52-44 48z" fill="${fill}"/><path d="M-40 44L34-42" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
    case "eggs":
      return `<ellipse cx="-22" cy="6" rx="26" ry="34" fill="${fill}"/><ellipse cx="24" cy="14" rx="26" ry="34" fill="${accent}"/>`;
    case "bread":
      return `<path d="M-54-6c0-30 24-44 54-44s54 14 54 44c0 8-6 12-12 12v44h-84V6c-6 0-12-4-12-12z" fill="${fill}"/><path d="M-24-20v18M0-24v22M24-20v18" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
    case "tray":
      return `<rect x="-56" y="12" width="112" height="34" rx="10" fill="${accent}"/><path d="M-42 14c-6-34 18-56 48-56 28 0 46 22 40 56z" fill="${fill}"/>`;
    case "box":
      return `<rect x="-44" y="-52" width="88" height="108" rx="8" fill="${fill}"/><rect x="-44" y="-52" width="88" height="22" rx="8" fill="${accent}"/><circle cx="0" cy="14" r="20" fill="${accent}"/>`;
  }
}

function palette(
  seed: number,
  shift = 0,
): { background: string; fill: string; accent: string; hue: number } {
  const hue = (seed + shift) % 360;
  return {
    hue,
    background: `hsl(${hue} 70% 93%)`,
    fill: `hsl(${hue} 50% 42%)`,
    accent: `hsl(${(hue + 40) % 360} 65% 72%)`,
  };
}

function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  extra = "",
): string {
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${x}" dy="${i === 0 ? 0 : Math.round(size * 1.25)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="600" fill="${TEXT}" text-anchor="middle"${extra}>${spans}</text>`;
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>${body}</svg>`;
}

/** A product picture; `variant` (1-based gallery position) turns and recolours the pictogram. */
export function renderProductSvg(name: string, variant = 1): string {
  const step = Math.max(0, Math.min(20, Math.floor(variant) - 1));
  const colours = palette(hashText(name), step * 29);
  const angle = ((hashText(name) >> 9) % 17) - 8 + step * 9;
  const lines = wrapText(keepUnits(name), 24, 3);
  return svg(
    400,
    400,
    name,
    `<rect width="400" height="400" rx="32" fill="${colours.background}"/><g transform="translate(200 135) rotate(${angle}) scale(1.3)">${pictogram(shapeFor(name), colours.fill, colours.accent)}</g>${textLines(lines, 200, 268, 24)}`,
  );
}

export function renderCategorySvg(name: string): string {
  const colours = palette(hashText(name));
  const lines = wrapText(name, 18, 2);
  return svg(
    300,
    300,
    name,
    `<rect width="300" height="300" rx="28" fill="${colours.background}"/><g transform="translate(150 118) scale(0.95)">${pictogram(shapeFor(name), colours.fill, colours.accent)}</g>${textLines(lines, 150, 232, 22)}`,
  );
}

export function initials(name: string): string {
  const words = name.replace(/[()]/g, " ").split(/\s+/).filter(Boolean);
  const letters =
    words.length >= 2
      ? `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}`
      : (words[0] ?? "?").slice(0, 2);
  return letters.toUpperCase() || "?";
}

/** A coloured disc with the initials of a name: ethnicities and riders. */
export function renderInitialsSvg(name: string): string {
  const hue = hashText(name) % 360;
  return svg(
    96,
    96,
    name,
    `<circle cx="48" cy="48" r="46" fill="hsl(${hue} 55% 32%)"/><text x="48" y="58" font-family="${FONT}" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text>`,
  );
}

const flagColours = [
  "#b91c1c",
  "#15803d",
  "#1d4ed8",
  "#f8fafc",
  "#facc15",
  "#0f172a",
  "#ea580c",
  "#0e7490",
];

/** Not the real flag: three stripes picked from the code, with the code written on top. */
export function renderFlagSvg(code: string): string {
  const hash = hashText(code);
  const colour = (shift: number) => flagColours[(hash >>> shift) % flagColours.length] ?? "#64748b";
  const vertical = hash % 2 === 0;
  const stripes = [colour(3), colour(7), colour(11)]
    .map((fill, i) =>
      vertical
        ? `<rect x="${i * 20}" width="20" height="40" fill="${fill}"/>`
        : `<rect y="${(i * 40) / 3}" width="60" height="${40 / 3}" fill="${fill}"/>`,
    )
    .join("");
  return svg(
    60,
    40,
    `Flag ${code}`,
    `${stripes}<rect x="13" y="11" width="34" height="18" rx="4" fill="rgba(15,23,42,0.78)"/><text x="30" y="25" font-family="${FONT}" font-size="12" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(code)}</text>`,
  );
}

export function renderBannerSvg(headline: string, subline: string): string {
  const colours = palette(hashText(headline));
  const lines = wrapText(keepUnits(headline), 22, 2);
  const title = lines
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 70}">${escapeXml(line)}</tspan>`)
    .join("");
  return svg(
    1200,
    400,
    `${headline}. ${subline}`,
    `<rect width="1200" height="400" fill="hsl(${colours.hue} 60% 22%)"/><circle cx="1020" cy="200" r="150" fill="${colours.background}"/><g transform="translate(1020 200) scale(1.7)">${pictogram(shapeFor(headline), colours.fill, colours.accent)}</g><text x="80" y="${lines.length > 1 ? 140 : 175}" font-family="${FONT}" font-size="52" font-weight="800" fill="#ffffff">${title}</text><text x="80" y="${lines.length > 1 ? 270 : 235}" font-family="${FONT}" font-size="28" fill="#f1f5f9">${escapeXml(subline)}</text><rect x="80" y="${lines.length > 1 ? 300 : 270}" width="180" height="52" rx="26" fill="#ffffff"/><text x="170" y="${lines.length > 1 ? 334 : 304}" font-family="${FONT}" font-size="22" font-weight="700" fill="#111827" text-anchor="middle">Shop now</text>`,
  );
}

export function renderTagSvg(name: string): string {
  const colours = palette(hashText(name));
  const lines = wrapText(name, 12, 2);
  return svg(
    120,
    120,
    name,
    `<rect width="120" height="120" rx="20" fill="${colours.background}"/><path d="M30 22h30l32 32-30 30-32-32z" fill="${colours.fill}"/><circle cx="42" cy="34" r="5" fill="${colours.background}"/>${textLines(lines, 60, lines.length > 1 ? 96 : 104, 13)}`,
  );
}
