import { Pencil } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "../ui/Button";
import { formatPhoneWithCountryCode } from "@/lib/phoneNumber";
import { settingsText as text } from "./Settings.text";

export interface SettingsProfileValues {
  firstName: string | null;
  phone: string | null;
  email: string | null;
}

/** The nickname, phone and email (marked Unverified: nothing checks it), with Update Profile. */
export function SettingsProfile({
  profile,
  onEdit,
}: {
  profile: SettingsProfileValues;
  onEdit: () => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {text.profileHeading}
        </h2>
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden className="size-4" />
          {text.updateProfile}
        </Button>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-8">
        <ProfileRow label={text.nickname} value={profile.firstName} />
        <ProfileRow
          label={text.phone}
          value={profile.phone ? formatPhoneWithCountryCode(profile.phone) : null}
        />
        <ProfileRow
          label={text.email}
          value={profile.email}
          badge={
            profile.email ? (
              <span className="rounded-full bg-warning-100 px-2 py-0.5 text-xs font-semibold text-warning-700">
                {text.unverified}
              </span>
            ) : null
          }
        />
      </dl>
    </section>
  );
}

function ProfileRow({
  label,
  value,
  badge = null,
}: {
  label: string;
  value: string | null;
  badge?: ReactNode;
}) {
  return (
    <div className="contents">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-2 font-medium break-all text-gray-900">
        {/* Isolated, each its own way: a phone number or an email reads left to right. */}
        {value ? (
          <bdi>{value}</bdi>
        ) : (
          <span className="font-normal text-gray-600">{text.notSet}</span>
        )}
        {badge}
      </dd>
    </div>
  );
}
