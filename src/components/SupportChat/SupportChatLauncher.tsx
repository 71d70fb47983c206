import { MessageCircle, X } from "lucide-react";
import type { Ref } from "react";
import { cn } from "@/lib/cn";
import { supportChatText as text } from "./SupportChat.text";

export interface SupportChatLauncherProps {
  open: boolean;
  unreadCount: number;
  /** The id of the panel it opens (named only while the panel is on screen). */
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** docs/product.md § Rider chat and support chat: fixed on screen, with the number of unread support messages. */
export function SupportChatLauncher({
  open,
  unreadCount,
  controls,
  onToggle,
  ref,
}: SupportChatLauncherProps) {
  return (
    // The badge sits beside the button, not in it: the button's name already says the count.
    <div
      // styles.css keeps the bottom strip of the screen for it while it is on the page.
      data-support-chat-launcher
      className={cn(
        "fixed inset-e-4 bottom-4 z-40",
        // On a phone the open panel is a full-width sheet with its own close button.
        open && "max-sm:hidden",
      )}
    >
      <button
        ref={ref}
        type="button"
        aria-label={text.launcher(unreadCount)}
        aria-expanded={open}
        aria-controls={open ? controls : undefined}
        onClick={onToggle}
        className="grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        {open ? (
          <X aria-hidden className="size-6" />
        ) : (
          <MessageCircle aria-hidden className="size-6" />
        )}
      </button>
      {unreadCount > 0 && (
        <span
          aria-hidden
          data-testid="support-chat-badge"
          className="pointer-events-none absolute -top-1 -inset-e-1 grid h-6 min-w-6 place-items-center rounded-full bg-danger-700 px-1.5 text-xs font-bold text-white ring-2 ring-white"
        >
          {text.badge(unreadCount)}
        </span>
      )}
    </div>
  );
}
