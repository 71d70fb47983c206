/**
 * What other modules use of the store's reference data: addresses and the checkout check the
 * delivery zones, and the checkout books a delivery window.
 */
export { deliveryZoneAt } from "./deliveryZones";
export { deliverySlotDays } from "./deliverySlots";
export { lockSlotWithRoom } from "./repository";
