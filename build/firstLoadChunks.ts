import type { CodeSplittingGroup, PluginContext } from "rolldown";
import type { Plugin } from "vite";

/** The chunk of every module the entry loads statically: what every first visit runs. */
export const APP_CHUNK = "app";

/** `id` and every module it imports statically. */
function staticClosure(context: PluginContext, id: string): Set<string> {
  const found = new Set<string>();
  const pending = [id];
  while (pending.length > 0) {
    const next = pending.pop() as string;
    if (found.has(next)) continue;
    found.add(next);
    pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

/** `src/routes/HomeRoute.tsx` → `HomeRoute`. */
function screenName(id: string): string {
  return id.replace(/^.*[\\/]/, "").replace(/\.tsx$/, "");
}

/**
 * Chunks for the fewest requests before a page can draw. Left to itself the bundler gives every
 * set of screens that shares modules a chunk of its own: a first visit of the home page fetched 25
 * files of 1-3 KB, and over HTTP/1.1 a phone's network pays a round trip for every six of them.
 *
 * Here the entry's static imports become one chunk (`app`). A module that several screens import
 * goes to the shared chunk of the first family in `families` with a screen that imports it, so
 * that family's screens find all they share in one file, and the later families' screens fetch
 * the earlier ones' chunks too (families come in the order shoppers land on them, home first, so
 * the most visited pages fetch nothing they do not run). What only one screen uses stays in its
 * chunk; what no family's screen uses, and what loads on demand (dialogs, maps, the chat), keeps
 * the bundler's chunks.
 *
 * The app starts in steps (src/main.tsx): the entry imports each step's module in a task of its
 * own. Each of `startStages` gets a chunk (`start-<name>`) with what its module imports and no
 * earlier step holds, so the browser evaluates the app's code in pieces rather than at once;
 * every page preloads these chunks like the entry's (build/routePages.ts).
 *
 * Returns the plugin that reads the module graph and the groups for `codeSplitting`: one per
 * chunk, ranked so that a module another group's module imports stays in the earlier chunk (a
 * group also takes the modules its own import, unless a higher one took them).
 */
export function firstLoadChunks(
  screenPattern: RegExp,
  families: readonly { name: string; screens: readonly string[] }[],
  startStages: readonly { name: string; module: RegExp }[],
): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: "storefront:first-load-chunks",
    apply: "build",
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const entryClosure = new Set(entries.flatMap((id) => [...staticClosure(this, id)]));
      const inEntry = new Set(entryClosure);
      const stageOf = new Map<string, string>();
      for (const stage of startStages) {
        const module = ids.find((id) => stage.module.test(id));
        if (!module) this.error(`No module of the build matches the start stage ${stage.module}`);
        for (const id of staticClosure(this, module)) {
          if (inEntry.has(id)) continue;
          inEntry.add(id);
          stageOf.set(id, `start-${stage.name}`);
        }
      }
      const importers = new Map<string, string[]>();
      for (const screen of ids.filter((id) => screenPattern.test(id))) {
        for (const id of staticClosure(this, screen)) {
          if (!inEntry.has(id))
            importers.set(id, [...(importers.get(id) ?? []), screenName(screen)]);
        }
      }
      chunkOf.clear();
      for (const id of entryClosure) chunkOf.set(id, APP_CHUNK);
      for (const [id, stage] of stageOf) chunkOf.set(id, stage);
      for (const [id, screens] of importers) {
        if (screens.length < 2) continue;
        const family = families.find((candidate) =>
          candidate.screens.some((screen) => screens.includes(screen)),
        );
        if (family) chunkOf.set(id, `shared-${family.name}`);
      }
    },
  };
  const names = [
    APP_CHUNK,
    ...startStages.map((stage) => `start-${stage.name}`),
    ...families.map((family) => `shared-${family.name}`),
  ];
  const groups = names.map((name, rank) => ({
    name,
    test: (id: string) => chunkOf.get(id) === name,
    priority: names.length - rank,
  }));
  return { plugin, groups };
}
