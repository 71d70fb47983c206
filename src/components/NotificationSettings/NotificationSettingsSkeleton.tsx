import { Skeleton } from "../ui/Skeleton";
import { notificationSettingsText as text } from "./NotificationSettings.text";

/** The three groups' shape while the settings load; the words are for screen readers. */
export function NotificationSettingsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{text.loading}</span>
      {[3, 3, 1].map((rows, group) => (
        <div key={group} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
          <Skeleton className="h-5 w-48" />
          <div className="mt-3 flex flex-col gap-4">
            {Array.from({ length: rows }, (_, row) => (
              <div key={row} className="flex items-center justify-between">
                <Skeleton className="h-4 w-32" />
                <Skeleton rounded="full" className="h-6 w-11" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
