/** What other modules use of checkout: its handlers and the resumer of stopped checkouts. */
export { checkoutResumer } from "./placeOrder";
export { checkoutHandlers } from "./handlers";
