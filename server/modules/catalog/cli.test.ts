import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.mjs";
import { recordStorePort } from "../../db/dataDirLock";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** `npm run catalog -- <args>` as a shell runs it, with these variables only. */
function runCatalogCli(env: Record<string, string>, args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", join(root, "server", "modules", "catalog", "cli.ts"), ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/**
 * Stands in for a running store: answers the dev restock with 204, or with 409 for product 7
 * (already in stock), and records who asked.
 */
function fakeStore(asked: string[]): Promise<Server> {
  const server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    if (request.url?.includes("/products/7/")) {
      response.statusCode = 409;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ message: "This product is already in stock." }));
      return;
    }
    response.statusCode = 204;
    response.end();
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("npm run catalog -- restock, while a store holds the PGlite folder", () => {
  let dataDir: string;
  let store: Server;
  let asked: string[];

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "storefront-catalog-cli-"));
    // The folder is held by a live process (this one), so the CLI asks the running store.
    await writeFile(join(dataDir, "storefront.lock"), String(process.pid));
    asked = [];
    store = await fakeStore(asked);
  });

  afterEach(async () => {
    await new Promise((resolve) => store.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  const storePort = () => (store.address() as AddressInfo).port;

  it("asks the store's dev restock at the port it noted in the folder", async () => {
    recordStorePort(dataDir, storePort());
    const nothingThere = String(await freePort());
    const result = await runCatalogCli({ DATA_DIR: dataDir, PORT: nothingThere }, [
      "restock",
      "42",
    ]);
    expect(result.stderr).toBe("");
    expect(result.stdout.trim()).toBe(
      "Product 42 is back in stock; its waiting customers are told.",
    );
    expect(asked).toEqual(["POST /api/v1/dev/products/42/restock"]);
  }, 60_000);

  it("says what the store refused", async () => {
    recordStorePort(dataDir, storePort());
    const result = await runCatalogCli({ DATA_DIR: dataDir }, ["restock", "7"]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "The product was not restocked: This product is already in stock.",
    );
  }, 60_000);

  it("says which port it tried when nothing answers there", async () => {
    const nothingThere = await freePort();
    const result = await runCatalogCli({ DATA_DIR: dataDir, PORT: String(nothingThere) }, [
      "restock",
      "42",
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`no store answers at http://localhost:${nothingThere}`);
    expect(asked).toEqual([]);
  }, 60_000);

  it("refuses what is not a product id, or another command, asking nobody", async () => {
    recordStorePort(dataDir, storePort());
    const notAnId = await runCatalogCli({ DATA_DIR: dataDir }, ["restock", "oil"]);
    expect(notAnId.code).toBe(1);
    expect(notAnId.stderr).toContain('"oil" is not a product id.');
    const other = await runCatalogCli({ DATA_DIR: dataDir }, ["unstock", "42"]);
    expect(other.code).toBe(1);
    expect(other.stderr.trim()).toBe("Usage: npm run catalog -- restock <product id>");
    expect(asked).toEqual([]);
  }, 60_000);
});

describe("npm run catalog -- restock on a data folder no store holds", () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "storefront-catalog-cli-db-"));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("opens the database itself: an unknown product is refused", async () => {
    const result = await runCatalogCli({ DATA_DIR: dataDir }, ["restock", "99999999"]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^The product was not restocked: /);
  }, 120_000);
});
