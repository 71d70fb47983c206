// The stories as Storybook's Vitest plugin turns them into tests, read from the story files'
// source with Storybook's own CSF parser, so ids and test names are the ones the run uses.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadCsf } from "storybook/internal/csf-tools";

export interface IndexedStory {
  id: string;
  /** The story's name, which is its test's name. */
  name: string;
  /** The story file, relative to the root. */
  file: string;
  /** The meta's and the story's own tags. */
  tags: string[];
}

/** Every story of every story file under `stories/` (.storybook/main.ts). */
export function indexStories(root: string): IndexedStory[] {
  const files = readdirSync(join(root, "stories"), { recursive: true, encoding: "utf8" })
    .filter((path) => /\.stories\.tsx?$/.test(path))
    .map((path) => join("stories", path))
    .sort();
  return files.flatMap((file) => {
    const csf = loadCsf(readFileSync(join(root, file), "utf8"), {
      fileName: file,
      // Every story file names its title; none relies on Storybook's title from the path.
      makeTitle: (title: string) => title,
    }).parse();
    const metaTags = csf.meta.tags ?? [];
    return csf.stories.map(({ id, name = id, tags = [] }) => ({
      id,
      name,
      file,
      tags: [...metaTags, ...tags],
    }));
  });
}
