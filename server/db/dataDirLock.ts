import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { ConfigError } from "../config";

const LOCK_FILE = "storefront.lock";
const PORT_FILE = "storefront.port";

/** Another live process holds the folder; tools that can talk to it instead (the orders CLI) do. */
export class DataDirLockedError extends ConfigError {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process's database: a second server on the same folder would corrupt it. The
 * lock file holds the owner's pid; a lock whose process has died is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(path, "utf8"));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR=${dataDir} is in use by another storefront process (pid ${owner}): stop it, or set another DATA_DIR.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new ConfigError(`DATA_DIR=${dataDir} could not be locked: check that it is writable.`);
}

/**
 * The store holding the folder notes the port it listens on there, so the tools that ask it
 * instead (`npm run orders`) find it whatever PORT their own shell has. Returns the eraser.
 */
export function recordStorePort(dataDir: string, port: number): () => void {
  const path = join(dataDir, PORT_FILE);
  writeFileSync(path, String(port));
  return () => rmSync(path, { force: true });
}

/** The port the store holding the folder noted, or null when it noted none. */
export function recordedStorePort(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(join(dataDir, PORT_FILE), "utf8").trim();
  } catch {
    return null;
  }
  const port = Number(text);
  return /^\d+$/.test(text) && port >= 1 && port <= 65535 ? port : null;
}
