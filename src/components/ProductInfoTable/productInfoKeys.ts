/**
 * docs/product.md § Product detail: these rows of product.table feed the accordions and never the 'Product Info'
 * table. Keys are compared exactly, as the server writes them.
 */
export const ACCORDION_ROW_KEYS = [
  "Description",
  "Nutrition",
  "Return Policy",
  "Disclaimer",
] as const;

export type AccordionRowKey = (typeof ACCORDION_ROW_KEYS)[number];

export function isAccordionRowKey(key: string): key is AccordionRowKey {
  return (ACCORDION_ROW_KEYS as readonly string[]).includes(key);
}
