/** docs/product.md § Settings: the side menu on account pages. */
export const accountLayoutText = {
  menuLabel: "Account",
  myOrders: "My Orders",
  coupons: "Coupons/Vouchers",
  settings: "Settings",
};
