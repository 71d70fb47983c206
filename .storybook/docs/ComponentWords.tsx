import { Heading, useOf } from "@storybook/addon-docs/blocks";
import { wordTables, type WordTable } from "./textEntries";

const modules = import.meta.glob<Record<string, unknown>>(
  ["../../src/components/**/*.text.ts", "../../src/platform/**/*.text.ts"],
  { eager: true },
);
const sources = import.meta.glob<string>(
  ["../../src/components/**/*.text.ts", "../../src/platform/**/*.text.ts"],
  { eager: true, query: "?raw", import: "default" },
);

/**
 * The `.text.ts` module of the component a story file is titled after: `Components/ProductCard`
 * reads `ProductCard.text.ts`, `App/LoginModalContainer` the words of its `LoginModal`.
 */
export function textModuleOf(title: string): string | undefined {
  const name = (title.split("/").at(-1) ?? "").replace(/Container$/, "").toLowerCase();
  return Object.keys(modules).find(
    (path) => (path.split("/").at(-1) ?? "").toLowerCase() === `${name}.text.ts`,
  );
}

function WordsTable({ table, titled }: { table: WordTable; titled: boolean }) {
  const withNotes = table.rows.some((row) => row.note);
  return (
    <>
      {titled ? (
        <p>
          <code>{table.exportName}</code>
        </p>
      ) : null}
      {table.note ? <p>{table.note}</p> : null}
      <table>
        <thead>
          <tr>
            <th style={{ textAlign: "left" }}>Key</th>
            <th style={{ textAlign: "left" }}>Words</th>
            {withNotes ? <th style={{ textAlign: "left" }}>Note</th> : null}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              <td>
                <code>{row.key}</code>
              </td>
              <td>
                {row.builtFromData ? (
                  <>
                    <em>built from data:</em>
                    <pre style={{ whiteSpace: "pre-wrap", margin: 0, fontSize: 12 }}>
                      {row.words}
                    </pre>
                  </>
                ) : (
                  row.words
                )}
              </td>
              {withNotes ? <td>{row.note}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The docs page's 'Words' section: every word the component shows, from its `.text.ts`. */
export function ComponentWords() {
  const { preparedMeta } = useOf("meta", ["meta"]);
  const path = textModuleOf(preparedMeta.title);
  const exports = path ? modules[path] : undefined;
  if (!path || !exports) {
    // A primitive or a frame shows only what its props bring: say so rather than leave a gap.
    return preparedMeta.title.startsWith("Components/") ? (
      <>
        <Heading>Words</Heading>
        <p>No words of its own: everything it says comes in through its props.</p>
      </>
    ) : null;
  }
  const others = Object.entries(sources)
    .filter(([other]) => other !== path)
    .map(([, source]) => source);
  const tables = wordTables(exports, sources[path] ?? "", others);
  return (
    <>
      <Heading>Words</Heading>
      <p>
        From <code>{path.replace(/^(\.\.\/)+/, "")}</code>, which the component and its stories both
        read: a change there changes the page and its tests at once.
      </p>
      {tables.map((table) => (
        <WordsTable key={table.exportName} table={table} titled={tables.length > 1} />
      ))}
    </>
  );
}
