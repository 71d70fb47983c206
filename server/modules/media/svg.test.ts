import { describe, expect, it } from "vitest";
import {
  escapeXml,
  renderBannerSvg,
  renderCategorySvg,
  renderInitialsSvg,
  renderFlagSvg,
  renderProductSvg,
  renderTagSvg,
  wrapText,
} from "./svg";

/**
 * A minimal well-formedness check: balanced elements, quoted attributes and only the five XML
 * entities, which is all these generated images use.
 */
function expectWellFormed(xml: string): void {
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g;
  const badEntity = /&(?!(?:amp|lt|gt|quot|apos);)/;
  const stack: string[] = [];
  let position = 0;
  let roots = 0;
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    expect(
      match.index,
      `unexpected markup at ${position}: ${xml.slice(position, position + 40)}`,
    ).toBe(position);
    position = token.lastIndex;
    const [, closing, name, attributes, selfClosing, text] = match;
    if (text !== undefined) {
      expect(text).not.toMatch(badEntity);
      expect(stack.length, "text outside the root element").toBeGreaterThan(0);
      continue;
    }
    expect(attributes ?? "").not.toMatch(badEntity);
    if (closing) {
      expect(stack.pop()).toBe(name);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name ?? "");
    } else if (stack.length === 0) {
      roots += 1;
    }
  }
  expect(position, "unparsed trailing markup").toBe(xml.length);
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

const tricky = `Tom & Jerry's <Best> "Masala" Mix`;
const long =
  "Shan Premium Export Quality Special Bombay Biryani Masala Family Pack with Extra Long Name 100 g (Pack of 12)";

const renderers: [string, (text: string) => string][] = [
  ["product", (text) => renderProductSvg(text)],
  ["product variant 4", (text) => renderProductSvg(text, 4)],
  ["category", renderCategorySvg],
  ["ethnicity", renderInitialsSvg],
  ["flag", renderFlagSvg],
  ["banner", (text) => renderBannerSvg(text, `Now $3.49 & more`)],
  ["tag", renderTagSvg],
];

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&apos;");
    expect(escapeXml("K&N's")).toBe("K&amp;N&apos;s");
  });
});

describe("wrapText", () => {
  it("wraps words onto lines of the given width", () => {
    expect(wrapText("Aashirvaad Whole Wheat Atta 20 lb", 16, 3)).toEqual([
      "Aashirvaad Whole",
      "Wheat Atta 20 lb",
    ]);
  });

  it("cuts to the line limit with an ellipsis and clips over-long words", () => {
    const lines = wrapText(long, 20, 3);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
    expect(lines[2]?.endsWith("…")).toBe(true);
    expect(wrapText("Supercalifragilisticexpialidocious", 10, 2)).toEqual(["Supercali…"]);
    expect(wrapText("   ", 10, 2)).toEqual([]);
  });
});

describe.each(renderers)("%s image", (_kind, render) => {
  it("is a well-formed SVG with the text escaped", () => {
    const out = render(tricky);
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expectWellFormed(out);
    expect(out).not.toContain("<Best>");
    expect(out).not.toMatch(/Tom & /);
  });

  it("is deterministic and under 3 KB even for long names", () => {
    expect(render(long)).toBe(render(long));
    expectWellFormed(render(long));
    expect(Buffer.byteLength(render(long))).toBeLessThan(3 * 1024);
  });
});

describe("renderers", () => {
  it("writes the escaped name into product images", () => {
    const out = renderProductSvg("K&N's Chicken Nuggets 1 lb");
    expect(out).toContain("K&amp;N&apos;s Chicken Nuggets");
    expect(out).toContain('aria-label="K&amp;N&apos;s Chicken Nuggets 1 lb"');
  });

  it("varies a product's gallery images and its colours by name", () => {
    expect(renderProductSvg("Tapal Danedar Tea", 1)).not.toBe(
      renderProductSvg("Tapal Danedar Tea", 2),
    );
    expect(renderProductSvg("Tapal Danedar Tea")).not.toBe(renderProductSvg("Shan Biryani Masala"));
  });

  it("shows initials on ethnicity icons and the code on flags", () => {
    expect(renderInitialsSvg("Sri Lanka")).toContain(">SL</text>");
    expect(renderInitialsSvg("Pakistan")).toContain(">PA</text>");
    expect(renderFlagSvg("PK")).toContain(">PK</text>");
  });

  it("draws a 1200×400 banner", () => {
    expect(renderBannerSvg("Basmati Rice", "Stock up")).toContain('viewBox="0 0 1200 400"');
  });
});
