import { clientNetworkOf } from "../../http/clientNetwork";
import { requireSession } from "../../http/session";
import type { ModuleHandlers } from "../../http/types";
import {
  getSubCategory,
  homePage,
  listAllSubCategories,
  listCategories,
  listSiblingSubCategories,
  listSubCategories,
  popularSearches,
  searchPage,
} from "./pages";
import { requestMissingProduct } from "./productRequests";
import { cancelRestock, requestRestock } from "./restocks";
import {
  getProduct,
  listProducts,
  replacementProducts,
  searchTags,
  similarProducts,
} from "./service";

type CatalogOperation =
  | "getHomePage"
  | "getSearchPage"
  | "getPopularSearches"
  | "listCategories"
  | "listProducts"
  | "getProduct"
  | "requestRestockNotification"
  | "cancelRestockNotification"
  | "listReplacementProducts"
  | "listSimilarProducts"
  | "searchTags"
  | "listAllSubCategories"
  | "listSubCategories"
  | "getSubCategory"
  | "listSiblingSubCategories"
  | "requestMissingProduct";

/** The catalogue operations: input already validated by the contract, rules in the service. */
export const catalogHandlers: ModuleHandlers<CatalogOperation> = (context) => ({
  getHomePage: async ({ query, session }) => ({
    data: await homePage(context, session, query.ethnicity),
  }),
  getSearchPage: async ({ session }) => ({ data: await searchPage(context, session) }),
  getPopularSearches: async () => ({ data: await popularSearches(context) }),
  listCategories: async () => ({ data: await listCategories(context) }),
  listProducts: async ({ query, session }) =>
    listProducts(context, session, { ...query, page: query.page ?? 1, size: query.size ?? 20 }),
  getProduct: async ({ params, session }) => ({
    data: await getProduct(context, session, params.id),
  }),
  requestRestockNotification: async ({ params, session }) => {
    await requestRestock(context, requireSession(session), params.id);
  },
  cancelRestockNotification: async ({ params, session }) => {
    await cancelRestock(context, requireSession(session), params.id);
  },
  listReplacementProducts: async ({ params, session }) => ({
    data: await replacementProducts(context, session, params.id),
  }),
  listSimilarProducts: async ({ query, session }) => ({
    data: await similarProducts(context, session, query.categoryId),
  }),
  searchTags: async ({ query }) => ({ data: await searchTags(context, query.name) }),
  listAllSubCategories: async () => ({ data: await listAllSubCategories(context) }),
  listSubCategories: async ({ query }) => ({
    data: await listSubCategories(context, query.categoryId),
  }),
  getSubCategory: async ({ params }) => ({ data: await getSubCategory(context, params.id) }),
  listSiblingSubCategories: async ({ query }) => ({
    data: await listSiblingSubCategories(context, query.subcategoryId),
  }),
  requestMissingProduct: async ({ body, session, request }) => ({
    data: await requestMissingProduct(
      context,
      session,
      clientNetworkOf(request, context.config.trustProxy),
      body,
    ),
  }),
});
