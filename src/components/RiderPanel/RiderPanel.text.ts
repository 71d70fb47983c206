import { defineText } from "@/i18n/defineText";
/** docs/product.md § Order detail and § Data the screens show: the rider panel shown while the order is dispatched. */
export const riderPanelText = defineText("riderPanelText", {
  heading: "Your Rider",
  pastOrders: (count: number) =>
    `${count.toLocaleString("en-US")} past ${count === 1 ? "order" : "orders"}`,
});
