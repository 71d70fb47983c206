import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "../config";
import { lockDataDir, recordedStorePort, recordStorePort } from "./dataDirLock";

const folders: string[] = [];
function folder() {
  const path = mkdtempSync(join(tmpdir(), "storefront-lock-"));
  folders.push(path);
  return path;
}
afterEach(() => {
  for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a folder another live process holds, naming DATA_DIR and the pid", () => {
    const dataDir = folder();
    // The parent process (the test runner's) is alive and is not us.
    writeFileSync(join(dataDir, "storefront.lock"), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(ConfigError);
    expect(() => lockDataDir(dataDir)).toThrow(
      `DATA_DIR=${dataDir} is in use by another storefront process (pid ${process.ppid})`,
    );
  });

  it("takes over the lock of a process that has died, and releases it", () => {
    const dataDir = folder();
    writeFileSync(join(dataDir, "storefront.lock"), "999999999");
    const release = lockDataDir(dataDir);
    release();
    lockDataDir(dataDir)();
  });
});

describe("recordStorePort", () => {
  it("notes the store's port in its folder until the store erases it", () => {
    const dataDir = folder();
    expect(recordedStorePort(dataDir)).toBeNull();
    const erase = recordStorePort(dataDir, 41234);
    expect(recordedStorePort(dataDir)).toBe(41234);
    erase();
    expect(recordedStorePort(dataDir)).toBeNull();
  });

  it("reads no port from a note that is not one", () => {
    const dataDir = folder();
    for (const text of ["", "http", "0", "70000", "80.5"]) {
      writeFileSync(join(dataDir, "storefront.port"), text);
      expect(recordedStorePort(dataDir)).toBeNull();
    }
  });
});
