import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

declare global {
  interface Window {
    axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
  }
}

/** Resolves once no toast is sliding in or out: axe would read its colours half-faded. */
async function toastsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return animation.playState !== "running" || !target?.closest(".Toastify");
    }),
  );
}

async function violationsOf(page: Page) {
  await toastsSettled(page);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map((node) => node.target.join(" ")),
    }));
  });
}

/**
 * The page as it stands has no WCAG 2.1 A or AA violation that axe can find. A toast that starts
 * to slide in while axe reads the page is read again once it has settled; a real violation stays.
 */
export async function expectAccessible(page: Page) {
  await page.addScriptTag({ path: axeSource });
  let violations = await violationsOf(page);
  for (let attempt = 0; attempt < 2 && violations.length > 0; attempt += 1) {
    await page.waitForTimeout(1000);
    violations = await violationsOf(page);
  }
  expect(violations, "axe violations").toEqual([]);
}
