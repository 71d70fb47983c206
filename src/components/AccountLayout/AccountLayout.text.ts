import { defineText } from "@/i18n/defineText";
/** docs/product.md § Settings: the side menu on account pages. */
export const accountLayoutText = defineText("accountLayoutText", {
  menuLabel: "Account",
  myOrders: "My Orders",
  coupons: "Coupons/Vouchers",
  settings: "Settings",
});
