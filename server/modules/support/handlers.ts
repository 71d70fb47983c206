import type { ModuleHandlers } from "../../http/types";
import { countSlotBookings } from "../orders";
import { deliveryZoneAt } from "./deliveryZones";
import { deliverySlotDays } from "./deliverySlots";
import { checkHealth, listCountryPhoneCodes, listEthnicities, listSupportConfigs } from "./service";

export const supportHandlers: ModuleHandlers<
  | "getHealth"
  | "listEthnicities"
  | "listCountryPhoneCodes"
  | "listSupportConfigs"
  | "validateDeliveryAddress"
  | "listDeliveryTimeSlots"
> = (context) => ({
  getHealth: async () => {
    await checkHealth(context);
    return { data: { status: "ok" } };
  },

  listEthnicities: async () => ({ data: await listEthnicities(context) }),

  listCountryPhoneCodes: async () => ({ data: await listCountryPhoneCodes(context) }),

  listSupportConfigs: async () => ({ data: await listSupportConfigs(context) }),

  validateDeliveryAddress: async ({ query }) => {
    const { latitude, longitude } = query;
    const { zone, zoneNames } = await deliveryZoneAt(context, latitude, longitude);
    return {
      data: zone
        ? { isDeliverable: true }
        : {
            isDeliverable: false,
            message: `We do not deliver there yet. We deliver in: ${zoneNames.join(", ")}.`,
          },
    };
  },

  listDeliveryTimeSlots: async () => ({
    data: await deliverySlotDays(context, countSlotBookings),
  }),
});
