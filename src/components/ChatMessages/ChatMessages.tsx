import { useCallback, useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import { Skeleton } from "../ui/Skeleton";
import { ChatMessageBubble } from "./ChatMessageBubble";
import { chatMessagesText as text } from "./ChatMessages.text";
import type { ChatMessageItem, OfferDecision } from "./chatMessage";
import { OlderMessages, type OlderMessagesControl } from "./OlderMessages";
import { useKeepFocusAtTheStart, useKeepPlaceWhenOlderArrive } from "./olderMessagesPlace";

export { formatChatTime, type ChatMessageItem, type OfferDecision } from "./chatMessage";
export type { OlderMessagesControl } from "./OlderMessages";

/** How close to the bottom still counts as reading the newest messages. */
const END_SLACK_PX = 48;
/** How close to the top asks for the page before (scrolling back through the conversation). */
const TOP_SLACK_PX = 64;

export interface ChatMessagesProps {
  /** Oldest first. */
  messages: readonly ChatMessageItem[];
  /** docs/product.md § Rider chat and support chat: the current user's id decides the side of each bubble. */
  currentUserId: number | null;
  /** Who the other side is ("Support", the rider's name), for screen readers. */
  otherSenderLabel: string;
  /** Shown when there is no message yet ('Start chatting with your support...'). */
  emptyText: string;
  /** True until the first answer: placeholders instead of the empty text. */
  loading?: boolean;
  /** A paged thread: its older messages are shown on request or by scrolling to the top. */
  older?: OlderMessagesControl;
  /** Answers a replacement offered in the chat (its card's Approve and Reject). */
  onDecideOffer?: (lineId: number, decision: OfferDecision) => void;
  /** The order line whose offer's answer awaits the server. */
  decidingLineId?: number | null;
  className?: string;
}

/**
 * The conversation as a polite live log, so screen readers hear new messages as they arrive,
 * scrolled to the newest whenever one is added.
 */
export function ChatMessages({
  messages,
  currentUserId,
  otherSenderLabel,
  emptyText,
  loading = false,
  older,
  onDecideOffer,
  decidingLineId = null,
  className,
}: ChatMessagesProps) {
  const logRef = useRef<HTMLDivElement>(null);
  // Whether the shopper is reading the end of the conversation (not scrolled back to older ones).
  const atEnd = useRef(true);
  const scrollToNewest = useCallback(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, []);
  const followImage = useCallback(() => {
    if (atEnd.current) scrollToNewest();
  }, [scrollToNewest]);
  const newestId = messages.at(-1)?.id;

  useEffect(scrollToNewest, [newestId, scrollToNewest]);
  useKeepPlaceWhenOlderArrive(logRef, messages.at(0)?.id);
  useKeepFocusAtTheStart(logRef, older?.hasOlder ?? false);

  const loadOlderAtTop = (log: HTMLElement) => {
    if (older?.hasOlder && !older.loading && log.scrollTop < TOP_SLACK_PX) older.onLoad();
  };

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={text.log}
      // Busy while a page of older messages goes in, so the log does not read them all out as new.
      aria-busy={loading || (older?.loading ?? false)}
      onScroll={(event) => {
        const log = event.currentTarget;
        atEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight < END_SLACK_PX;
        loadOlderAtTop(log);
      }}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard even when it holds only text (axe: scrollable-region-focusable)
      tabIndex={0}
      className={cn(
        "overflow-y-auto overscroll-contain p-4 focus-visible:outline-offset-[-2px]",
        className,
      )}
    >
      {loading && messages.length === 0 ? (
        <div className="flex flex-col gap-3">
          <span className="sr-only">{text.loading}</span>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="ms-auto h-10 w-1/2" />
          <Skeleton className="h-14 w-3/4" />
        </div>
      ) : messages.length === 0 ? (
        <p className="grid h-full place-items-center text-center text-sm text-gray-600">
          {emptyText}
        </p>
      ) : (
        <>
          {older && <OlderMessages {...older} />}
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <ChatMessageBubble
                key={message.id}
                message={message}
                mine={currentUserId !== null && message.senderId === currentUserId}
                otherSenderLabel={otherSenderLabel}
                onImageLoad={followImage}
                onDecideOffer={onDecideOffer}
                deciding={message.kind === "offer" && message.offer.lineId === decidingLineId}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
