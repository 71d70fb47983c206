/**
 * What other modules use of the chat: sign-in hands over the guest's support thread, the
 * fulfilment simulator opens an order's rider thread and writes a short line's news in it, and an
 * account's erasure deletes its support thread. The order screen links each order's thread. A
 * problem report after delivery goes to the support thread, its photo checked by the chat's
 * upload rules.
 */
export { deleteSupportThread } from "./erasureRepository";
export { orderThreadUuids } from "./repository";
export { postReportInSupportChat, type StoredPhoto, type SupportSender } from "./supportChat";
export { acceptedType as acceptedUploadType } from "./supportFiles";
export {
  mergeSupportThread,
  openOrderThread,
  postOrderNotice,
  type OrderNotice,
  type RiderIntroduction,
} from "./threads";
