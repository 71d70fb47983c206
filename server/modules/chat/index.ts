/** What other modules use of the chat: the lead's fulfilment simulator opens rider threads. */
export { chatHandlers } from "./handlers";
export { riderGreeting } from "./riderReplies";
export {
  ensureSupportThread,
  mergeSupportThread,
  openOrderThread,
  type RiderIntroduction,
} from "./threads";
