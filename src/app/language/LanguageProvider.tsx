import { DirectionProvider } from "@radix-ui/react-direction";
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { languageSwitchText } from "@/components/LanguageSwitch/LanguageSwitch.text";
import { activeLocale } from "@/i18n/translation";
import { LOCALE_COOKIE, localeDirection, type Locale } from "@/i18n/locales";
import { writeServerCookie } from "@/lib/serverCookies";
import { notify } from "../toast";
import { enterLanguage } from "./enterLanguage";

/** A year: the language is a lasting choice, like the location. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

interface LanguageState {
  locale: Locale;
  /** True while a newly picked language loads. */
  changing: boolean;
  changeLanguage: (locale: Locale) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/**
 * The shopper's language. The page starts in the one it was drawn in (src/app/startApp.tsx loads
 * it first); a change loads the new catalogue, remembers it in a cookie so the server draws the
 * next page in it, and draws the app again in it. The words are read at render time
 * (src/i18n/defineText.ts), so the app's tree is drawn anew under a new key; the answers already
 * loaded stay, as they sit above it.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(activeLocale);
  const [changing, setChanging] = useState(false);

  const changeLanguage = useCallback((next: Locale) => {
    setChanging(true);
    enterLanguage(next, { waitForFonts: true })
      .then(() => {
        writeServerCookie(LOCALE_COOKIE, next, LOCALE_COOKIE_MAX_AGE_S);
        setLocale(next);
      })
      .catch((error: unknown) => {
        console.error("Loading the language failed", error);
        notify.error(languageSwitchText.loadFailed);
      })
      .finally(() => setChanging(false));
  }, []);

  const state = useMemo(
    () => ({ locale, changing, changeLanguage }),
    [locale, changing, changeLanguage],
  );
  return (
    <LanguageContext.Provider value={state}>
      <DirectionProvider dir={localeDirection(locale)}>
        <Fragment key={locale}>{children}</Fragment>
      </DirectionProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error("useLanguage needs a LanguageProvider");
  return state;
}
