import type { ToastContainerProps } from "react-toastify";

export const LOGIN_REQUIRED_MESSAGE = "Please login to access this page";

/** Shown once when the server ends a customer's sign-in (a 401); browsing goes on as a guest. */
export const SESSION_ENDED_MESSAGE = "Your sign-in has ended. Please log in again.";

/** docs/product.md § Toasts and logging and § Constants and limits: every toast of the app behaves the same way. */
export const TOAST_CONTAINER_OPTIONS = {
  position: "top-right",
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  hotKeys: (event: KeyboardEvent) => event.altKey && event.code === "KeyT",
} as const satisfies ToastContainerProps;

/** docs/product.md § Constants and limits: a lazily loaded route chunk may take this long before it is treated as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** docs/product.md § Login modal and § Constants and limits: after signing in, and after logging out, the page reloads this late. */
export const LOGIN_RELOAD_DELAY_MS = 1500;
export const LOGOUT_RELOAD_DELAY_MS = 1500;

/** docs/product.md § Login modal and § Constants and limits: the login modal starts over this long after it closed. */
export const LOGIN_MODAL_RESET_DELAY_MS = 300;

/** docs/product.md § Constants and limits: a new code may be asked for this many seconds after the last one. */
export const OTP_RESEND_COUNTDOWN_S = 60;

/** docs/product.md § States and transitions and § Constants and limits: after a location is chosen without a session, the page reloads this late. */
export const GUEST_LOCATION_RELOAD_DELAY_MS = 1000;
