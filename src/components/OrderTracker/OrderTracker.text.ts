import { defineText } from "@/i18n/defineText";
/** docs/product.md § Tracker: the four steps and the title of each, word for word. */
export const orderTrackerText = defineText("orderTrackerText", {
  heading: "Order Progress",
  steps: [
    { label: "Placed", title: "Your Order has been Placed." },
    { label: "In Preparation", title: "Your order is in preparation." },
    { label: "Dispatched", title: "Your Order has been dispatched." },
    { label: "Delivered", title: "Your order has been delivered." },
  ],
  /** Read after each step's name. */
  stepState: { completed: "completed", current: "current step", upcoming: "upcoming" },
  cancelled: {
    title: "Your order has been cancelled.",
    description: "This order will not be delivered.",
  },
  returned: {
    title: "Your order has been returned.",
    description: "This order was delivered and then returned.",
  },
} as const);
