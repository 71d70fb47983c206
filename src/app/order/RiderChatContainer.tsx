import { useMemo, useState } from "react";
import { serverMessage } from "@/api/client";
import {
  isActiveOrder,
  useDecideReplacement,
  useOrderChatMessages,
  useSendOrderChatMessage,
} from "@/api/queries/orders";
import type { Order } from "@/api/types";
import type { OfferDecision } from "@/components/ChatMessages/ChatMessages";
import { RiderChat } from "@/components/RiderChat/RiderChat";
import { sendRefusalMessage } from "../chat/chatRefusals";
import { olderMessagesControl } from "../chat/olderMessages";
import { useSession } from "../session";
import { notify } from "../toast";
import {
  countFromOthers,
  seenFromOthers,
  toRiderChatItem,
  unreadFromOthers,
} from "./riderChatMessages";
import { riderChatToasts as toasts } from "./riderChatToasts";

/**
 * docs/product.md § Rider chat and support chat: the order screen's chat with its rider. Nothing shows
 * before a rider (and so a thread) is assigned.
 */
export function RiderChatContainer({ order }: { order: Order }) {
  const threadId = order.orderThread?.uuid;
  if (!threadId) return null;
  return <RiderChatOfThread key={threadId} order={order} threadId={threadId} />;
}

function RiderChatOfThread({ order, threadId }: { order: Order; threadId: string }) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [open, setOpen] = useState(false);
  // Open: polled every few seconds. Closed: slowly, and only while the rider is still on the way,
  // so that a message from the rider shows on the toggle.
  const { thread: messages, older } = useOrderChatMessages(order.uuid, threadId, {
    enabled: open || isActiveOrder(order.status),
    open,
  });
  const send = useSendOrderChatMessage(order.uuid, threadId);
  const decide = useDecideReplacement(order.uuid);

  const held = messages.data;
  const items = useMemo(
    () => (held?.messages ?? []).map((message) => toRiderChatItem(message, order)),
    [held, order],
  );
  const unreadCount = useUnreadCount(held ? countFromOthers(held.messages, userId) : null, open);
  const olderControl = olderMessagesControl(held, older, () =>
    older.mutate(undefined, { onError: () => notify.error(toasts.olderFailed) }),
  );

  const sendText = (text: string) =>
    send.mutateAsync(text).then(
      () => notify.success(toasts.sent),
      (error: unknown) => {
        console.error("Sending a message to the rider failed", error);
        // Past the chat's limits (429) the server says how long to wait: its words are shown.
        notify.error(sendRefusalMessage(error, toasts.sendFailed));
        // The composer keeps the text for another try.
        throw error;
      },
    );

  const decideOffer = (lineId: number, decision: OfferDecision) =>
    decide.mutate(
      { orderProductId: lineId, decision },
      {
        onSuccess: () =>
          notify.success(
            decision === "APPROVE" ? toasts.replacementApproved : toasts.replacementRejected,
          ),
        // Already answered, or approved by itself meanwhile (409): the server says which.
        onError: (error) => notify.error(serverMessage(error) ?? toasts.decideFailed),
      },
    );

  return (
    <RiderChat
      open={open}
      onOpenChange={setOpen}
      messages={items}
      currentUserId={userId}
      riderName={order.rider?.firstName ?? ""}
      unreadCount={unreadCount}
      loading={held === undefined && !messages.isError}
      {...(olderControl && { older: olderControl })}
      sending={send.isPending}
      onSend={sendText}
      onDecideOffer={decideOffer}
      decidingLineId={decide.isPending ? decide.variables.orderProductId : null}
    />
  );
}

/** The rider's messages that arrived while the panel was closed (see seenFromOthers). */
function useUnreadCount(fromOthers: number | null, open: boolean): number {
  const [seen, setSeen] = useState<number | null>(null);
  const nextSeen = seenFromOthers(seen, fromOthers, open);
  // Adjusted while rendering, as React advises for state that follows props.
  if (nextSeen !== seen) setSeen(nextSeen);
  return unreadFromOthers(nextSeen, fromOthers, open);
}
