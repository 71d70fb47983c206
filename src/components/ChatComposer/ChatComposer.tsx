import { LoaderCircle, Paperclip, SendHorizontal } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type Ref } from "react";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import {
  CHAT_FILE_ACCEPT,
  CHAT_MESSAGE_MAX_LENGTH,
  chatComposerText as text,
} from "./ChatComposer.text";

export interface ChatComposerProps {
  /**
   * Raised with the trimmed text, never blank. When it returns a promise, the text stays in the
   * input until the promise resolves, so a failed send can be tried again.
   */
  onSend: (text: string) => unknown;
  /** Raised with the chosen file; without it there is no attach button. */
  onAttach?: (file: File) => void;
  /** docs/product.md § Rider chat and support chat: a spinner while sending; nothing else can be sent meanwhile. */
  sending?: boolean;
  /** Nothing can be sent yet (e.g. the chat is still loading). */
  disabled?: boolean;
  /** The file kinds the picker offers; images, pdf, doc and docx by default. */
  accept?: string;
  /** Messages sent with one click ('Where you at?'). */
  quickReplies?: readonly string[];
  /** Lets a panel put the focus in the input when it opens. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/** docs/product.md § Rider chat and support chat and § Validation: Enter or the button sends; blank text is never sent. */
export function ChatComposer({
  onSend,
  onAttach,
  sending = false,
  disabled = false,
  accept = CHAT_FILE_ACCEPT,
  quickReplies,
  inputRef,
  className,
}: ChatComposerProps) {
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement | null>(null);
  const files = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // A disabled input loses the focus; typing goes on where it was once sending is over.
  const refocus = useRef(false);
  const locked = sending || disabled;
  const blank = draft.trim() === "";

  useEffect(() => {
    if (!locked && refocus.current) {
      refocus.current = false;
      input.current?.focus();
    }
  }, [locked]);

  const send = (message: string, fromInput: boolean) => {
    const trimmed = message.trim();
    if (trimmed === "" || locked) return;
    refocus.current = root.current?.contains(document.activeElement) ?? false;
    const result = onSend(trimmed);
    if (!fromInput) return;
    if (result instanceof Promise) {
      // The container has already told the shopper why a send failed; the text stays for a retry.
      result.then(
        () => setDraft(""),
        () => undefined,
      );
    } else {
      setDraft("");
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(draft, true);
  };

  return (
    <div
      ref={root}
      className={cn("flex flex-col gap-2 border-t border-gray-200 bg-white p-3", className)}
    >
      {quickReplies && quickReplies.length > 0 && (
        <ul aria-label={text.quickReplies} className="flex flex-wrap gap-2">
          {quickReplies.map((reply) => (
            <li key={reply}>
              <button
                type="button"
                disabled={locked}
                onClick={() => send(reply, false)}
                className="rounded-full border border-brand-700 px-3 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
              >
                {reply}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex items-center gap-2" aria-busy={sending}>
        {onAttach && (
          <>
            <Button
              variant="ghost"
              size="iconLg"
              shape="circle"
              aria-label={text.attach}
              disabled={locked}
              onClick={() => files.current?.click()}
              className="shrink-0"
            >
              <Paperclip aria-hidden className="size-5" />
            </Button>
            <input
              ref={files}
              type="file"
              accept={accept}
              hidden
              aria-label={text.attach}
              data-testid="chat-file-input"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                // Cleared, so choosing the same file again (after a failure) is a change too.
                event.currentTarget.value = "";
                if (file) onAttach(file);
              }}
            />
          </>
        )}
        <input
          ref={(element) => {
            input.current = element;
            assignRef(inputRef, element);
          }}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={text.placeholder}
          aria-label={text.input}
          autoComplete="off"
          enterKeyHint="send"
          disabled={locked}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          className="h-10 min-w-0 flex-1 rounded-full border border-gray-300 bg-white px-4 text-sm placeholder:text-gray-500 disabled:bg-gray-50"
        />
        <Button
          type="submit"
          size="iconLg"
          shape="circle"
          aria-label={text.send}
          disabled={blank || locked}
          className="shrink-0"
        >
          {sending ? (
            <LoaderCircle aria-hidden data-testid="chat-sending" className="size-5 animate-spin" />
          ) : (
            <SendHorizontal aria-hidden className="size-5 rtl:-scale-x-100" />
          )}
        </Button>
        <span role="status" className="sr-only">
          {sending ? text.sending : ""}
        </span>
      </form>
    </div>
  );
}
