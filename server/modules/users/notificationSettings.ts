import type { Executor } from "../../db/client";
import type { Schemas } from "../../http/types";
import { findSettingsRow, upsertSettingsRow, type SettingsColumns } from "./repository";

type Settings = Schemas["NotificationSettings"];

/** What a customer who never saved a choice gets: no SMS unless asked for. */
export const DEFAULT_SETTINGS: Readonly<Settings> = {
  promotionsEmailNotifications: true,
  promotionsPushNotifications: true,
  promotionsSmsNotifications: false,
  personalizedEmailNotifications: true,
  personalizedPushNotifications: true,
  personalizedSmsNotifications: false,
  orderPushNotifications: true,
};

/** The stored choices, or the defaults when there are none; order pushes are never optional. */
export function toSettings(row: SettingsColumns | undefined): Settings {
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    promotionsEmailNotifications: row.promotionsEmail,
    promotionsPushNotifications: row.promotionsPush,
    promotionsSmsNotifications: row.promotionsSms,
    personalizedEmailNotifications: row.personalizedEmail,
    personalizedPushNotifications: row.personalizedPush,
    personalizedSmsNotifications: row.personalizedSms,
    orderPushNotifications: true,
  };
}

/** The columns of the settings; `orderPushNotifications` has none, as it cannot change. */
export function toColumns(settings: Settings): SettingsColumns {
  return {
    promotionsEmail: settings.promotionsEmailNotifications,
    promotionsPush: settings.promotionsPushNotifications,
    promotionsSms: settings.promotionsSmsNotifications,
    personalizedEmail: settings.personalizedEmailNotifications,
    personalizedPush: settings.personalizedPushNotifications,
    personalizedSms: settings.personalizedSmsNotifications,
  };
}

/** Reading never writes: a customer without a row simply has the defaults. */
export async function readSettings(db: Executor, userId: number): Promise<Settings> {
  return toSettings(await findSettingsRow(db, userId));
}

export async function saveSettings(
  db: Executor,
  userId: number,
  settings: Settings,
  now: Date,
): Promise<Settings> {
  const columns = { ...toColumns(settings), updatedAt: now };
  return toSettings(await upsertSettingsRow(db, userId, columns));
}
