import type { OutputBundle, OutputChunk } from "rolldown";
import { createServer, type Plugin, type ResolvedConfig } from "vite";
import {
  FRAME_END,
  FRAME_START,
  PAINT_WHEN_FRAMED,
  ROUTE_PAGES_DIR,
  ROUTE_TABLE_FILE,
  type RoutePage,
} from "../shared/webBuild.js";

function isChunk(output: OutputBundle[string] | undefined): output is OutputChunk {
  return output?.type === "chunk";
}

/** `chunk` and every chunk it imports statically, as the browser would fetch them. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const files = new Set<string>();
  const pending = [start.fileName];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const chunk = bundle[file];
    if (isChunk(chunk)) pending.push(...chunk.imports);
  }
  return files;
}

/** The head's lines that fetch `files` (built chunks) before the app asks for them. */
function modulePreloads(base: string, files: Iterable<string>): string {
  return [...files]
    .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
    .join("");
}

/** Renders the page frame of a route pattern as HTML; see src/app/shell/renderAppShell.tsx. */
type RenderAppShell = (routePattern: string) => string;

/** Loads the shell module through Vite (aliases, JSX) in this build's configuration. */
async function withAppShell<T>(
  config: ResolvedConfig,
  shellModule: string,
  use: (render: RenderAppShell) => T,
): Promise<T> {
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    appType: "custom",
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const loaded = (await server.ssrLoadModule(shellModule)) as { renderAppShell?: unknown };
    if (typeof loaded.renderAppShell !== "function") {
      throw new Error(`${shellModule} does not export renderAppShell`);
    }
    return use(loaded.renderAppShell as RenderAppShell);
  } finally {
    await server.close();
  }
}

/** The page with the route's frame painted in #root, which the app replaces when it renders. */
function withShell(html: string, shell: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`index.html lacks ${root}`);
  return html.replace(root, `${FRAME_START}${shell}${FRAME_END}`);
}

function screenModuleName(routeName: string): string {
  return `${routeName.charAt(0).toUpperCase()}${routeName.slice(1)}Route`;
}

/**
 * Writes `routes/<name>.html` for every route: index.html plus a modulepreload of the chunks its
 * screen (src/routes/<Name>Route.tsx, loaded lazily by src/app/routes.tsx) needs beyond the entry's,
 * so the browser fetches the screen with the app's bundle instead of a round trip after it. Every
 * page, index.html included, also carries the route's page frame, painted before any JavaScript.
 */
export function routePages(
  patterns: Readonly<Record<string, string>>,
  shellModule: string,
  /** The font files every page's text is set in (matched against the built assets' names). */
  pageFonts: RegExp,
): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: "storefront:route-pages",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset" || typeof html.source !== "string") {
        this.error("index.html is missing from the bundle");
      }
      const entry = Object.values(bundle).find(
        (output): output is OutputChunk => isChunk(output) && output.isEntry,
      );
      if (!entry) this.error("The bundle has no entry chunk");
      if (!config) this.error("The configuration was not resolved");
      const { base } = config;
      // Fetched with the styles, not once they are parsed: the server-drawn page's text is then
      // set in its own font from its first paint, not redrawn in it as the app starts.
      const fontPreloads = Object.values(bundle)
        .filter((output) => output.type === "asset" && pageFonts.test(output.fileName))
        .map(
          (font) =>
            `    <link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${font.fileName}">\n`,
        )
        .join("");
      if (fontPreloads === "") this.error(`No built font matches ${pageFonts}`);
      // index.html answers paths no route matches: the app sends those home.
      const anyOtherPath = "*";
      const shells = await withAppShell(config, shellModule, (render) =>
        Object.fromEntries(
          [...Object.values(patterns), anyOtherPath].map((pattern) => [pattern, render(pattern)]),
        ),
      );
      // What the entry imports dynamically are the steps the app starts in (src/main.tsx): fetched
      // with the entry rather than one after another as each step asks for the next.
      const loadedByEntry = staticClosure(bundle, entry);
      const loadedAtStart = new Set(loadedByEntry);
      for (const file of entry.dynamicImports) {
        const stage = bundle[file];
        if (isChunk(stage))
          for (const each of staticClosure(bundle, stage)) loadedAtStart.add(each);
      }
      const startPreloads = modulePreloads(
        base,
        [...loadedAtStart].filter((file) => !loadedByEntry.has(file)),
      );
      const index = html.source.replace(
        "</head>",
        `${fontPreloads}${startPreloads}    ${PAINT_WHEN_FRAMED}\n  </head>`,
      );
      html.source = withShell(index, shells[anyOtherPath] ?? "");
      const table: RoutePage[] = [];
      for (const [routeName, pattern] of Object.entries(patterns)) {
        const moduleName = screenModuleName(routeName);
        const screen = Object.values(bundle).find(
          (output): output is OutputChunk =>
            isChunk(output) &&
            output.isDynamicEntry &&
            (output.facadeModuleId?.endsWith(`/src/routes/${moduleName}.tsx`) ?? false),
        );
        if (!screen) this.error(`No chunk loads src/routes/${moduleName}.tsx for ${pattern}`);
        const preloads = modulePreloads(
          base,
          [...staticClosure(bundle, screen)].filter((file) => !loadedAtStart.has(file)),
        );
        const page = `${ROUTE_PAGES_DIR}/${routeName}.html`;
        this.emitFile({
          type: "asset",
          fileName: page,
          source: withShell(index, shells[pattern] ?? "").replace(
            "</head>",
            `${preloads}  </head>`,
          ),
        });
        table.push({ pattern, page });
      }
      this.emitFile({
        type: "asset",
        fileName: ROUTE_TABLE_FILE,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
