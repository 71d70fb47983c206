import { cartDrawerText } from "../CartDrawer/CartDrawer.text";
import { defineText } from "@/i18n/defineText";

/** The words of a checkout cart line; the stock and price words are the cart drawer's. */
export const checkoutCartLineText = defineText("checkoutCartLineText", {
  quantity: cartDrawerText.quantity,
  comingSoon: cartDrawerText.comingSoon,
  outOfStock: cartDrawerText.outOfStock,
  originalTotal: cartDrawerText.originalTotal,
  updating: cartDrawerText.updating,
  /** "2 × $4.99": the server's unit price beside the line total. */
  unitPrice: (qty: number, formattedPrice: string) => `${qty} × ${formattedPrice}`,
});
