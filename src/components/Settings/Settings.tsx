import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../ui/Button";
import { settingsText as text } from "./Settings.text";
import { SettingsLanguage } from "./SettingsLanguage";
import { SettingsLinks, type SettingsLinksHrefs } from "./SettingsLinks";
import { SettingsProfile, type SettingsProfileValues } from "./SettingsProfile";

export interface SettingsProps {
  profile: SettingsProfileValues;
  hrefs: SettingsLinksHrefs;
  /** Opens the update-profile dialog. */
  onEditProfile: () => void;
  /** Opens the confirmation before the account is deleted. */
  onDeleteAccount: () => void;
  /** The "Always show only" section (ShoppingPreferences), wired by the route. */
  shoppingPreferences?: ReactNode;
  /** The language switch (LanguageSwitchContainer), in its own section. */
  language?: ReactNode;
}

/** docs/product.md § Settings, /setting: the profile, links to the other account pages and Delete Account. */
export function Settings({
  profile,
  hrefs,
  onEditProfile,
  onDeleteAccount,
  shoppingPreferences,
  language,
}: SettingsProps) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-gray-900">{text.title}</h1>
      <SettingsProfile profile={profile} onEdit={onEditProfile} />
      <SettingsLinks hrefs={hrefs} />
      {language ? <SettingsLanguage>{language}</SettingsLanguage> : null}
      {shoppingPreferences}
      <div>
        <Button variant="outlineDanger" onClick={onDeleteAccount}>
          <Trash2 aria-hidden className="size-4" />
          {text.deleteAccount}
        </Button>
      </div>
    </div>
  );
}
