/** The tallest picture taken; a longer story is cut there. No story comes near it. */
export const MAX_SHOT_HEIGHT = 8000;

/**
 * The Playwright page that holds Vitest's test iframe. It must be at least as large as the
 * iframe, or Vitest scales the iframe down to fit and every screenshot shrinks with it; the
 * iframe keeps its own viewport, so the room around it costs nothing.
 */
export const HOST_VIEWPORT = { width: 1280, height: MAX_SHOT_HEIGHT };

/** One picture of a story: its baseline's name, the viewport it is taken at, what it frames. */
export interface Shot {
  /** `<story title>/<story name>[-<viewport>]`, the baseline's path under the baselines folder. */
  name: string;
  /** Absent: the story's own viewport (its `globals.viewport`, or Storybook's 1200 × 900). */
  width?: number;
  height?: number;
  /** A screen is shot whole; a component is cropped to what it draws. */
  crop: "page" | "content";
}

/** The screens (routes and app containers) are compared on a phone and on a desktop. */
export const PAGE_VIEWPORTS = [
  { label: "mobile", width: 390, height: 844 },
  { label: "desktop", width: 1280, height: 800 },
] as const;

const SCREEN_TITLES = /^(routes|app)-/;

/**
 * Story ids are `<title>--<name>`, both already lower-case and dashed. The story tests leave out
 * the stories tagged `behaviour` in their file (vitest.config.ts); one tagged at run time by a
 * shared helper (a language checked by its play, stories/support/languageStories.ts) still runs,
 * and ends looking like another story: its phone shot alone shows it still draws.
 */
export function shotsOf(storyId: string, { behaviour = false } = {}): Shot[] {
  const [title, name] = storyId.split("--");
  const base = `${title}/${name}`;
  if (!SCREEN_TITLES.test(storyId)) return [{ name: base, crop: "content" }];
  const viewports = PAGE_VIEWPORTS.filter(({ label }) => !behaviour || label === "mobile");
  return viewports.map(({ label, width, height }) => ({
    name: `${base}-${label}`,
    width,
    height,
    crop: "page",
  }));
}
