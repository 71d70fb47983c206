import { PackageCheck, ReceiptText, Replace, Truck, type LucideIcon } from "lucide-react";
import type { InboxNotification, NotificationKind } from "@/api/types";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { Button } from "../ui/Button";
import { Link } from "../ui/Link";
import { Skeleton } from "../ui/Skeleton";
import { notificationInboxText as text } from "./NotificationInbox.text";
import { notificationAge, notificationDate } from "./notificationTime";

const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  RESTOCK: PackageCheck,
  ORDER_STATUS: Truck,
  REPLACEMENT: Replace,
  REFUND: ReceiptText,
};

/** A restock links to its product, the others to their order; a message with neither to nothing. */
function hrefOf({ productId, orderUuid }: InboxNotification): string | null {
  if (productId !== null) return paths.productDetail(productId);
  if (orderUuid !== null) return paths.order(orderUuid);
  return null;
}

export function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: InboxNotification;
  /** The clock the ages are read against (ms since the epoch). */
  now: number;
  onOpen: (notification: InboxNotification) => void;
}) {
  const { kind, title, body, createdAt, isRead } = notification;
  const Icon = KIND_ICONS[kind];
  const href = hrefOf(notification);
  const content = (
    <>
      <span
        className={cn(
          "flex size-9 shrink-0 items-center justify-center rounded-full",
          isRead ? "bg-gray-100 text-gray-600" : "bg-brand-100 text-brand-800",
        )}
      >
        <Icon aria-hidden className="size-4.5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn("text-sm text-gray-900", isRead ? "font-medium" : "font-semibold")}>
          {isRead ? null : <span className="sr-only">{text.unread} </span>}
          {title}
        </span>
        <span className="text-sm text-gray-700">{body}</span>
        <time
          dateTime={createdAt}
          title={notificationDate(createdAt)}
          className="text-xs text-gray-600"
        >
          {notificationAge(createdAt, now)}
        </time>
      </span>
      {isRead ? null : (
        <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" />
      )}
    </>
  );
  const className = cn("flex gap-3 px-4 py-3 text-start", isRead ? "bg-white" : "bg-brand-50");
  return href === null ? (
    <div className={className}>{content}</div>
  ) : (
    <Link
      href={href}
      onClick={() => onOpen(notification)}
      className={cn(className, "hover:bg-gray-100")}
    >
      {content}
    </Link>
  );
}

export function NotificationListSkeleton() {
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton rounded="full" className="size-9 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function NotificationListEmpty() {
  return (
    <div className="flex flex-col items-center gap-1 px-6 py-8 text-center">
      <p className="text-base font-semibold text-gray-900">{text.emptyTitle}</p>
      <p className="text-sm text-gray-700">{text.emptyBody}</p>
    </div>
  );
}

export function NotificationListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-8 text-center">
      <p className="text-sm text-gray-800">{text.error}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {text.retry}
      </Button>
    </div>
  );
}
