import { useId, type ReactNode } from "react";
import { Switch } from "../ui/Switch";

export interface NotificationSwitchRow {
  /** Stable name of the setting, for React. */
  name: string;
  label: string;
  checked: boolean;
  /** Absent: the setting is fixed (shown read-only). */
  onCheckedChange?: (checked: boolean) => void;
}

export interface NotificationSettingsGroupProps {
  title: string;
  description?: string;
  rows: NotificationSwitchRow[];
  note?: ReactNode;
}

/** One kind of notification: a named region with a labelled switch per channel. */
export function NotificationSettingsGroup({
  title,
  description,
  rows,
  note,
}: NotificationSettingsGroupProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      <ul className="mt-3 divide-y divide-gray-100">
        {rows.map((row) => (
          <li key={row.name} className="flex items-center justify-between gap-4 py-3">
            <label htmlFor={`${id}-${row.name}`} className="text-sm">
              {row.label}
            </label>
            <Switch
              id={`${id}-${row.name}`}
              checked={row.checked}
              readOnly={!row.onCheckedChange}
              onCheckedChange={row.onCheckedChange}
            />
          </li>
        ))}
      </ul>
      {note ? <p className="mt-2 text-xs text-gray-600">{note}</p> : null}
    </section>
  );
}
