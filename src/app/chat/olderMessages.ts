import type { HeldThread } from "@/api/queries/pagedThread";
import type { OlderMessagesControl } from "@/components/ChatMessages/ChatMessages";

/**
 * The chat list's older-pages control, once there is something to say: while older messages are
 * on the server, and after the shopper has loaded some (then the start of the conversation is
 * marked). A thread that fits in its first page shows neither.
 */
export function olderMessagesControl(
  held: HeldThread<unknown> | undefined,
  olderPages: { isPending: boolean; isSuccess: boolean },
  onLoad: () => void,
): OlderMessagesControl | undefined {
  if (!held || !(held.hasOlder || olderPages.isSuccess)) return undefined;
  return { hasOlder: held.hasOlder, loading: olderPages.isPending, onLoad };
}
