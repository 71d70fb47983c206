import type { Locale } from "@/i18n/locales";
import { loadOnce } from "@/lib/loadOnce";
import {
  LOCALE_SCRIPTS,
  SCRIPT_FONTS,
  unicodeRange,
  weightRange,
  type Script,
} from "../../../shared/scriptFonts";

/**
 * Each script's cut font (shared/scriptFonts.ts), fetched only for the languages written in it:
 * English stays with Inter alone.
 */
const FONT_FILES: Record<Script, () => Promise<{ default: string }>> = {
  arabic: () => import("@/assets/fonts/noto-naskh-arabic-arabic.woff2?url"),
  devanagari: () => import("@/assets/fonts/noto-sans-devanagari-devanagari.woff2?url"),
  bengali: () => import("@/assets/fonts/noto-sans-bengali-bengali.woff2?url"),
};

const unquoted = (family: string) => family.replace(/^["']|["']$/g, "");

/**
 * The page's own rule for the family: a page the server drew in the language declares its font in
 * its head (server/http/localeFonts.ts), so its letters paint in it from the start.
 */
function declaredFace(family: string): FontFace | undefined {
  return [...document.fonts].find((face) => unquoted(face.family) === family);
}

/**
 * Has the script's font ready, the page's own rule's or, on a page drawn in another language, one
 * added in a single step (the CSS Font Loading API): the page is laid out again once, with the font
 * at hand. Urdu and Arabic share one font, loaded once.
 */
const loadFont = loadOnce(async (script: Script) => {
  const font = SCRIPT_FONTS[script];
  const declared = declaredFace(font.family);
  if (declared) {
    await declared.load();
    return;
  }
  const { default: url } = await FONT_FILES[script]();
  const face = new FontFace(font.family, `url(${url}) format("woff2")`, {
    weight: weightRange(font),
    style: "normal",
    unicodeRange: unicodeRange(font),
    display: "swap",
  });
  document.fonts.add(await face.load());
});

export function loadLocaleFonts(locale: Locale): Promise<void> {
  const script = LOCALE_SCRIPTS[locale];
  if (!script || typeof FontFace === "undefined") return Promise.resolve();
  return loadFont(script);
}
