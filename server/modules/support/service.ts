import type { AppContext } from "../../context";
import type { Schemas } from "../../http/types";
import { listConfigRows, listEthnicityRows, listPhoneCodeRows, ping } from "./repository";

/** Reference data changes only with a new seed or an admin write: it is cached briefly. */
const CACHED = "support:";

type Reference = Pick<AppContext, "db" | "catalogCache">;

const file = (url: string | null) => (url ? { fullUrl: url } : null);

/** Answers once the database answers a round trip. */
export async function checkHealth(context: Pick<AppContext, "db">): Promise<void> {
  await ping(context.db);
}

export function listEthnicities(context: Reference): Promise<Schemas["Ethnicity"][]> {
  return context.catalogCache.get(`${CACHED}ethnicities`, async () =>
    (await listEthnicityRows(context.db)).map((row) => ({
      id: row.id,
      name: row.name,
      label: row.label,
      fileResponse: file(row.imageUrl),
    })),
  );
}

export function listCountryPhoneCodes(context: Reference): Promise<Schemas["CountryPhoneCode"][]> {
  return context.catalogCache.get(`${CACHED}phone-codes`, async () =>
    (await listPhoneCodeRows(context.db)).map((row) => ({
      code: row.code,
      phoneCode: row.phoneCode,
      fileResponse: file(row.flagUrl),
    })),
  );
}

export function listSupportConfigs(context: Reference): Promise<Schemas["SupportConfig"][]> {
  return context.catalogCache.get(`${CACHED}configs`, async () =>
    (await listConfigRows(context.db)).map((row) => ({
      key: row.key as Schemas["SupportConfigKey"],
      value: row.value,
    })),
  );
}
