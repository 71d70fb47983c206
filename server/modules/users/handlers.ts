import { unauthorized } from "../../http/errors";
import type { Session } from "../../http/session";
import type { ModuleHandlers } from "../../http/types";
import { toAuthUser } from "../auth/handlers";
import { deleteAccount } from "./account";
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from "./addresses";
import { readSettings, saveSettings } from "./notificationSettings";
import { updateProfile } from "./profile";

/** The contract's security already demanded a customer's token; this only satisfies the types. */
function userId(session: Session | null): number {
  if (!session) throw unauthorized();
  return session.user.id;
}

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
> = (context) => ({
  updateProfile: async ({ session, body }) => ({
    data: toAuthUser(await updateProfile(context, userId(session), body)),
  }),

  deleteAccount: async ({ session }) => {
    await deleteAccount(context, userId(session));
  },

  listAddresses: async ({ session }) => ({
    data: await listAddresses(context, userId(session)),
  }),

  createAddress: async ({ session, body }) => ({
    data: await createAddress(context, userId(session), body),
  }),

  updateAddress: async ({ session, params, body }) => ({
    data: await updateAddress(context, userId(session), params.id, body),
  }),

  deleteAddress: async ({ session, params }) => {
    await deleteAddress(context, userId(session), params.id);
  },

  setDefaultAddress: async ({ session, params }) => ({
    data: await setDefaultAddress(context, userId(session), params.id),
  }),

  getNotificationSettings: async ({ session }) => ({
    data: await readSettings(context.db, userId(session)),
  }),

  updateNotificationSettings: async ({ session, body }) => ({
    data: await saveSettings(context.db, userId(session), body, context.now()),
  }),
});
