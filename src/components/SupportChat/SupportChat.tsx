import { X } from "lucide-react";
import { useCallback, useEffect, useId, useRef } from "react";
import { ChatComposer } from "../ChatComposer/ChatComposer";
import {
  ChatMessages,
  type ChatMessageItem,
  type OlderMessagesControl,
} from "../ChatMessages/ChatMessages";
import { SupportChatLauncher } from "./SupportChatLauncher";
import { supportChatText as text } from "./SupportChat.text";
import { useCloseOnEscape } from "../ui/useCloseOnEscape";

export interface SupportChatProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unreadCount: number;
  /** Oldest first. */
  messages: readonly ChatMessageItem[];
  /** docs/product.md § Rider chat and support chat: the current user's id decides the side of each bubble. */
  currentUserId: number | null;
  /** True until the first messages arrive. */
  loading?: boolean;
  /** The thread's older pages: shown on request or by scrolling to the top of the messages. */
  older?: OlderMessagesControl;
  sending?: boolean;
  /** False while the thread is unknown: nothing can be sent yet. */
  ready?: boolean;
  /** A returned promise keeps the text in the input until it resolves. */
  onSendText: (text: string) => unknown;
  onSendFile: (file: File) => void;
}

/**
 * docs/product.md § Rider chat and support chat: the global support chat, a launcher and a non-modal panel. The page stays
 * usable beside the panel; Escape or the close button closes it and the focus goes back to the
 * launcher.
 */
export function SupportChat({
  open,
  onOpenChange,
  unreadCount,
  messages,
  currentUserId,
  loading = false,
  older,
  sending = false,
  ready = true,
  onSendText,
  onSendFile,
}: SupportChatProps) {
  const panelId = useId();
  const titleId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    // Into the input when it takes text already, else into the panel until the chat is ready.
    if (open && !wasOpen.current)
      (input.current?.disabled ? panel.current : input.current)?.focus();
    // The panel took the focus with it when it closed: give it back where the chat started.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (!open && wasOpen.current && focusLost) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (ready && document.activeElement === panel.current) input.current?.focus();
  }, [ready]);

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useCloseOnEscape(panel, open, close);

  return (
    <>
      {open && (
        <section
          ref={panel}
          id={panelId}
          tabIndex={-1}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          className="fixed inset-x-0 bottom-0 z-40 flex focus:outline-none h-[85dvh] flex-col overflow-hidden rounded-t-2xl border border-gray-200 bg-white shadow-2xl sm:inset-x-auto sm:inset-e-4 sm:bottom-22 sm:h-[min(36rem,calc(100dvh-7.5rem))] sm:w-96 sm:rounded-2xl"
        >
          <header className="flex items-center justify-between gap-2 bg-brand-700 px-4 py-3 text-white">
            <h2 id={titleId} className="text-base font-semibold">
              {text.title}
            </h2>
            <button
              type="button"
              aria-label={text.close}
              onClick={() => onOpenChange(false)}
              className="grid size-8 place-items-center rounded-full hover:bg-brand-800 focus-visible:outline-white"
            >
              <X aria-hidden className="size-5" />
            </button>
          </header>
          <ChatMessages
            messages={messages}
            currentUserId={currentUserId}
            otherSenderLabel={text.agent}
            emptyText={text.empty}
            loading={loading}
            {...(older && { older })}
            className="flex-1"
          />
          <ChatComposer
            inputRef={input}
            onSend={onSendText}
            onAttach={onSendFile}
            sending={sending}
            disabled={!ready}
          />
        </section>
      )}
      <SupportChatLauncher
        ref={launcher}
        open={open}
        unreadCount={unreadCount}
        controls={panelId}
        onToggle={() => onOpenChange(!open)}
      />
    </>
  );
}
