import { productCartControlText } from "../ProductCartControl/ProductCartControl.text";
import { defineText } from "@/i18n/defineText";

/** docs/product.md § Cart drawer: the words the drawer shows, shared with its stories. */
export const cartDrawerText = defineText("cartDrawerText", {
  title: "Cart",
  close: "Close cart",
  loading: "Loading your cart",
  empty: "Your cart is empty",
  heading: (lines: number) => `My Cart (${lines} ${lines === 1 ? "Item" : "Items"})`,
  shareItem: "cart",
  removeLine: (name: string) => `Remove ${name}`,
  saveForLater: "Save for later",
  originalTotal: "Original price",
  /** Read after a total the server has not repriced yet. */
  updating: "updating",
  quantity: (qty: number) => `Qty: ${qty}`,
  comingSoon: productCartControlText.comingSoon,
  outOfStock: productCartControlText.outOfStock,
  savedHeading: (items: number) => `Saved for later (${items})`,
  moveToCart: "Move to cart",
  removeSaved: (name: string) => `Remove ${name} from saved for later`,
  cancellationPolicyHeading: "Cancellation Policy",
  cancellationPolicy:
    "Orders cannot be cancelled once packed for delivery. In case of unexpected delays, a refund will be provided, if applicable.",
  subTotal: "Sub Total",
  proceedToCheckout: "Proceed to Checkout",
  loginToProceed: "Login to Proceed",
});
