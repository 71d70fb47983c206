import { computed, defineText } from "@/i18n/defineText";
/** docs/product.md § Header and the cart button of § Cart drawer: the words, shared with stories. */
export const headerText = defineText("headerText", {
  wordmark: "Storefront",
  homeLabel: "Storefront home",
  selectLocation: "Select location",
  /** 'state, country'; docs/product.md § Constants and limits: 'Unknown' when the place could not be named. */
  locationLabel: computed(
    (state: string, country: string) =>
      [state, country].filter((part) => part.trim() !== "").join(headerText.placeJoiner) ||
      headerText.unknownPlace,
  ),
  placeJoiner: ", ",
  unknownPlace: "Unknown",
  /** Read before the chosen place, so the button says what it shows and changes. */
  locationPrefix: "Delivery location:",
  login: "Login",
  /** A customer without a first name on file still gets to their account. */
  accountFallback: "Your Account",
  myCart: "My Cart",
  itemCount: (count: number) => (count === 1 ? "1 Item" : `${count} Items`),
});
