import { headerText } from "@/components/Header/Header.text";
import { computed, defineText } from "@/i18n/defineText";

/**
 * What each page says about itself in its head (docs/seo.md): the tab's title, and the title and
 * description a search result or a shared link's preview shows.
 */
export const pageMetaText = defineText("pageMetaText", {
  homeTitle: "Storefront — groceries delivered",
  storeDescription: "Fresh groceries from your region, delivered to your door.",
  /** A page's own title followed by the store's name. */
  titled: computed((page: string) => `${page} | ${headerText.wordmark}`),
  /** A product's name with its size, unless the name already says it ("Atta 5 kg"). */
  sizedName: computed((name: string, size: string) =>
    size === "" || name.includes(size) ? name : `${name}, ${size}`,
  ),
  /** {0} the product's name with its size, {1} its price ($3.49). */
  productTitle: (name: string, price: string) => `${name} — ${price}`,
  productDescription: (name: string, price: string) =>
    `Buy ${name} for ${price}, delivered to your door from your region's grocery store.`,
  categoriesDescription: "Every aisle of the store, from rice and spices to fresh produce.",
  categoryDescription: (name: string) => `Shop ${name}, delivered to your door.`,
  /** {0} the search, {1} the first products it found, joined as a list. */
  searchDescription: (query: string, names: string) => `Products for "${query}": ${names}.`,
  /** {0} the search. */
  searchNoResults: (query: string) => `No products match "${query}".`,
  order: "Your order",
});
