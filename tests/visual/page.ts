/** A rectangle in viewport pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const FREEZE_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
/* The search box's placeholder rotates every 2 s (docs/product.md § Search box): which term shows is timing. */
input[type="search"]::placeholder { color: transparent !important; }
`;

/** Stops every animation and transition at its end state and hides carets; returns the undo. */
export function freezeMotion(doc: Document): () => void {
  const style = doc.createElement("style");
  style.dataset.visualRegression = "freeze";
  style.textContent = FREEZE_CSS;
  doc.head.append(style);
  return () => style.remove();
}

/**
 * The origin the baselines show (Vitest's default browser port): links drawn from the page's
 * origin, like a shared cart's, would otherwise change with the port, which Vitest moves when
 * 63315 is taken.
 */
const SHOT_ORIGIN = "http://localhost:63315";

/** Shows SHOT_ORIGIN where the page's own origin is written, in fields and text; returns the undo. */
export function pinOrigin(doc: Document): () => void {
  const origin = (doc.defaultView ?? window).location.origin;
  if (origin === SHOT_ORIGIN) return () => undefined;
  const restores: (() => void)[] = [];
  for (const field of doc.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "input, textarea",
  )) {
    const value = field.value;
    if (!value.includes(origin)) continue;
    field.value = value.replaceAll(origin, SHOT_ORIGIN);
    restores.push(() => (field.value = value));
  }
  const texts = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const text = node.textContent ?? "";
    if (!text.includes(origin)) continue;
    const textNode = node;
    textNode.textContent = text.replaceAll(origin, SHOT_ORIGIN);
    restores.push(() => (textNode.textContent = text));
  }
  return () => restores.forEach((restore) => restore());
}

const IMAGE_WAIT_MS = 3000;

const MOTION_WAIT_MS = 3000;
const MOTION_SAMPLE_MS = 50;

/** The transforms set from script (carousels' tracks), which the frozen CSS cannot stop. */
function scriptedTransforms(doc: Document): string {
  return [...doc.body.querySelectorAll<HTMLElement>("[style*='transform']")]
    .map((element) => element.style.transform)
    .join("|");
}

/**
 * Waits until no scripted transform moves between two samples: a carousel (embla) eases its
 * track frame by frame after a click, and a picture taken before it rests shows the slides a
 * fraction of a pixel apart from run to run. Bounded, like the image wait.
 */
async function scriptedMotionEnded(doc: Document) {
  // performance.now, since Date is held at the mock epoch during a story.
  const deadline = performance.now() + MOTION_WAIT_MS;
  let last = scriptedTransforms(doc);
  // Most stories have no carousel: no sampling, which would cost every shot's every resize.
  if (!last) return;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, MOTION_SAMPLE_MS));
    const now = scriptedTransforms(doc);
    if (now === last) return;
    last = now;
  }
}

/** How many times settling starts over because the page drew new elements meanwhile. */
const SETTLE_ROUNDS = 4;

/**
 * Waits for web fonts, images in view, scripted motion to end and two frames of layout after
 * the last change. A resize can bring a section near the screen, which then draws its cards a
 * task or two later (useNearViewport): while settling adds elements, it starts over, so their
 * images are waited for too. Bounded, like each wait inside it.
 */
export async function settle(doc: Document) {
  let drewElements = false;
  const observer = new MutationObserver((records) => {
    drewElements ||= records.some((record) =>
      [...record.addedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE),
    );
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  try {
    for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
      drewElements = false;
      await settleOnce(doc);
      if (!drewElements) return;
    }
  } finally {
    observer.disconnect();
  }
}

async function settleOnce(doc: Document) {
  await scriptedMotionEnded(doc);
  await doc.fonts.ready;
  // A lazy image inside something not displayed (a closed panel) never loads either, and costs
  // the whole bound. Skipping it (checkVisibility) took OrderRoute's stories from 68 s to 30 s,
  // but it also took away the pause that let stories whose play ends before their data lands
  // (SearchRoute › RecentSearchLeadsToItsResults) draw it: each such play must wait for its data
  // first, and then this wait can go.
  const images = [...doc.images].filter((image) => !image.complete);
  // A lazy image outside the viewport never loads: the wait is bounded, not a failure.
  const loaded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]);
  await intersectionsDelivered(doc);
  await nextFrame(doc);
  await nextFrame(doc);
}

/**
 * Resolves once the page's IntersectionObservers have been told about the layout as it is now.
 * A section drawn as it nears the screen (useNearViewport) hears of a resize only in the task
 * after the next rendering step; under load that came after the two frames below, and the shot
 * caught its placeholder row, 5 px shorter than its cards. The browser calls every observer in
 * the order they were made, so a fresh observer's first call comes after every older one's.
 */
function intersectionsDelivered(doc: Document) {
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.documentElement);
  });
}

function nextFrame(doc: Document) {
  return new Promise((resolve) => (doc.defaultView ?? window).requestAnimationFrame(resolve));
}

/** Room around the content for focus rings and shadows, which lie outside the boxes. */
const MARGIN = 16;
/** A story that draws nothing still gets a (blank) picture, so drawing something shows up. */
const EMPTY: Box = { left: 0, top: 0, width: 2 * MARGIN, height: 2 * MARGIN };

/** Elements that draw themselves whatever their style says. */
const REPLACED = new Set([
  "IMG",
  "SVG",
  "CANVAS",
  "VIDEO",
  "IFRAME",
  "INPUT",
  "SELECT",
  "TEXTAREA",
  "HR",
]);

/** Whether the element paints its own box: a background, a border, a shadow or an outline. */
function paintsBox(style: CSSStyleDeclaration): boolean {
  // Chromium computes transparent as rgba(…, 0), and colours with alpha as oklab(… / 0).
  const visible = (color: string) => !/^transparent$|[,/]\s*0\)$/.test(color);
  return (
    visible(style.backgroundColor) ||
    style.backgroundImage !== "none" ||
    style.boxShadow !== "none" ||
    (parseFloat(style.outlineWidth) > 0 && style.outlineStyle !== "none") ||
    (["Top", "Right", "Bottom", "Left"] as const).some(
      (side) =>
        parseFloat(style[`border${side}Width`]) > 0 &&
        style[`border${side}Style`] !== "none" &&
        visible(style[`border${side}Color`]),
    )
  );
}

/**
 * The area the story paints: the union of its text, images, controls and of every box with a
 * background, border or shadow, portals (dialogs, menus, toasts) included, widened by a margin
 * and kept inside the viewport. Wrappers that paint nothing (the story's full-width container)
 * do not count, so a button is cropped to the button.
 */
export function contentBox(doc: Document): Box {
  const view = doc.defaultView ?? window;
  const rects: DOMRect[] = [];
  for (const element of doc.body.querySelectorAll("*")) {
    const style = view.getComputedStyle(element);
    if (style.visibility === "hidden" || style.opacity === "0") continue;
    if (REPLACED.has(element.tagName.toUpperCase()) || paintsBox(style)) {
      rects.push(element.getBoundingClientRect());
    }
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = doc.createRange();
      range.selectNodeContents(node);
      rects.push(...range.getClientRects());
    }
  }
  const painted = rects.filter((rect) => rect.width > 0 && rect.height > 0);
  if (painted.length === 0) return EMPTY;
  const left = painted.reduce((min, rect) => Math.min(min, rect.left), Infinity);
  const top = painted.reduce((min, rect) => Math.min(min, rect.top), Infinity);
  const right = painted.reduce((max, rect) => Math.max(max, rect.right), -Infinity);
  const bottom = painted.reduce((max, rect) => Math.max(max, rect.bottom), -Infinity);
  const x = Math.max(0, Math.floor(left) - MARGIN);
  const y = Math.max(0, Math.floor(top) - MARGIN);
  return {
    left: x,
    top: y,
    width: Math.min(view.innerWidth, Math.ceil(right) + MARGIN) - x,
    height: Math.min(view.innerHeight, Math.ceil(bottom) + MARGIN) - y,
  };
}
