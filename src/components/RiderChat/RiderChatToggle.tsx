import { ChevronDown, MessageCircle } from "lucide-react";
import type { Ref } from "react";
import { cn } from "@/lib/cn";
import { riderChatText as text } from "./RiderChat.text";

export interface RiderChatToggleProps {
  open: boolean;
  rider: string;
  unreadCount: number;
  /** The id of the panel it opens (named only while the panel is on screen). */
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** docs/product.md § Rider chat and support chat: the toggle that opens and closes the rider chat, with unread messages. */
export function RiderChatToggle({
  open,
  rider,
  unreadCount,
  controls,
  onToggle,
  ref,
}: RiderChatToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
      className="flex w-full items-center gap-3 rounded-xl border border-brand-700 bg-white px-4 py-3 text-start text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <MessageCircle aria-hidden className="size-5 shrink-0" />
      <span className="flex-1">
        {text.title(rider)}
        {/* The name reads the exact count; the badge stays small. */}
        {unreadCount > 0 && <span className="sr-only"> {text.unread(unreadCount)}</span>}
      </span>
      {unreadCount > 0 && (
        <span
          aria-hidden
          data-testid="rider-chat-badge"
          className="grid h-6 min-w-6 place-items-center rounded-full bg-danger-700 px-1.5 text-xs font-bold text-white"
        >
          {text.badge(unreadCount)}
        </span>
      )}
      <ChevronDown
        aria-hidden
        className={cn("size-5 shrink-0 transition-transform", open && "rotate-180")}
      />
    </button>
  );
}
