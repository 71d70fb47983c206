import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../../../scripts/free-port.mjs";
import { recordStorePort } from "../../../db/dataDirLock";

const root = fileURLToPath(new URL("../../../..", import.meta.url));
const UUID = "123e4567-e89b-42d3-a456-426614174000";

/** `npm run orders -- <args>` as a shell runs it, with these variables only. */
function runOrdersCli(env: Record<string, string>, args: string[] = ["advance", UUID]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [
        "--import",
        "tsx",
        join(root, "server", "modules", "orders", "fulfilment", "cli.ts"),
        ...args,
      ],
      { cwd: root, env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** A line of the order as the store answers a shortage: refunded, its choice being a refund. */
const SHORT_LINE = {
  product: { id: 42, name: "Mustard Oil 1 L" },
  fulfilment: { outcome: "REFUNDED", replacement: null, refundReason: "Out of stock" },
};

/** Stands in for a running store: answers the dev calls, and records who asked with what. */
function fakeStore(asked: string[]): Promise<Server> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      asked.push(`${request.method} ${request.url}${body ? ` ${body}` : ""}`);
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          data: { status: "PENDING_ACCEPTED", orderProducts: [SHORT_LINE] },
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("npm run orders -- advance and short, while a store holds the PGlite folder", () => {
  let dataDir: string;
  let store: Server;
  let asked: string[];

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "storefront-orders-cli-"));
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

  it("asks the store at the port it noted in the folder, whatever PORT the shell has", async () => {
    recordStorePort(dataDir, storePort());
    const nothingThere = String(await freePort());
    const result = await runOrdersCli({ DATA_DIR: dataDir, PORT: nothingThere });
    expect(result.stderr).toBe("");
    expect(result.stdout.trim()).toBe(`Order ${UUID} is now PENDING_ACCEPTED`);
    expect(asked).toEqual([`POST /api/v1/dev/orders/${UUID}/advance`]);
  }, 60_000);

  it("asks at PORT when the store noted no port", async () => {
    const result = await runOrdersCli({ DATA_DIR: dataDir, PORT: String(storePort()) });
    expect(result.stdout.trim()).toBe(`Order ${UUID} is now PENDING_ACCEPTED`);
    expect(asked).toHaveLength(1);
  }, 60_000);

  it("says which port it tried, and how to name another, when nothing answers there", async () => {
    const nothingThere = await freePort();
    const result = await runOrdersCli({ DATA_DIR: dataDir, PORT: String(nothingThere) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`no store answers at http://localhost:${nothingThere}`);
    expect(result.stderr).toContain("set PORT to the port the store runs on");
    expect(asked).toEqual([]);
  }, 60_000);

  it("makes a line run short through the store's shortage call, and says what became of it", async () => {
    recordStorePort(dataDir, storePort());
    const result = await runOrdersCli({ DATA_DIR: dataDir }, ["short", UUID, "42"]);
    expect(result.stderr).toBe("");
    expect(result.stdout.trim()).toBe(
      `Order ${UUID}: Mustard Oil 1 L is short: refunded (Out of stock)`,
    );
    expect(asked).toEqual([`POST /api/v1/dev/orders/${UUID}/shortages {"productId":42}`]);
  }, 60_000);

  it("refuses a product id that is not one, asking nobody", async () => {
    recordStorePort(dataDir, storePort());
    const result = await runOrdersCli({ DATA_DIR: dataDir }, ["short", UUID, "oil"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"oil" is not a product id.');
    expect(result.stderr).toContain("npm run orders -- short <order uuid> <product id>");
    expect(asked).toEqual([]);
  }, 60_000);
});
