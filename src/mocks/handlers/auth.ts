import { db } from "../db";
import {
  authSessionFixture,
  authUserFixture,
  loginOtpSentFixture,
  smsMessageFixture,
  VALID_OTP,
} from "../fixtures";
import { http } from "../http";
import { errorBody } from "../session";

/** docs/product.md § Messages and errors: the message shown for a wrong code. */
const INVALID_OTP_MESSAGE = "Invalid OTP. Please try again.";

export const authHandlers = [
  // The app checks the number before asking (shared/phone), so the mock sends a code to any.
  http.post("/auth/login-by-phone", async ({ request, response }) => {
    const { recipient } = await request.json();
    // The dev SMS outbox shows the code, newest first, as the console SMS provider would.
    db.smsOutbox.unshift(smsMessageFixture({ recipient }));
    return response(200).json({ data: loginOtpSentFixture({ recipient }) });
  }),

  // The contract answers a wrong code with 422 (never 401, which would log the visitor out).
  http.post("/auth/login-by-phone/verify", async ({ request, response }) => {
    const { recipient, otp } = await request.json();
    if (otp !== VALID_OTP) return response(422).json(errorBody(INVALID_OTP_MESSAGE));
    db.customer = { ...db.customer, phone: recipient };
    return response(200).json({ data: authSessionFixture({ user: db.customer }) });
  }),

  http.post("/auth/guest-login", ({ response }) =>
    response(200).json({
      data: authSessionFixture({ user: authUserFixture({ isGuestUser: true }) }),
    }),
  ),

  http.post("/auth/logout", ({ response }) => response(204).empty()),
];
