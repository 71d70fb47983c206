import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  isFirstEmbeddedStart,
  serverBuildIsStale,
  webBuildIsStale,
} from "../../scripts/build-state.mjs";

let root: string;

/** Writes `path` under the temp checkout with a fixed modification time (seconds). */
function file(path: string, mtime: number, text = "") {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  utimesSync(full, mtime, mtime);
  // A folder's own time counts too: keep every folder older than anything in it.
  for (let folder = dirname(full); folder.startsWith(root); folder = dirname(folder)) {
    utimesSync(folder, 1, 1);
  }
}

const SERVER_SOURCES = [
  "server/main.ts",
  "server/app.ts",
  "openapi/operations.ts",
  // The page renderer is built from the web app's sources (scripts/build-server.mjs).
  "src/app/shell/renderPage.tsx",
];

function serverBuiltAt(mtime: number, inputs: unknown = { inputs: SERVER_SOURCES }) {
  file("dist-server/main.js", mtime);
  file("dist-server/seed.js", mtime);
  file("dist-server/renderer/renderPage.js", mtime);
  file("dist-server/inputs.json", mtime, JSON.stringify(inputs));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "build-state-"));
  for (const source of SERVER_SOURCES) file(source, 100);
  file("scripts/build-server.mjs", 100);
  file("scripts/build-state.mjs", 100);
  file("src/main.tsx", 100);
  file("index.html", 100);
  file("package.json", 100);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("webBuildIsStale", () => {
  it("is stale without a built index.html", () => {
    expect(webBuildIsStale(root)).toBe(true);
  });

  it("is fresh when the build is newer than every source", () => {
    file("dist/index.html", 200);
    expect(webBuildIsStale(root)).toBe(false);
  });

  it("is stale when a source deep in src/ changed after the build", () => {
    file("dist/index.html", 200);
    file("src/pages/home/Home.tsx", 300);
    expect(webBuildIsStale(root)).toBe(true);
  });
});

describe("serverBuildIsStale", () => {
  it("is stale without a bundle", () => {
    expect(serverBuildIsStale(root)).toBe(true);
  });

  it("is fresh when the bundles are newer than every bundled source and build script", () => {
    serverBuiltAt(200);
    expect(serverBuildIsStale(root)).toBe(false);
  });

  it("is stale when a bundled source changed after the build", () => {
    serverBuiltAt(200);
    file("server/app.ts", 300);
    expect(serverBuildIsStale(root)).toBe(true);
  });

  it("is stale when a bundled source is gone", () => {
    serverBuiltAt(200);
    rmSync(join(root, "openapi/operations.ts"));
    expect(serverBuildIsStale(root)).toBe(true);
  });

  it("is stale when a build script changed after the build", () => {
    serverBuiltAt(200);
    file("scripts/build-server.mjs", 300);
    expect(serverBuildIsStale(root)).toBe(true);
  });

  it("is stale when one of the bundles is missing", () => {
    for (const bundle of ["seed.js", "renderer/renderPage.js"]) {
      serverBuiltAt(200);
      rmSync(join(root, "dist-server", bundle));
      expect(serverBuildIsStale(root), bundle).toBe(true);
    }
  });

  it("is stale when a web app source the page renderer was built from changed", () => {
    serverBuiltAt(200);
    file("src/app/shell/renderPage.tsx", 300);
    expect(serverBuildIsStale(root)).toBe(true);
  });

  it("is stale when the list of bundled sources is missing or unreadable", () => {
    serverBuiltAt(200, { inputs: "server/main.ts" });
    expect(serverBuildIsStale(root)).toBe(true);
    rmSync(join(root, "dist-server/inputs.json"));
    expect(serverBuildIsStale(root)).toBe(true);
  });

  it("ignores files the bundle was not built from", () => {
    serverBuiltAt(200);
    file("server/notImported.ts", 300);
    file("src/main.tsx", 300);
    expect(serverBuildIsStale(root)).toBe(false);
  });
});

describe("isFirstEmbeddedStart", () => {
  it("is a first start while DATA_DIR (default .data) holds no database", () => {
    expect(isFirstEmbeddedStart(root, {})).toBe(true);
    file(".data/PG_VERSION", 100, "17");
    expect(isFirstEmbeddedStart(root, {})).toBe(false);
  });

  it("reads DATA_DIR relative to the checkout, as the server does", () => {
    file("custom/PG_VERSION", 100, "17");
    expect(isFirstEmbeddedStart(root, { DATA_DIR: "custom" })).toBe(false);
    expect(isFirstEmbeddedStart(root, { DATA_DIR: "other" })).toBe(true);
    expect(isFirstEmbeddedStart(root, { DATA_DIR: join(root, "custom") })).toBe(false);
  });

  it("is never a first embedded start on PostgreSQL", () => {
    expect(isFirstEmbeddedStart(root, { DATABASE_URL: "postgres://localhost/store" })).toBe(false);
  });
});
