/** What other modules use of the catalogue: product cards (carts, orders) and the guest hand-over. */
export {
  cartOverlay,
  loadProductSummaries,
  loadProductSummaryList,
  personalise,
  readProductCards,
  type ProductSummary,
  type ProductSummaryBase,
} from "./products";
export { mergeGuestRequests } from "./service";
