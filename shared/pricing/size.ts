/**
 * A product's size label read as a net quantity: "500 g", "20 lb", "1.5 L", "Half Gallon",
 * "30 pcs", "Pack of 12", "6 x 250 ml", "2 x 3 x 125 g". One reader for the replacement rule
 * (sizes compared by ratio), the catalogue's unit prices and the seed that stores them.
 */

export type SizeDimension = "mass" | "volume" | "count" | "area";

/** One unit of each spelling, in the dimension's base unit (g, ml, pieces, sq ft). */
export const SIZE_UNITS: Readonly<Record<string, readonly [SizeDimension, number]>> = {
  g: ["mass", 1],
  kg: ["mass", 1000],
  lb: ["mass", 453.59237],
  oz: ["mass", 28.349523125],
  ml: ["volume", 1],
  l: ["volume", 1000],
  gallon: ["volume", 3785.411784],
  "half gallon": ["volume", 1892.705892],
  pc: ["count", 1],
  pcs: ["count", 1],
  pack: ["count", 1],
  bunch: ["count", 1],
  bags: ["count", 1],
  sticks: ["count", 1],
  sachets: ["count", 1],
  set: ["count", 1],
  hamper: ["count", 1],
  "sq ft": ["area", 1],
};

export interface Size {
  dimension: SizeDimension;
  /** In the dimension's base unit: grams, millilitres, pieces or square feet. */
  amount: number;
}

/** The size a label says, or null when it says none the store knows. */
export function parseSize(label: string): Size | null {
  let text = label.trim().toLowerCase();
  let multiplier = 1;
  // "2 x 6 x 250 ml": a pack of packs multiplies out.
  for (let pack = /^(\d+(?:\.\d+)?)\s*x\s*(.+)$/.exec(text); pack;) {
    multiplier *= Number(pack[1]);
    text = pack[2] ?? "";
    pack = /^(\d+(?:\.\d+)?)\s*x\s*(.+)$/.exec(text);
  }
  const packOf = /^pack of (\d+)$/.exec(text);
  if (packOf) return { dimension: "count", amount: multiplier * Number(packOf[1]) };
  const measured = /^(\d+(?:\.\d+)?)?\s*([a-z][a-z ]*)$/.exec(text);
  const unit = measured ? SIZE_UNITS[measured[2]?.trim() ?? ""] : undefined;
  if (!measured || !unit) return null;
  const amount = measured[1] === undefined ? 1 : Number(measured[1]);
  if (!(amount > 0) || !(multiplier > 0)) return null;
  return { dimension: unit[0], amount: multiplier * amount * unit[1] };
}

/** The units unit prices compare by (NetUnit of unitPrice.ts); area has none. */
const NET_UNITS = { mass: "g", volume: "ml", count: "ct" } as const;

/**
 * The net quantity kept with a product for its unit price (products.net_quantity, net_unit):
 * grams, millilitres or pieces; null for a label without one (and for areas, which no shopper
 * compares by the square foot on a grocery shelf).
 */
export function netQuantityOf(
  label: string,
): { netQuantity: number; netUnit: "g" | "ml" | "ct" } | null {
  const size = parseSize(label);
  if (!size || size.dimension === "area") return null;
  return { netQuantity: size.amount, netUnit: NET_UNITS[size.dimension] };
}
