import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { STATIC_DIR_VARIABLE, storybookPort } from "./settings";
import { serveStatic } from "./staticServer";

/** Runs `storybook build`, its output shown only when it fails. */
function buildStorybook(outputDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const output: Buffer[] = [];
    const child = spawn("npx", ["storybook", "build", "--output-dir", outputDir, "--quiet"], {
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
    });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (status) =>
      status === 0
        ? done()
        : fail(new Error(`storybook build failed:\n${Buffer.concat(output).toString()}`)),
    );
  });
}

/**
 * Builds the static Storybook into a temporary folder, unless STORYBOOK_STATIC_DIR names a build
 * to test again, and serves it. The folder is passed on in the environment, which the test files
 * read to list the Docs pages and stories (Playwright loads them after this, and starts the
 * workers with this environment).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const given = process.env[STATIC_DIR_VARIABLE];
  const staticDir = given ? resolve(given) : mkdtempSync(join(tmpdir(), "storybook-static-"));
  if (!given) {
    const started = Date.now();
    await buildStorybook(staticDir);
    console.log(`Storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.env[STATIC_DIR_VARIABLE] = staticDir;
  }
  const server = await serveStatic(staticDir, storybookPort());
  return async () => {
    await new Promise((closed) => server.close(closed));
    if (!given) rmSync(staticDir, { recursive: true, force: true });
  };
}
