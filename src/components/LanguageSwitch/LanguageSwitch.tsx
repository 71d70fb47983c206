import { Languages } from "lucide-react";
import { useId } from "react";
import { LOCALES, LOCALE_NAMES, type Locale } from "@/i18n/locales";
import { cn } from "@/lib/cn";
import { languageSwitchText as text } from "./LanguageSwitch.text";

export interface LanguageSwitchProps {
  value: Locale;
  /** Raised with the language the shopper picks. */
  onChange: (locale: Locale) => void;
  /** While the picked language loads: the switch stays, but cannot be changed again. */
  pending?: boolean;
  /**
   * `compact` shows an icon and the language's name; `header` too, but on a phone the icon alone
   * (the select lies over it, unseen), leaving the header's row to the search box; `field` shows
   * its label.
   */
  variant?: "compact" | "header" | "field";
  className?: string;
}

/**
 * The store's language: a native select, so every keyboard, screen reader and phone knows it.
 * Each language is named in itself, and marked with its `lang` so a screen reader says it so.
 */
export function LanguageSwitch({
  value,
  onChange,
  pending = false,
  variant = "compact",
  className,
}: LanguageSwitchProps) {
  const id = useId();
  const compact = variant !== "field";
  const iconOnPhone = variant === "header";
  return (
    <div
      className={cn(
        "relative flex items-center gap-1.5",
        iconOnPhone &&
          "max-sm:size-9 max-sm:justify-center max-sm:rounded-md max-sm:border max-sm:border-gray-300 max-sm:bg-white max-sm:has-[select:focus-visible]:outline-2 max-sm:has-[select:focus-visible]:outline-offset-2 max-sm:has-[select:focus-visible]:outline-brand-600",
        className,
      )}
    >
      {compact ? <Languages aria-hidden className="size-4 shrink-0 text-gray-600" /> : null}
      <label htmlFor={id} className={compact ? "sr-only" : "text-sm font-medium text-gray-900"}>
        {text.label}
      </label>
      <select
        id={id}
        value={value}
        disabled={pending}
        aria-busy={pending || undefined}
        onChange={(event) => onChange(event.target.value as Locale)}
        className={cn(
          "rounded-md border border-gray-300 bg-white text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60",
          compact ? "h-9 max-w-28 px-1.5" : "h-10 px-3",
          iconOnPhone && "max-sm:absolute max-sm:inset-0 max-sm:size-full max-sm:opacity-0",
        )}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
