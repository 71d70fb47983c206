// Starts the store for a benchmark as a shopper's machine would run it: `npm start` on a free port
// and an empty data folder, so its first start migrates and seeds.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../free-port.mjs";

export interface StartedStore {
  origin: string;
  /** Stops the store and removes its data folder. */
  stop: () => void;
  /** The store's resident memory now, in MB: the node process `npm start` runs it in. */
  rssMb: () => number;
}

/** The resident memory of the process in `group` that runs scripts/start.mjs, in MB. */
function storeRssMb(group: number): number {
  const listing = execFileSync("ps", ["-o", "rss=,args=", "-g", String(group)], {
    encoding: "utf8",
  });
  // npm's shell names the script too: the store is the largest of them.
  const kilobytes = listing
    .split("\n")
    .filter((line) => line.includes("scripts/start.mjs"))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter(Number.isFinite);
  if (kilobytes.length === 0) throw new Error("The store's process was not found");
  return Math.max(...kilobytes) / 1024;
}

export async function startStore(
  root: string,
  name: string,
  env: Record<string, string> = {},
): Promise<StartedStore> {
  const port = await freePort();
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
    if (healthy) return { origin, stop, rssMb: () => storeRssMb(store.pid ?? 0) };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error("The store did not answer /api/v1/health within 4 minutes");
}
