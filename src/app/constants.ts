import type { ToastContainerProps } from "react-toastify";

export const LOGIN_REQUIRED_MESSAGE = "Please login to access this page";

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
