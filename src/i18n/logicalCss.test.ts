import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * docs/languages.md § Right-to-left: the layout is written in logical CSS only (ms-/me-, ps-/pe-,
 * inset-s-/inset-e-, text-start, border-s, rounded-s…), so Urdu and Arabic get it mirrored from the
 * same stylesheet. This fails, naming the file and the class, when a physical utility or property
 * comes back. A centred element (`left-1/2` with `-translate-x-1/2`) is symmetric and allowed.
 */

const SRC = fileURLToPath(new URL("..", import.meta.url));
const ROOT = join(SRC, "..");

/** Physical utilities, after their variants (`md:`, `hover:`, `[&_ol]:`) and `!` are taken off. */
const PHYSICAL_UTILITIES: readonly RegExp[] = [
  /^-?(?:scroll-)?[mp][lr]-./, // ml-2, -mr-1, pl-4, pr-[3px], scroll-ml-2
  /^-?(?:left|right)-./, // left-0, -right-3, right-1/2
  /^text-(?:left|right)$/,
  /^border-[lr](?:-|$)/, // border-l, border-r-2, border-l-gray-200 (not border-lime-500)
  /^rounded-(?:[lr]|tl|tr|bl|br)(?:-|$)/,
  /^(?:float|clear)-(?:left|right)$/,
  /^(?:origin|bg|object)-(?:top-|bottom-)?(?:left|right)$/,
];

/** Physical CSS properties, in an arbitrary property class or in a stylesheet. */
const PHYSICAL_PROPERTY =
  /(?:^|[\s;{[])((?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?|border-(?:top|bottom)-(?:left|right)-radius|left|right)\s*:|text-align\s*:\s*(?:left|right)\b|float\s*:\s*(?:left|right)\b/;

/** What a class is once its variants and `!` are taken off: `md:hover:!pl-4` is `pl-4`. */
function utilityOf(token: string): string {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) start = index + 1;
  }
  return token.slice(start).replace(/^!|!$/g, "");
}

/** The physical classes of one string (a class list, or any other string of the source). */
function physicalClasses(classes: string): string[] {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const centred = tokens.some((token) => utilityOf(token) === "-translate-x-1/2");
  return tokens.filter((token) => {
    const utility = utilityOf(token);
    if (centred && utility === "left-1/2") return false;
    if (utility.startsWith("[") && PHYSICAL_PROPERTY.test(utility)) return true;
    return PHYSICAL_UTILITIES.some((pattern) => pattern.test(utility));
  });
}

/** Every string of a TypeScript source with its line: literals, JSX attributes, template parts. */
function stringsOf(path: string, source: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push({ line, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `path:line: class` for each physical class of a TypeScript source. */
function offencesInSource(path: string, source: string): string[] {
  return stringsOf(path, source).flatMap(({ line, text }) =>
    physicalClasses(text).map((name) => `${path}:${line}: ${name}`),
  );
}

/** `path:line: what` for each physical property or @apply'd utility of a stylesheet. */
function offencesInStylesheet(path: string, css: string): string[] {
  const blanked = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  return blanked.split("\n").flatMap((text, index) => {
    const where = `${path}:${index + 1}:`;
    const property = PHYSICAL_PROPERTY.exec(text);
    const properties = property ? [`${where} ${property[0].trim()}`] : [];
    const applied = /@apply\s/.test(text)
      ? physicalClasses(text.replace(/.*@apply\s/, "").replace(/;.*/, "")).map(
          (name) => `${where} ${name}`,
        )
      : [];
    return [...properties, ...applied];
  });
}

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name))
    .map((name) => join(SRC, name));
}

describe("logical CSS (docs/languages.md § Right-to-left)", () => {
  it("finds physical classes, with their variants, and lets logical and centred ones be", () => {
    expect(
      physicalClasses(
        "ml-2 -mr-1 md:pl-4 hover:!pr-[3px] left-0 -right-3 text-left border-l border-r-2 rounded-tl-lg rounded-r [&_ol]:pl-5 [margin-left:2px] float-right",
      ),
    ).toEqual([
      "ml-2",
      "-mr-1",
      "md:pl-4",
      "hover:!pr-[3px]",
      "left-0",
      "-right-3",
      "text-left",
      "border-l",
      "border-r-2",
      "rounded-tl-lg",
      "rounded-r",
      "[&_ol]:pl-5",
      "[margin-left:2px]",
      "float-right",
    ]);
    expect(
      physicalClasses(
        "ms-2 -me-1 md:ps-4 pe-[3px] inset-s-0 -inset-e-3 start-0 end-0 text-start border-s rounded-ss-lg border-lime-500 border-red-600 rounded-lg px-4 inset-x-0 rtl:-scale-x-100",
      ),
    ).toEqual([]);
    expect(physicalClasses("fixed top-1/2 left-1/2 -translate-x-1/2")).toEqual([]);
    expect(physicalClasses("absolute left-1/2")).toEqual(["left-1/2"]);
    expect(offencesInSource("x.tsx", 'const a = <p className="mt-1 ml-2" />;')).toEqual([
      "x.tsx:1: ml-2",
    ]);
    expect(offencesInSource("x.tsx", "cn(`flex ${open ? 'pl-3' : 'ps-3'} pr-1`)")).toEqual([
      "x.tsx:1: pl-3",
      "x.tsx:1: pr-1",
    ]);
    expect(
      offencesInStylesheet("a.css", "a {\n  margin-left: 1px;\n  inset-inline-start: 0;\n}"),
    ).toEqual(["a.css:2: margin-left:"]);
    expect(offencesInStylesheet("a.css", "b { @apply pl-2 ms-1; left: 0 }")).toEqual([
      "a.css:1: left:",
      "a.css:1: pl-2",
    ]);
    expect(offencesInStylesheet("a.css", "/* margin-left: 0 */ a { text-align: start }")).toEqual(
      [],
    );
  });

  it("src/**/*.{ts,tsx} use logical utilities only", () => {
    const offences = sourceFiles().flatMap((path) =>
      offencesInSource(relative(ROOT, path), readFileSync(path, "utf8")),
    );
    expect(
      offences,
      "physical utilities: use ms-/me-, ps-/pe-, inset-s-/inset-e-, text-start…",
    ).toEqual([]);
  });

  it("src/styles.css uses logical properties only", () => {
    const path = join(SRC, "styles.css");
    expect(offencesInStylesheet(relative(ROOT, path), readFileSync(path, "utf8"))).toEqual([]);
  });
});
