// Starts the store for a benchmark as a shopper's machine would run it: `npm start` on a free port
// and an empty data folder, so its first start migrates and seeds.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../free-port.mjs";
import { findDescendantRunning, residentBytes } from "./processMemory";
import { inspectableOn, openStoreInspector, type StoreInspector } from "./storeInspector";

const MB = 1024 * 1024;

export interface StartedStore {
  origin: string;
  /** The `npm start` process, whose descendant serves the store (see processMemory.ts). */
  pid: number;
  /** The node process that serves the store. */
  serverPid: () => number;
  /** Stops the store and removes its data folder. */
  stop: () => void;
  /** The store's resident memory now, in MB: the node process `npm start` runs it in. */
  rssMb: () => number;
  /** Opens the store's inspector (storeInspector.ts), to collect its garbage and read its heap. */
  openInspector: () => Promise<StoreInspector>;
}

export async function startStore(
  root: string,
  name: string,
  env: Record<string, string> = {},
): Promise<StartedStore> {
  const port = await freePort();
  const inspectorPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  const store = spawn("npm", ["start"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      FULFILMENT_SIMULATOR: "off",
      ...env,
      ...inspectableOn(inspectorPort),
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    if (store.pid && store.exitCode === null) process.kill(-store.pid, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (store.exitCode !== null) {
      stop();
      throw new Error(`npm start exited with ${store.exitCode}`);
    }
    const healthy = await fetch(`${origin}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy && store.pid !== undefined) {
      const pid = store.pid;
      const serverPid = () => findDescendantRunning(pid, "scripts/start.mjs");
      const rssMb = () => residentBytes(serverPid()) / MB;
      const openInspector = () => openStoreInspector(serverPid(), inspectorPort);
      return { origin, pid, serverPid, stop, rssMb, openInspector };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error("The store did not answer /api/v1/health within 4 minutes");
}
