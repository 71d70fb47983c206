import { Bell } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { notificationInboxText as text } from "./NotificationInbox.text";

export interface NotificationBellProps extends Omit<
  ComponentPropsWithRef<"button">,
  "children" | "type"
> {
  unreadCount: number;
  expanded: boolean;
}

/**
 * The header's bell: its name says how many are unread ("Notifications, 2 unread"), the badge
 * shows it. Narrower on phones, where the header's first row also holds the place name.
 */
export function NotificationBell({ unreadCount, expanded, ...props }: NotificationBellProps) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-haspopup="dialog"
      className="relative flex h-10 w-8 shrink-0 items-center justify-center rounded-lg text-gray-900 hover:bg-gray-100 sm:w-10"
      {...props}
    >
      <Bell aria-hidden className="size-5" />
      {/* The name in words rather than aria-label: the badge's "9+" is not in a name of 12. */}
      <span className="sr-only">{text.bellLabel(unreadCount)}</span>
      {unreadCount > 0 ? (
        <span
          aria-hidden
          className="absolute top-0.5 inset-e-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-danger-700 px-1 text-[0.6875rem] leading-none font-semibold text-white"
        >
          {text.badge(unreadCount)}
        </span>
      ) : null}
    </button>
  );
}
