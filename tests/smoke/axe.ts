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

/** The page as it stands has no WCAG 2.1 A or AA violation that axe can find. */
export async function expectAccessible(page: Page) {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map((node) => node.target.join(" ")),
    }));
  });
  expect(violations, "axe violations").toEqual([]);
}
