/**
 * What a Docs page shows once it has settled, read in the page (each function here runs there,
 * so each is self-contained). A Docs page is `iframe.html?viewMode=docs`; its stories render
 * inline, or each in a frame of its own (`docs.story.inline: false`, the States pages).
 */

/** Story frames in the page, each a whole preview of its own: the functions' argument. */
export const STORY_FRAMES = '#storybook-docs iframe[src*="iframe.html"]';

/**
 * The story frames that have not finished rendering yet, by story id, among the page's first
 * `count` frames. The first of them is scrolled to, as a reader would:
 * Storybook's frames load lazily, near the window.
 */
export function framesStillRendering([selector, count]: readonly [string, number]): string[] {
  const done = new Set(["finished", "errored", "aborted"]);
  const frames = [...document.querySelectorAll<HTMLIFrameElement>(selector)];
  const pending = frames.slice(0, count).filter((frame) => {
    const preview = (frame.contentWindow as (Window & { __STORYBOOK_PREVIEW__?: unknown }) | null)
      ?.__STORYBOOK_PREVIEW__ as { currentRender?: { phase?: string } } | undefined;
    return !done.has(preview?.currentRender?.phase ?? "");
  });
  pending[0]?.scrollIntoView({ block: "center" });
  return pending.map((frame) => new URL(frame.src).searchParams.get("id") ?? frame.src);
}

/** The channel events each story frame saw (channel.ts keeps them in the frame), by story id. */
export function storyFrameEvents([selector, record]: readonly [string, string]): {
  storyId: string;
  events: unknown[];
}[] {
  return [...document.querySelectorAll<HTMLIFrameElement>(selector)].map((frame) => ({
    storyId: new URL(frame.src).searchParams.get("id") ?? frame.src,
    events: ((frame.contentWindow as unknown as Record<string, unknown[]> | null)?.[record] ??
      []) as unknown[],
  }));
}

/** Everything wrong with the settled page that a designer would see, in words. */
export function docsPageProblems(selector: string): string[] {
  const problems: string[] = [];
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== "hidden";
  };
  const errorShown = (doc: Document) => {
    const display = doc.querySelector<HTMLElement>(".sb-errordisplay");
    return display && shown(display) ? display.innerText.trim().slice(0, 300) : null;
  };

  const error = errorShown(document);
  if (error) problems.push(`Storybook shows an error: ${error}`);

  // What an open modal does to the page around it (Radix: react-remove-scroll and aria-hidden).
  const { body, documentElement: html } = document;
  for (const element of [html, body]) {
    if (getComputedStyle(element).overflowY === "hidden") {
      problems.push(`the page is locked: <${element.localName}> has overflow hidden`);
    }
  }
  if (body.hasAttribute("data-scroll-locked")) {
    problems.push("the page is locked: <body> has data-scroll-locked (a modal's scroll lock)");
  }
  if (getComputedStyle(body).pointerEvents === "none") {
    problems.push("the page is locked: <body> has pointer-events none");
  }
  const docsRoot = document.getElementById("storybook-docs");
  for (let element = docsRoot; element && element !== html; element = element.parentElement) {
    const hidden = ["aria-hidden", "data-aria-hidden", "inert"].filter(
      (name) => element.hasAttribute(name) && element.getAttribute(name) !== "false",
    );
    if (hidden.length) {
      problems.push(`the Docs are hidden from the reader: <${element.localName}> has ${hidden}`);
    }
  }
  if (html.scrollHeight > window.innerHeight + 1) {
    window.scrollTo(0, html.scrollHeight);
    if (window.scrollY === 0) problems.push("the page is taller than the window but cannot scroll");
    window.scrollTo(0, 0);
  }

  const describe = (element: Element) => {
    const role = element.getAttribute("role");
    const words = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
    return `<${element.localName}${role ? ` role="${role}"` : ""}> "${words}"`;
  };
  // A story whose preview stays blank is blank by design (a section left out without data,
  // a dialog its play closed); one drawn fixed to the window lies over the page instead.
  const fixedContent = (elements: Element[]) =>
    elements.find((element) => getComputedStyle(element).position === "fixed" && shown(element));

  for (const story of document.querySelectorAll<HTMLElement>(".docs-story .sb-story")) {
    if (story.querySelector("iframe")) continue;
    const name = story.id.replace(/^story--(.*?)(--primary)?$/, (_, id, primary) =>
      primary ? `${id} (the primary story, at the top)` : id,
    );
    const fixed = fixedContent([...story.querySelectorAll("*")]);
    if (fixed) {
      problems.push(
        `the preview of ${name} is empty: the story is drawn fixed to the window, over the ` +
          `page: ${describe(fixed)}`,
      );
    }
  }

  // What a story put in <body> (a modal's or a popover's portal, a toast) covers the Docs, and
  // leaves its own preview empty.
  const storybookOwn = (element: Element) =>
    element.matches(
      ".sb-wrapper, #storybook-root, #storybook-docs, #storybook-highlights-root, script",
    );
  const outside = [...body.children].filter(
    (element) => !storybookOwn(element) && [element, ...element.querySelectorAll("*")].some(shown),
  );
  if (outside.length) {
    problems.push(`a story drew over the Docs, outside any preview: ${outside.map(describe)}`);
  }

  for (const frame of document.querySelectorAll<HTMLIFrameElement>(selector)) {
    const name = new URL(frame.src).searchParams.get("id") ?? frame.src;
    const doc = frame.contentDocument;
    const view = frame.contentWindow;
    if (!doc || !view) {
      problems.push(`the frame of ${name} has no document`);
      continue;
    }
    const frameError = errorShown(doc);
    if (frameError) problems.push(`the frame of ${name} shows an error: ${frameError}`);
    // A dialog must fit its frame (stories/support/docsFrames.ts sets the frames' height).
    for (const dialog of doc.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (!shown(dialog)) continue;
      const box = dialog.getBoundingClientRect();
      const fits =
        box.top >= -1 &&
        box.left >= -1 &&
        box.bottom <= view.innerHeight + 1 &&
        box.right <= view.innerWidth + 1;
      if (!fits) {
        problems.push(
          `a dialog in the frame of ${name} does not fit it: ${Math.round(box.width)}×` +
            `${Math.round(box.height)} at (${Math.round(box.left)}, ${Math.round(box.top)}) ` +
            `in ${view.innerWidth}×${view.innerHeight}`,
        );
      }
    }
  }
  return problems;
}
