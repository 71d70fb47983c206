import { defineText } from "@/i18n/defineText";
/** docs/product.md § Order detail: the delivery instruction block. */
export const deliveryInstructionsText = defineText("deliveryInstructionsText", {
  heading: "Delivery Instructions",
  noteLabel: "Instructions for the rider (optional)",
  placeholder: "Lobby Code 90",
  leaveAtDoorstep: "Leave at doorstep",
  update: "Update",
  updating: "Updating...",
  /** The read-only block once instructions can no longer change. */
  none: "No delivery instructions",
});
