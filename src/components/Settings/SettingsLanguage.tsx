import { useId, type ReactNode } from "react";
import { languageSwitchText as text } from "../LanguageSwitch/LanguageSwitch.text";

/** docs/languages.md § The language switch: Settings' section around the switch it is given. */
export function SettingsLanguage({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {text.settingsHeading}
      </h2>
      <p className="text-sm text-gray-600">{text.settingsHint}</p>
      {children}
    </section>
  );
}
