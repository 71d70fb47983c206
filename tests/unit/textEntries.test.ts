import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { wordTables } from "../../.storybook/docs/textEntries";

const borrowedSource = `/** Shared stock words. */
export const stockText = {
  soldOut: "Sold out",
  /** Read after the name. */
  count: (qty: number) => \`\${qty} left\`,
};
`;

const ownSource = `import { stockText } from "../Stock/Stock.text";

const LABELS: Readonly<Record<string, string>> = {
  /** The first step. */
  OPEN: "Open",
  CLOSED: "Closed",
};

/** The widget's words, shared with its stories. */
export const widgetText = {
  ...stockText,
  title: "Widget",
  /** Spec: one word per line. */
  steps: [
    "first",
    "second",
  ],
  nested: {
    /** Under the title. */
    hint: "A hint",
  },
  summary: (items: number, until: string) => {
    const count = \`\${items} items\`;
    return \`\${count} until \${until}\`;
  },
  label: (name: string) =>
    name.length > 3 ? \`Long \${name}\` : \`Short \${name}\`,
  copied: stockText.count,
};

export const WIDGET_DELAY_MS = 500;
`;

const widgetText = {
  soldOut: "Sold out",
  count: (qty: number) => `${qty} left`,
  title: "Widget",
  steps: ["first", "second"],
  nested: { hint: "A hint" },
  summary: (items: number, until: string) => `${items} items until ${until}`,
  label: (name: string) => name,
  copied: (qty: number) => `${qty} left`,
};

describe("wordTables", () => {
  const [table, labels, ...rest] = wordTables({ widgetText, WIDGET_DELAY_MS: 500 }, ownSource, [
    borrowedSource,
  ]);

  it("lists the module's fixed words in order, spread ones and nested ones by their path", () => {
    expect(rest).toEqual([]);
    expect(table?.exportName).toBe("widgetText");
    expect(table?.note).toBe("The widget's words, shared with its stories.");
    expect(table?.rows.filter((row) => !row.builtFromData)).toEqual([
      { key: "soldOut", words: "Sold out", builtFromData: false, note: undefined },
      { key: "title", words: "Widget", builtFromData: false, note: undefined },
      { key: "steps.0", words: "first", builtFromData: false, note: "Spec: one word per line." },
      { key: "steps.1", words: "second", builtFromData: false, note: undefined },
      { key: "nested.hint", words: "A hint", builtFromData: false, note: "Under the title." },
    ]);
  });

  it("shows the source of the words built from data, wrapped and block bodies whole", () => {
    const built = Object.fromEntries(
      (table?.rows ?? []).filter((row) => row.builtFromData).map((row) => [row.key, row]),
    );
    expect(built.count).toMatchObject({
      words: "(qty: number) => `${qty} left`",
      note: "Read after the name.",
    });
    expect(built.summary?.words).toBe(
      [
        "(items: number, until: string) => {",
        "  const count = `${items} items`;",
        "  return `${count} until ${until}`;",
        "}",
      ].join("\n"),
    );
    expect(built.label?.words).toBe(
      "(name: string) =>\n  name.length > 3 ? `Long ${name}` : `Short ${name}`",
    );
    expect(built.copied?.words).toBe("stockText.count");
  });

  it("reads the words of a constant the module keeps to itself from its source", () => {
    expect(labels).toEqual({
      exportName: "LABELS",
      note: undefined,
      rows: [
        { key: "OPEN", words: "Open", builtFromData: false, note: "The first step." },
        { key: "CLOSED", words: "Closed", builtFromData: false, note: undefined },
      ],
    });
  });
});

describe("every component's .text.ts module", () => {
  const root = join(import.meta.dirname, "../../src/components");
  const files = readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".text.ts"));
  const sources = new Map(files.map((file) => [file, readFileSync(join(root, file), "utf8")]));

  it.each(files)("%s shows on its docs page with every function's source", async (file) => {
    const moduleExports = (await import(join(root, file))) as Record<string, unknown>;
    const others = [...sources].filter(([other]) => other !== file).map(([, source]) => source);
    const rows = wordTables(moduleExports, sources.get(file) ?? "", others).flatMap(
      (table) => table.rows,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows.filter((candidate) => candidate.builtFromData)) {
      expect(row.words, row.key).not.toBe("(built from data)");
    }
  });
});
