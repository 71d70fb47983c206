import { useEffect, useMemo, useRef, useState } from "react";
import {
  useSendSupportMessage,
  useSupportChatEvents,
  useSupportMessages,
  useSupportThread,
  useSupportUnreadCount,
  type SupportMessageDraft,
} from "@/api/queries/chat";
import { SupportChat } from "@/components/SupportChat/SupportChat";
import { useSession } from "../session";
import { notify } from "../toast";
import { supportChatToastIds as toastIds, supportChatToasts as toasts } from "./supportChatToasts";
import { sendRefusalMessage } from "./chatRefusals";
import { olderMessagesControl } from "./olderMessages";
import { toChatMessageItem } from "./supportMessages";
import { isOffline } from "../offline/isOffline";

/**
 * docs/product.md § Messages and errors: the support chat's load failures are toasted (unlike
 * other loads), once each: once per run of failures, until a load succeeds again. A query that
 * never loaded turns pending again at every poll, so its isError alone flips back on each time.
 */
function useFailureToast(
  query: { isError: boolean; isSuccess: boolean },
  message: string,
  toastId: string,
) {
  const toasted = useRef(false);
  const { isError, isSuccess } = query;
  useEffect(() => {
    if (isSuccess) toasted.current = false;
    // Offline, the banner says so once (src/app/offline); a poll's failure is not news.
    if (!isError || toasted.current || isOffline()) return;
    toasted.current = true;
    notify.error(message, { toastId });
  }, [isError, isSuccess, message, toastId]);
}

/** A refused file (too large, wrong kind) or a message past the chat's limits: the server's words. */
const sendFailureMessage = (error: unknown, draft: SupportMessageDraft) =>
  sendRefusalMessage(error, toasts.sendFailed, { isFile: draft.type === "FILE" });

/**
 * docs/product.md § Rider chat and support chat: the global support chat, for guests and customers alike (SupportChatLauncher
 * renders it only while a session exists). The thread is asked for when the panel first opens;
 * while it is open the messages are pushed (polled while the stream is down), while it is closed
 * the unread count is polled.
 */
export function SupportChatContainer() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [open, setOpen] = useState(false);

  const thread = useSupportThread(userId, { enabled: open });
  const threadId = thread.data?.uuid;
  const unread = useSupportUnreadCount(userId, { polling: !open });
  const { thread: messages, older } = useSupportMessages(userId, threadId, { open });
  useSupportChatEvents(userId, { enabled: open });
  const send = useSendSupportMessage(userId, threadId);

  useFailureToast(thread, toasts.threadFailed, toastIds.threadFailed);
  useFailureToast(unread, toasts.unreadFailed, toastIds.unreadFailed);
  useFailureToast(messages, toasts.messagesFailed, toastIds.messagesFailed);

  const held = messages.data;
  const items = useMemo(() => (held?.messages ?? []).map(toChatMessageItem), [held]);
  const olderControl = olderMessagesControl(held, older, () =>
    older.mutate(undefined, {
      onError: () => notify.error(toasts.olderFailed, { toastId: toastIds.olderFailed }),
    }),
  );

  const sendDraft = (draft: SupportMessageDraft) =>
    send.mutateAsync(draft).then(
      () => notify.success(toasts.sent),
      (error: unknown) => {
        notify.error(sendFailureMessage(error, draft));
        // The composer keeps the text for another try.
        throw error;
      },
    );

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // Messages that came while the panel was open were read; anything newer shows at once.
    if (!next) void unread.refetch();
  };

  return (
    <SupportChat
      open={open}
      onOpenChange={changeOpen}
      unreadCount={unread.data ?? 0}
      messages={items}
      currentUserId={userId}
      loading={!thread.isError && !messages.isError && held === undefined}
      {...(olderControl && { older: olderControl })}
      sending={send.isPending}
      ready={threadId !== undefined}
      onSendText={(message) => sendDraft({ type: "TEXT", message })}
      onSendFile={(file) => void sendDraft({ type: "FILE", file }).catch(() => undefined)}
    />
  );
}
