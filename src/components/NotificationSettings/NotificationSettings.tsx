import type { NotificationSettings as Settings } from "@/api/types";
import { LoadFailed } from "../ui/ListStatus";
import { NotificationSettingsGroup } from "./NotificationSettingsGroup";
import { NotificationSettingsSkeleton } from "./NotificationSettingsSkeleton";
import { notificationSettingsText as text } from "./NotificationSettings.text";
import { BackLink } from "../ui/BackLink";

/** The settings a shopper may switch; order push notifications are fixed on (docs/product.md § Notifications). */
export type SwitchableNotification = Exclude<keyof Settings, "orderPushNotifications">;

export type NotificationSettingsState =
  { status: "loading" } | { status: "error" } | { status: "ready"; settings: Settings };

export interface NotificationSettingsProps {
  state: NotificationSettingsState;
  /** The settings page, where the back link leads. */
  backHref: string;
  onToggle: (name: SwitchableNotification, checked: boolean) => void;
  onRetry: () => void;
}

/** /notifications: what the shopper hears about, by kind and channel. The heading always shows. */
export function NotificationSettings({
  state,
  backHref,
  onToggle,
  onRetry,
}: NotificationSettingsProps) {
  return (
    <div className="flex w-full max-w-2xl flex-col gap-4">
      <BackLink href={backHref}>{text.back}</BackLink>
      <h1 className="text-2xl font-semibold">{text.title}</h1>
      {state.status === "loading" ? <NotificationSettingsSkeleton /> : null}
      {state.status === "error" ? (
        <LoadFailed description={text.loadFailed} retryLabel={text.retry} onRetry={onRetry} />
      ) : null}
      {state.status === "ready" ? <Groups settings={state.settings} onToggle={onToggle} /> : null}
    </div>
  );
}

function Groups({
  settings,
  onToggle,
}: {
  settings: Settings;
  onToggle: NotificationSettingsProps["onToggle"];
}) {
  const row = (name: SwitchableNotification, label: string) => ({
    name,
    label,
    checked: settings[name],
    onCheckedChange: (checked: boolean) => onToggle(name, checked),
  });
  return (
    <>
      <NotificationSettingsGroup
        title={text.promotions.title}
        rows={[
          row("promotionsEmailNotifications", text.channels.email),
          row("promotionsPushNotifications", text.channels.push),
          row("promotionsSmsNotifications", text.channels.sms),
        ]}
      />
      <NotificationSettingsGroup
        title={text.personalized.title}
        description={text.personalized.description}
        rows={[
          row("personalizedEmailNotifications", text.channels.email),
          row("personalizedPushNotifications", text.channels.push),
          row("personalizedSmsNotifications", text.channels.sms),
        ]}
      />
      <NotificationSettingsGroup
        title={text.order.title}
        rows={[
          {
            name: "orderPushNotifications",
            label: text.channels.push,
            checked: settings.orderPushNotifications,
          },
        ]}
        note={text.order.note}
      />
    </>
  );
}
