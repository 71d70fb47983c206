import { defineText } from "@/i18n/defineText";
/** docs/product.md § Order detail: the Review Cart box. */
export const reviewCartText = defineText("reviewCartText", {
  heading: "Review Cart",
  seeAll: "See All",
  seeFewer: "See Fewer",
  /** Read after the '+N' tile on phones. */
  more: (count: number) => `${count} more ${count === 1 ? "item" : "items"}`,
  quantity: (qty: number) => `Qty ${qty}`,
  /** The badge on a thumbnail: "×2". */
  quantityBadge: (qty: number) => `×${qty}`,
});
