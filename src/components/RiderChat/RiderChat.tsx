import { useCallback, useEffect, useId, useRef } from "react";
import { cn } from "@/lib/cn";
import { ChatComposer } from "../ChatComposer/ChatComposer";
import {
  ChatMessages,
  type ChatMessageItem,
  type OfferDecision,
  type OlderMessagesControl,
} from "../ChatMessages/ChatMessages";
import { riderChatText as text } from "./RiderChat.text";
import { RiderChatToggle } from "./RiderChatToggle";
import { useCloseOnEscape } from "../ui/useCloseOnEscape";

export interface RiderChatProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Oldest first. */
  messages: readonly ChatMessageItem[];
  /** docs/product.md § Rider chat and support chat: the current user's id decides the side of each bubble. */
  currentUserId: number | null;
  /** The rider's first name: the toggle's title and the 'Hello {name}' quick reply. */
  riderName: string;
  /** The rider's messages the customer has not seen yet; on the toggle. */
  unreadCount?: number;
  /** True until the first messages arrive. */
  loading?: boolean;
  /** The thread's older pages: shown on request or by scrolling to the top of the messages. */
  older?: OlderMessagesControl;
  /** A spinner while sending; nothing else can be sent meanwhile. */
  sending?: boolean;
  /**
   * Raised with the trimmed text (typed, or a quick reply). The input is cleared once the
   * promise resolves; a rejection keeps the text for another try (the container explains why).
   */
  onSend: (text: string) => Promise<unknown>;
  /** Answers a replacement offered for a short item (docs/replacements.md). */
  onDecideOffer?: (lineId: number, decision: OfferDecision) => void;
  /** The order line whose offer's answer awaits the server. */
  decidingLineId?: number | null;
  className?: string;
}

/**
 * docs/product.md § Rider chat and support chat: the order screen's chat with the rider, a toggle and the panel it opens below
 * it, in the page (the support chat's launcher keeps the corner). Text only: the spec shows no
 * upload for the order chat. Escape in the panel closes it and the focus goes back to the toggle.
 */
export function RiderChat({
  open,
  onOpenChange,
  messages,
  currentUserId,
  riderName,
  unreadCount = 0,
  loading = false,
  older,
  sending = false,
  onSend,
  onDecideOffer,
  decidingLineId,
  className,
}: RiderChatProps) {
  const rider = riderName.trim() || text.riderFallback;
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open && !wasOpen.current) input.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const closeAndReturnFocus = useCallback(() => {
    onOpenChange(false);
    toggle.current?.focus();
  }, [onOpenChange]);
  useCloseOnEscape(panel, open, closeAndReturnFocus);

  // A quick reply's failure is the container's to tell; the composer only awaits typed text.
  const send = (message: string) => {
    const sent = onSend(message);
    sent.catch(() => undefined);
    return sent;
  };

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <RiderChatToggle
        ref={toggle}
        open={open}
        rider={rider}
        unreadCount={unreadCount}
        controls={panelId}
        onToggle={() => onOpenChange(!open)}
      />
      {open && (
        <section
          ref={panel}
          id={panelId}
          aria-label={text.title(rider)}
          className="flex h-[26rem] flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white"
        >
          <ChatMessages
            messages={messages}
            currentUserId={currentUserId}
            otherSenderLabel={rider}
            emptyText={text.empty(rider)}
            loading={loading}
            {...(older && { older })}
            onDecideOffer={onDecideOffer}
            decidingLineId={decidingLineId}
            className="flex-1"
          />
          <ChatComposer
            inputRef={input}
            onSend={send}
            sending={sending}
            quickReplies={text.quickReplies(rider)}
          />
        </section>
      )}
    </div>
  );
}
