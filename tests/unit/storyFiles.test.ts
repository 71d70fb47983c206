import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * What Chromatic and the designers' docs need of each story file, read from its source: nothing
 * else checks these, because the story tests ignore Chromatic's parameters and MDX pages.
 */

const STORIES = join(import.meta.dirname, "../../stories");
const storyFiles = (folder: string) =>
  readdirSync(join(STORIES, folder))
    .filter((file) => file.endsWith(".stories.tsx"))
    .map((file) => `${folder}/${file}`);
const read = (file: string) => readFileSync(join(STORIES, file), "utf8");

/** The top-level objects of a story file: its meta and each story, by name. */
function storyObjects(source: string): [string, string][] {
  return [...source.matchAll(/^(?:export )?const (\w+)(?:: Story)? = \{\n([\s\S]*?)^\}/gm)].map(
    (match) => [match[1] ?? "", match[2] ?? ""],
  );
}

/** The Storybook viewport an object pins with `globals`, through the file's helpers too. */
function pinnedViewport(body: string, source: string): string | undefined {
  const globals = /^ {2}globals: (.+),$/m.exec(body)?.[1] ?? "";
  const named = /^(\w+)$/.exec(globals)?.[1];
  const helper = named
    ? new RegExp(`^const ${named} = \\{ viewport: \\{ value: "(\\w+)"`, "m").exec(source)?.[1]
    : undefined;
  return helper ?? /viewport(?:: \{ value: |\()"(\w+)"/.exec(globals)?.[1];
}

describe("page story files (stories/routes, stories/app)", () => {
  const pages = [...storyFiles("routes"), ...storyFiles("app")];

  it.each(pages)("%s snapshots at the phone and desktop widths", (file) => {
    const meta = storyObjects(read(file)).find(([name]) => name === "meta")?.[1] ?? "";
    expect(meta).toMatch(/^ {2}parameters: (pageParameters,|\{\s*\.\.\.pageParameters,)/m);
  });

  it.each(storyFiles("routes").filter((file) => file.endsWith("Route.stories.tsx")))(
    "%s has a States page",
    (file) => {
      const states = file.replace(".stories.tsx", ".states.mdx");
      expect(existsSync(join(STORIES, states)), states).toBe(true);
      const name = file.replace(/^routes\/|\.stories\.tsx$/g, "");
      expect(read(states)).toContain(`<Meta of={${name}Stories} name="States" />`);
      expect(read(states)).toContain(`import * as ${name}Stories from "./${name}.stories";`);
    },
  );
});

describe("stories pinned to a viewport", () => {
  const files = ["components", "components/ui", "platform", "routes", "app"].flatMap(storyFiles);

  it.each(files)("%s: Chromatic snapshots each at its viewport's width", (file) => {
    const source = read(file);
    const page = /^(routes|app)\//.test(file);
    for (const [name, body] of storyObjects(source)) {
      const viewport = pinnedViewport(body, source);
      // A page's meta pins a width for its tests; Chromatic snapshots pages at both widths.
      if (!viewport || (page && name === "meta")) continue;
      expect(body, `${name} pins ${viewport}`).toContain(`snapshotAt("${viewport}")`);
    }
  });
});
