/**
 * What other modules use of orders, which own the orders, their lines, riders and payments:
 * checkout charges the card and writes the placed order through them, the account erasure
 * anonymises an account's orders, Stripe's webhook lands on the order payments, and the
 * fulfilment simulator moves orders along. The order chat reads its order and rider, the image
 * server a rider's name, and the delivery windows the orders that hold their places. The chat
 * shows a short line's replacement card (offers.ts); the dev calls make a line run short; the
 * notification inbox links its order news to the orders' uuids.
 */
export { anonymiseCustomerOrders } from "./actionRepository";
export { chargeCard } from "./charge";
export { nextStepAt } from "./fulfilment/pace";
export { advanceOrder, startFulfilmentSimulator } from "./fulfilment/simulator";
export { orderHandlers } from "./handlers";
export { orderBody } from "./view";
export { replacementOffersOf } from "./offers";
export { insertPlacedOrder } from "./placedOrderRepository";
export { countSlotBookings, countSlotHolders, findOwnOrder, orderUuidsOf } from "./repository";
export { riderName, ridersWithNames } from "./riders";
export { approveOverdueOffers, shortOrderItem } from "./shortages";
export { isOrderStatus } from "./status";
export { applyStripeEvent } from "./stripeEvents";
export { tipResumer } from "./tips";
