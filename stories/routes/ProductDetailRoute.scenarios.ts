import { findCatalogProduct } from "@/mocks/fixtures";
import { http } from "@/mocks/http";
import { errorBody } from "@/mocks/session";

// No product of the mock catalogue costs this, so the page shows it only after the reload.
export const REPRICED_PRICE = "$987.65";

/** How many times the product was asked for in the running story; reset by the story. */
export const productRequests = { count: 0 };

/**
 * The product page's own scenarios. Each counts GET /catalog/ui/products/{id}; "undefined" hands
 * the request on to the default handler, which answers from the mock catalogue.
 */
export const productDetailScenarios = {
  /** Answers as usual, counting the requests. */
  counted: [
    http.get("/catalog/ui/products/{id}", () => {
      productRequests.count += 1;
      return undefined;
    }),
  ],
  /** The first load fails with a 500; every later one succeeds. */
  failsOnce: [
    http.get("/catalog/ui/products/{id}", ({ response }) => {
      productRequests.count += 1;
      if (productRequests.count === 1) {
        return response(500).json(errorBody("Something went wrong. Please try again."));
      }
      return undefined;
    }),
  ],
  /** Each answer after the first has a new price, as when the store changed it meanwhile. */
  repricedOnReload: [
    http.get("/catalog/ui/products/{id}", ({ params, response }) => {
      productRequests.count += 1;
      const product = findCatalogProduct(Number(params.id));
      if (!product || productRequests.count === 1) return undefined;
      return response(200).json({
        data: { ...product, price: 987.65, formattedPrice: REPRICED_PRICE },
      });
    }),
  ],
};
