/** A designer's window: the manager's sidebar, toolbar and panel around the preview. */
export const STORYBOOK_VIEWPORT = { width: 1280, height: 800 };

/** Chosen free by scripts/test.mjs; 6106 only for a run by hand. */
export function storybookPort(): number {
  return Number(process.env.STORYBOOK_PORT ?? 6106);
}

/** The built Storybook, set by globalSetup.ts (or by hand, to test a build again). */
export const STATIC_DIR_VARIABLE = "STORYBOOK_STATIC_DIR";
