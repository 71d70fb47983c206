import type { ModuleHandlers, Schemas } from "../../http/types";
import { deliveryZoneAt } from "./deliveryZones";
import { listConfigRows, listEthnicityRows, listPhoneCodeRows, ping } from "./repository";
import { deliverySlotDays } from "./deliverySlots";

const file = (url: string | null) => (url ? { fullUrl: url } : null);

/** Reference data changes only with a new seed or an admin write: cache it briefly. */
const cached = "support:";

export const supportHandlers: ModuleHandlers<
  | "getHealth"
  | "listEthnicities"
  | "listCountryPhoneCodes"
  | "listSupportConfigs"
  | "validateDeliveryAddress"
  | "listDeliveryTimeSlots"
> = (context) => {
  const { db, catalogCache } = context;
  return {
    getHealth: async () => {
      await ping(db);
      return { data: { status: "ok" } };
    },

    listEthnicities: async () => ({
      data: await catalogCache.get(`${cached}ethnicities`, async () =>
        (await listEthnicityRows(db)).map((row) => ({
          id: row.id,
          name: row.name,
          label: row.label,
          fileResponse: file(row.imageUrl),
        })),
      ),
    }),

    listCountryPhoneCodes: async () => ({
      data: await catalogCache.get(`${cached}phone-codes`, async () =>
        (await listPhoneCodeRows(db)).map((row) => ({
          code: row.code,
          phoneCode: row.phoneCode,
          fileResponse: file(row.flagUrl),
        })),
      ),
    }),

    listSupportConfigs: async () => ({
      data: await catalogCache.get(`${cached}configs`, async () =>
        (await listConfigRows(db)).map((row) => ({
          key: row.key as Schemas["SupportConfigKey"],
          value: row.value,
        })),
      ),
    }),

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

    listDeliveryTimeSlots: async () => ({ data: await deliverySlotDays(context) }),
  };
};
