import { requireUserId } from "../../http/session";
import type { ModuleHandlers } from "../../http/types";
import { toAuthUser } from "../auth";
import { deleteAccount } from "./account";
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from "./addresses";
import { markAllNotificationsRead, markNotificationRead, readInbox } from "./inbox";
import { readSettings, saveSettings } from "./notificationSettings";
import { updateProfile } from "./profile";
import { readShoppingPreferences, saveShoppingPreferences } from "./shoppingPreferences";

export const userHandlers: ModuleHandlers<
  | "updateProfile"
  | "deleteAccount"
  | "listAddresses"
  | "createAddress"
  | "updateAddress"
  | "deleteAddress"
  | "setDefaultAddress"
  | "getNotificationSettings"
  | "updateNotificationSettings"
  | "getShoppingPreferences"
  | "updateShoppingPreferences"
  | "listNotifications"
  | "markNotificationRead"
  | "markAllNotificationsRead"
> = (context) => ({
  updateProfile: async ({ session, body }) => ({
    data: toAuthUser(await updateProfile(context, requireUserId(session), body)),
  }),

  deleteAccount: async ({ session }) => {
    await deleteAccount(context, requireUserId(session));
  },

  listAddresses: async ({ session }) => ({
    data: await listAddresses(context, requireUserId(session)),
  }),

  createAddress: async ({ session, body }) => ({
    data: await createAddress(context, requireUserId(session), body),
  }),

  updateAddress: async ({ session, params, body }) => ({
    data: await updateAddress(context, requireUserId(session), params.id, body),
  }),

  deleteAddress: async ({ session, params }) => {
    await deleteAddress(context, requireUserId(session), params.id);
  },

  setDefaultAddress: async ({ session, params }) => ({
    data: await setDefaultAddress(context, requireUserId(session), params.id),
  }),

  getNotificationSettings: async ({ session }) => ({
    data: await readSettings(context.db, requireUserId(session)),
  }),

  updateNotificationSettings: async ({ session, body }) => ({
    data: await saveSettings(context.db, requireUserId(session), body, context.now()),
  }),

  getShoppingPreferences: async ({ session }) => ({
    data: await readShoppingPreferences(context.db, requireUserId(session)),
  }),

  updateShoppingPreferences: async ({ session, body }) => ({
    data: await saveShoppingPreferences(context.db, requireUserId(session), body, context.now()),
  }),

  listNotifications: async ({ session }) => ({
    data: await readInbox(context, requireUserId(session)),
  }),

  markNotificationRead: async ({ session, params }) => ({
    data: await markNotificationRead(context, requireUserId(session), params.id),
  }),

  markAllNotificationsRead: async ({ session }) => ({
    data: await markAllNotificationsRead(context, requireUserId(session)),
  }),
});
