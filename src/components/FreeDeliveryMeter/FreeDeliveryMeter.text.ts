import { defineText } from "@/i18n/defineText";
/** The free-delivery meter of the cart drawer and checkout (issue 31): its words, shared with stories. */
export const freeDeliveryMeterText = defineText("freeDeliveryMeterText", {
  /** The server's figure of what is left to add, e.g. "$4.91". */
  remaining: (formattedRemaining: string) => `Add ${formattedRemaining} for free delivery`,
  unlocked: "Free delivery unlocked",
  /** The progress bar's name. */
  progressLabel: "Progress towards free delivery",
  /** The bar's value as read aloud, e.g. "90% of $50.00". */
  progressValue: (percent: number, formattedThreshold: string) =>
    `${percent}% of ${formattedThreshold}`,
});
