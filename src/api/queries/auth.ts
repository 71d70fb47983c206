import { useMutation } from "@tanstack/react-query";
import { getDeviceId, saveSession } from "@/lib/storage";
import { api, unwrap } from "../client";
import type { AuthSession } from "../types";

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
 * docs/product.md § Calls to the API: POST /auth/guest-login with this browser's deviceId; the token and user are
 * stored when the answer carries a token. Resolves true when a session was stored. Callers at
 * the same moment (StrictMode's double effect) share one request.
 */
export function startGuestSession(): Promise<boolean> {
  pendingGuestSession ??= requestGuestSession().finally(() => {
    pendingGuestSession = null;
  });
  return pendingGuestSession;
}

/** docs/product.md § Calls to the API: POST /auth/login-by-phone texts a one-time code to an E.164 number. */
export function useSendOtp() {
  return useMutation({
    mutationFn: async (recipient: string) =>
      (await unwrap(api.POST("/auth/login-by-phone", { body: { recipient } }))).data,
  });
}

/**
 * docs/product.md § Calls to the API: POST /auth/login-by-phone/verify; the session is stored on success. The
 * deviceId lets the server merge this browser's guest (and its cart) into the customer.
 */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: async ({ recipient, otp }: { recipient: string; otp: string }) => {
      const body = { recipient, otp, deviceId: getDeviceId() };
      return (await unwrap(api.POST("/auth/login-by-phone/verify", { body }))).data;
    },
    onSuccess: (session: AuthSession) => saveSession(session.token, session.user),
  });
}

/**
 * POST /auth/logout revokes the token. The app's useEndSession runs it and then removes the
 * stored session (also when the call fails), once the session's queries have stopped.
 */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      await unwrap(api.POST("/auth/logout"));
    },
  });
}
