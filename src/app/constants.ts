import type { ToastContainerProps } from "react-toastify";

export const LOGIN_REQUIRED_MESSAGE = "Please login to access this page";

/** Shown once when the server ends a customer's sign-in (a 401); browsing goes on as a guest. */
export const SESSION_ENDED_MESSAGE = "Your sign-in has ended. Please log in again.";

/** Spec section 8 "General" and section 9: every toast of the app behaves the same way. */
export const TOAST_CONTAINER_OPTIONS = {
  position: "top-right",
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  hotKeys: (event: KeyboardEvent) => event.altKey && event.code === "KeyT",
} as const satisfies ToastContainerProps;

/** Spec section 9: a lazily loaded route chunk may take this long before it is treated as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Spec sections 2 and 9: after signing in, and after logging out, the page reloads this late. */
export const LOGIN_RELOAD_DELAY_MS = 1500;
export const LOGOUT_RELOAD_DELAY_MS = 1500;

/** Spec sections 2 and 9: the login modal starts over this long after it closed. */
export const LOGIN_MODAL_RESET_DELAY_MS = 300;

/** Spec section 9: a new code may be asked for this many seconds after the last one. */
export const OTP_RESEND_COUNTDOWN_S = 60;

/** Spec sections 4 and 9: after a location is chosen without a session, the page reloads this late. */
export const GUEST_LOCATION_RELOAD_DELAY_MS = 1000;
