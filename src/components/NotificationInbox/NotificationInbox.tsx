import { useEffect, useId, useRef, useState } from "react";
import type { InboxNotification, NotificationInbox as Inbox } from "@/api/types";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { NotificationBell } from "./NotificationBell";
import { notificationInboxText as text } from "./NotificationInbox.text";
import {
  NotificationItem,
  NotificationListEmpty,
  NotificationListError,
  NotificationListSkeleton,
} from "./NotificationList";

export interface NotificationInboxProps {
  /** The customer's inbox; undefined until it first loads (or when that failed). */
  inbox: Inbox | undefined;
  /** The first load is under way: the panel shows placeholders. */
  loading: boolean;
  /** The inbox could not be loaded and there is nothing to show: the panel offers to try again. */
  error: boolean;
  onRetry: () => void;
  /** The shopper followed a message's link: the container marks it read (the link navigates). */
  onOpenNotification: (notification: InboxNotification) => void;
  onMarkAllRead: () => void;
  /** The panel opened: the container may ask for the inbox again. */
  onOpen?: () => void;
  /** Opens with the panel showing (stories). */
  defaultOpen?: boolean;
  /** The clock the messages' ages are read against; now by default. */
  now?: number;
  className?: string;
}

/**
 * The header's bell and the panel it opens (issue 31): what the store told the customer, newest
 * first, each linking to its product or order and read once followed. The panel is a non-modal
 * dialog under the bell: Escape, a click outside it or focus leaving it closes it; Escape gives
 * focus back to the bell. On phones it spans the header's width, from `sm` it is 24 rem wide
 * under the bell. Its nearest positioned ancestor below `lg` is the sticky header.
 */
export function NotificationInbox({
  inbox,
  loading,
  error,
  onRetry,
  onOpenNotification,
  onMarkAllRead,
  onOpen,
  defaultOpen = false,
  now,
  className,
}: NotificationInboxProps) {
  const [open, setOpen] = useState(defaultOpen);
  const wrapper = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unreadCount = inbox?.unreadCount ?? 0;

  // When the panel last opened: the messages' ages are read against it while it shows.
  const [openedAt, setOpenedAt] = useState(() => now ?? Date.now());

  // Focus moves into the panel as it opens, so Tab walks its messages next.
  useEffect(() => {
    if (open && !defaultOpen) panel.current?.focus();
  }, [open, defaultOpen]);

  // While open: a press outside closes it, leaving focus where the press put it; Escape closes it
  // and gives focus back to the bell; focus leaving the bell and panel (Tab) closes it too.
  useEffect(() => {
    const element = wrapper.current;
    if (!open || !element) return;
    const document = element.ownerDocument;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !element.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Stops here, so a dialog or drawer around the header stays open.
      event.stopPropagation();
      setOpen(false);
      bell.current?.focus();
    };
    const closeOnLeave = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    element.addEventListener("keydown", closeOnEscape);
    element.addEventListener("focusout", closeOnLeave);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      element.removeEventListener("keydown", closeOnEscape);
      element.removeEventListener("focusout", closeOnLeave);
    };
  }, [open]);

  const notifications = inbox?.notifications ?? [];

  return (
    <div ref={wrapper} className={cn("lg:relative", className)}>
      <NotificationBell
        ref={bell}
        unreadCount={unreadCount}
        expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open) {
            setOpenedAt(now ?? Date.now());
            onOpen?.();
          }
          setOpen(!open);
        }}
      />
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          className="absolute top-full inset-e-4 inset-s-4 z-50 mt-1 flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg outline-none sm:inset-s-auto sm:w-96 lg:inset-e-0"
        >
          <div className="flex min-h-12 items-center justify-between gap-2 border-b border-gray-200 py-2 pe-2 ps-4">
            <h2 id={headingId} className="text-base font-semibold text-gray-900">
              {text.heading}
            </h2>
            {unreadCount > 0 ? (
              <Button
                variant="ghostBrand"
                size="sm"
                onClick={() => {
                  onMarkAllRead();
                  // The button goes once nothing is unread: focus stays in the panel.
                  panel.current?.focus();
                }}
              >
                {text.markAllRead}
              </Button>
            ) : null}
          </div>
          <div className="overflow-y-auto">
            {loading ? (
              <NotificationListSkeleton />
            ) : error ? (
              <NotificationListError onRetry={onRetry} />
            ) : notifications.length === 0 ? (
              <NotificationListEmpty />
            ) : (
              <ul className="divide-y divide-gray-100">
                {notifications.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem
                      notification={notification}
                      now={openedAt}
                      onOpen={(opened) => {
                        onOpenNotification(opened);
                        setOpen(false);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
