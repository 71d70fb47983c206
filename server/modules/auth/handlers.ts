import type { FastifyRequest } from "fastify";
import { clientNetworkOf } from "../../http/clientNetwork";
import { requireSession, type UserRow } from "../../http/session";
import type { ModuleHandlers, Schemas } from "../../http/types";
import { revokeSession } from "../users";
import { OTP_LIFETIME_MS, RESEND_INTERVAL_MS } from "./limits";
import { sendLoginCode, startGuestSession, verifyLoginCode, type SignedIn } from "./service";

/** The AuthUser answer of a user row (sign-in and the profile update answer the same shape). */
export function toAuthUser(user: UserRow): Schemas["AuthUser"] {
  return {
    id: user.id,
    firstName: user.firstName,
    email: user.email,
    phone: user.phone,
    isGuestUser: user.isGuest,
  };
}

const toAuthSession = ({ token, user }: SignedIn) => ({
  data: { token, user: toAuthUser(user) },
});

export const authHandlers: ModuleHandlers<
  "loginByPhone" | "verifyLoginByPhone" | "guestLogin" | "logout"
> = (context) => {
  const networkOf = (request: FastifyRequest) =>
    clientNetworkOf(request, context.config.trustProxy);
  return {
    loginByPhone: async ({ body, request }) => {
      await sendLoginCode(context, body.recipient, networkOf(request));
      return {
        data: {
          recipient: body.recipient,
          expiresInSeconds: OTP_LIFETIME_MS / 1000,
          resendAfterSeconds: RESEND_INTERVAL_MS / 1000,
        },
      };
    },

    verifyLoginByPhone: async ({ body, request }) =>
      toAuthSession(
        await verifyLoginCode(context, {
          phone: body.recipient,
          code: body.otp,
          deviceId: body.deviceId,
          ip: networkOf(request),
        }),
      ),

    guestLogin: async ({ body, request }) =>
      toAuthSession(await startGuestSession(context, body.deviceId, networkOf(request))),

    logout: async ({ session }) => {
      await revokeSession(context.db, requireSession(session).sessionId, context.now());
    },
  };
};
