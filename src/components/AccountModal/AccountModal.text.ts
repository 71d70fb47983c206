import { defineText } from "@/i18n/defineText";
/** docs/product.md § Account modal: the words of the modal, shared with its stories. */
export const accountModalText = defineText("accountModalText", {
  title: "Your Account",
  close: "Close",
  /** Read before the number, which the modal shows with its country code. */
  phoneLabel: "Phone",
  yourInformation: "Your Information",
  myOrders: "My Orders",
  shortcutsLabel: "Orders by status",
  shortcuts: {
    pending: "Pending",
    shipped: "Shipped",
    delivered: "Delivered",
    returns: "Returns/Cancelled",
  },
  couponVoucher: "Coupon/Voucher",
  settings: "Settings",
  logout: "Logout",
  loggingOut: "Logging out...",
});
