import { expect, within } from "storybook/test";
import { localeDirection, type Locale } from "@/i18n/locales";
import { BEHAVIOUR_TAG, behaviourOnly } from "./chromatic";
import { docsInFrames } from "./docsFrames";

/**
 * The languages a screen has a picture of (docs/languages.md): Urdu for right to left, Hindi for
 * another script. Bengali and Arabic are checked by their play and axe, not snapshotted by
 * Chromatic.
 */
const SNAPSHOTTED: ReadonlySet<Locale> = new Set(["ur", "hi"]);

/** What a language story of a screen looks for once the screen is drawn. */
export interface LanguageCheck {
  /** Brings the screen to the state pictured (waits for it, opens a drawer), and returns where to look. */
  show: (canvasElement: HTMLElement) => Promise<HTMLElement>;
  /** A word the shopper sees there, read from its text object: the story's language's at run time. */
  word: () => string;
  /** The same word in English, which a translated screen does not show. */
  english: string;
}

/**
 * A screen's story drawn in `locale` (`parameters.locale`, loaded by the preview before drawing):
 * the base story's set-up (args, globals, msw, route, seeding) as it is, and a play that checks
 * `<html lang dir>` and that a translated word is on screen instead of its English.
 */
export function inLanguage<S extends { parameters?: object; tags?: string[] }>(
  locale: Locale,
  base: S,
  { show, word, english }: LanguageCheck,
) {
  const snapshotted = SNAPSHOTTED.has(locale);
  return {
    ...base,
    tags: snapshotted ? base.tags : [...(base.tags ?? []), BEHAVIOUR_TAG],
    parameters: {
      ...base.parameters,
      locale,
      docs: docsInFrames,
      ...(snapshotted ? {} : { chromatic: behaviourOnly }),
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const area = await show(canvasElement);
      const html = document.documentElement;
      await expect(html).toHaveAttribute("lang", locale);
      await expect(html).toHaveAttribute("dir", localeDirection(locale));
      await expect(word()).not.toBe(english);
      const [shown] = await within(area).findAllByText(word());
      await expect(shown).toBeVisible();
    },
  };
}
