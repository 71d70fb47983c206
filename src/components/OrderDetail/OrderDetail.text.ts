import type { OrderStatus } from "@/api/types";
import { computed, defineText } from "@/i18n/defineText";

/**
 * The names of the order statuses in docs/product.md § States and transitions. SHIPPED has none there; it is the tracker's last
 * step, 'Your order has been delivered.', so its badge says so too. (The My Orders tab that lists
 * it keeps the spec's name, 'Shipped'.)
 */
const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = defineText("orderStatusLabels", {
  PENDING_PROCESSING: "Processing",
  PENDING_ACCEPTED: "Accepted",
  PENDING_IN_PREPARATION: "In Preparation",
  PENDING_DISPATCHED: "Dispatched",
  SHIPPED: "Delivered",
  TO_REVIEW: "To Review",
  CANCELLED: "Cancelled",
  RETURNED: "Returned",
  COMPLETED: "Completed",
});

/** A status the contract does not name yet reads as words: "ON_HOLD" → "On Hold". */
export function orderStatusLabel(status: OrderStatus | (string & {})): string {
  if (Object.hasOwn(STATUS_LABELS, status)) return STATUS_LABELS[status as OrderStatus];
  return status
    .toLowerCase()
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** docs/product.md § Order detail: the page's words beside those of its parts. */
export const orderDetailText = defineText("orderDetailText", {
  title: (invoiceNumber: string) => `Order ${invoiceNumber}`,
  placedOn: "Placed on",
  status: "Status",
  deliveryInformation: "Delivery Information",
  name: "Name",
  address: "Address",
  deliveryWindow: "Delivery Window",
  deliveryInstructions: "Delivery Instructions",
  leaveAtDoorstep: "Leave at doorstep",
  paymentMethod: "Payment Method",
  cardEnding: "ending in",
  orderedProducts: "Ordered Products",
  quantity: (qty: number) => `Qty: ${qty}`,
  /** docs/replacements.md: what became of a short line. */
  outcome: {
    REPLACED: "Replaced",
    REFUNDED: "Refunded",
    AWAITING_APPROVAL: "Awaiting your answer",
    replacedWith: (name: string, unitPrice: string) => `With ${name}, ${unitPrice} each`,
    offered: (name: string, unitPrice: string) =>
      `Out of stock. Replace with ${name}, ${unitPrice} each? Answer in the chat.`,
    refunded: computed((reason: string | null, amount: string) =>
      reason
        ? orderDetailText.outcome.refundedBecause(reason, amount)
        : orderDetailText.outcome.difference(amount),
    ),
    refundedBecause: (reason: string, amount: string) => `${reason}. ${amount} back to your card.`,
    difference: (amount: string) => `${amount} back to your card.`,
  },
  cancelOrder: "Cancel Order",
  /** docs/replacements.md § Report a problem after delivery. */
  reportHeading: "Something wrong?",
  reportHint: "Tell us within 7 days of delivery.",
  reportIssue: "Report an issue",
  issueReports: "Reported Issues",
  rateYourOrder: "Rate Your Order",
  rateHint: "How was your order? Rate it and your rider.",
  tipYourRider: "Tip Your Rider",
  tipHint: "Tips are 100% for the rider.",
  addTip: "Add Tip",
  loading: "Loading order",
  notFound: "Order not found",
  notFoundHint: "We could not find this order. It may belong to another account.",
  myOrders: "Go to My Orders",
});
