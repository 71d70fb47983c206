import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { SERVER_ENTRIES } from "../../scripts/build-state.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Every file the store loads, as `npm run build:server` bundles it: the server's entries and the
 * web app's page renderer it loads from dist-server/ (scripts/build-server.mjs). Packages stay
 * outside: their names are what is checked.
 */
async function serverImportGraph() {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: { ...SERVER_ENTRIES, renderPage: "src/app/shell/renderPage.tsx" },
    bundle: true,
    write: false,
    outdir: "out",
    splitting: true,
    platform: "node",
    format: "esm",
    packages: "external",
    tsconfig: "tsconfig.json",
    jsx: "automatic",
    metafile: true,
    logLevel: "silent",
  });
  return metafile.inputs;
}

const isVite = (name: string) => name === "vite" || name.startsWith("vite/");

describe("the server's import graph", () => {
  // The build's tooling (Vite and its plugins, the launch scripts) sits above the server: the
  // store never loads it, so it neither starts slower nor breaks when the build changes.
  it("holds no file of build/ or scripts/ and nothing that imports Vite", async () => {
    const inputs = await serverImportGraph();
    const files = Object.keys(inputs);
    // Guards against a graph that silently found nothing to check.
    expect(files).toContain("server/main.ts");
    expect(files).toContain("src/app/shell/renderPage.tsx");
    const buildTooling = files.filter((file) => /^(build|scripts)\//.test(file));
    const importsVite = Object.entries(inputs)
      .filter(([, input]) => input.imports.some((imported) => isVite(imported.path)))
      .map(([file]) => file);
    expect({ buildTooling, importsVite }).toEqual({ buildTooling: [], importsVite: [] });
  }, 30_000);
});
