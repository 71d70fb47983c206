import { getDeviceId, saveSession } from "@/lib/storage";
import { api, unwrap } from "../client";

let pendingGuestSession: Promise<boolean> | null = null;

async function requestGuestSession(): Promise<boolean> {
  const { data } = await unwrap(
    api.POST("/auth/guest-login", { body: { deviceId: getDeviceId() } }),
  );
  if (!data.token) return false;
  saveSession(data.token, data.user);
  return true;
}

/**
 * Spec section 7: POST /auth/guest-login with this browser's deviceId; the token and user are
 * stored when the answer carries a token. Resolves true when a session was stored. Callers at
 * the same moment (StrictMode's double effect) share one request.
 */
export function startGuestSession(): Promise<boolean> {
  pendingGuestSession ??= requestGuestSession().finally(() => {
    pendingGuestSession = null;
  });
  return pendingGuestSession;
}
