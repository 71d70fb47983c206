/**
 * What other modules use of the catalogue: product cards (carts, orders), the facts the cart's
 * rules need (prices, stock, limits), the guest hand-over and the account erasure's part; the
 * image server (media) reads the names, prices and banner words it draws, and the sitemap (seo) its
 * pages and their last changes.
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
export { replacementIdsFor, replacementsFor } from "./replacements";
// The cart's overlay sets each card's restockRequested for the caller (never cached).
export { restockRequestedAmong } from "./restockRepository";
// The dev operation restocks a product; main.ts runs the restock alerts' tick.
export { restockProduct, startRestockAlerts } from "./restocks";
export { bannerWords, type BannerSubject } from "./bannerWords";
export {
  categoryChanges,
  productChanges,
  productFileChanges,
  type PageChange,
} from "./sitemapRepository";
export {
  categoryName,
  findBanner,
  productImageName,
  productPrices,
  tagNameByImage,
} from "./imageRepository";
