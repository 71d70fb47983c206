/**
 * What other modules use of the catalogue: product cards (carts, orders), the facts the cart's
 * rules need (prices, stock, limits), the guest hand-over and the account erasure's part; the
 * image server reads the names and prices it draws.
 */
export {
  loadProductSummaries,
  loadProductSummaryList,
  readProductCards,
  type CartFields,
  type ProductSummary,
  type ProductSummaryBase,
} from "./products";
// Not from service.ts, which lays the cart over its answers: the cart's index imports this one.
export { eraseUserRequests, mergeGuestRequests } from "./requesters";
export { fetchProductFacts, findProductFacts, type ProductFacts } from "./factsRepository";
export {
  categoryName,
  findBanner,
  productImageName,
  productPrices,
  tagNameByImage,
} from "./imageRepository";
