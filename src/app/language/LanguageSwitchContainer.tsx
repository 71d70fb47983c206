import {
  LanguageSwitch,
  type LanguageSwitchProps,
} from "@/components/LanguageSwitch/LanguageSwitch";
import { useLanguage } from "./LanguageProvider";

/** The language switch wired to the shopper's language (the header's, and Settings'). */
export function LanguageSwitchContainer(props: Pick<LanguageSwitchProps, "variant" | "className">) {
  const { locale, changing, changeLanguage } = useLanguage();
  return <LanguageSwitch {...props} value={locale} pending={changing} onChange={changeLanguage} />;
}
