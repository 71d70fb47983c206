/** What other modules use of orders. */
export { orderHandlers } from "./handlers";
export { isOrderStatus } from "./status";
export { tipResumer } from "./tips";
