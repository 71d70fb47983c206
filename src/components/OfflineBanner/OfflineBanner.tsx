import { TriangleAlert } from "lucide-react";
import { offlineBannerText as text } from "./OfflineBanner.text";

export interface OfflineBannerProps {
  /** True while the device has no network: the banner shows; false leaves its live region empty. */
  offline: boolean;
  className?: string;
}

/**
 * Says that the store is offline, above every page, and what still works. Its live region is on
 * the page before the network goes, so a screen reader announces the banner when it appears.
 */
export function OfflineBanner({ offline, className }: OfflineBannerProps) {
  return (
    <div role="status" aria-live="polite" className={className}>
      {offline ? (
        <p className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{text.title}</strong> {text.body}
          </span>
        </p>
      ) : null}
    </div>
  );
}
