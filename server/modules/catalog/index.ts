/**
 * What other modules use of the catalogue: product cards (carts, orders), the guest hand-over
 * and the account erasure's part.
 */
export {
  cartOverlay,
  loadProductSummaries,
  loadProductSummaryList,
  personalise,
  readProductCards,
  type ProductSummary,
  type ProductSummaryBase,
} from "./products";
export { eraseUserRequests, mergeGuestRequests } from "./service";
