/**
 * What other modules use of the store's reference data: addresses and the checkout check the
 * delivery zones, and the checkout books a delivery window. The fulfilment simulator sets riders
 * out from the zones' centres, the cart shows coupon dates in the store's time zone, and the
 * image server draws ethnicities, flags and the page of delivery areas.
 */
export { deliveryZoneAt } from "./deliveryZones";
export { deliverySlotDays } from "./deliverySlots";
export {
  deliveryZoneList,
  ethnicityName,
  fetchStoreTimeZoneSetting,
  hasPhoneCode,
  listZoneRows,
  lockSlotWithRoom,
} from "./repository";
