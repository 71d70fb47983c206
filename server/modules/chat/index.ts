/**
 * What other modules use of the chat: sign-in hands over the guest's support thread, and the
 * fulfilment simulator opens an order's rider thread.
 */
export { mergeSupportThread, openOrderThread, type RiderIntroduction } from "./threads";
