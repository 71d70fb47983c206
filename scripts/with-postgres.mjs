#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL server: `node scripts/with-postgres.mjs npm run test:api`.
// The server (Debian's postgresql package) gets a fresh cluster in a temp folder and a free port,
// the command gets TEST_DATABASE_URL, and the cluster is removed afterwards.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.mjs";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("Usage: node scripts/with-postgres.mjs <command> [args…]");
  process.exit(2);
}

function postgresBin() {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions
    .map((version) => join(base, version, "bin"))
    .find((dir) => existsSync(join(dir, "initdb")));
  if (!bin) {
    console.error(
      "PostgreSQL is missing: install it with `apt-get install -y postgresql` (as root).",
    );
    process.exit(1);
  }
  return bin;
}

const bin = postgresBin();
const port = await freePort();
const folder = mkdtempSync(join(tmpdir(), "storefront-pg-"));
chmodSync(folder, 0o777);
const dataDir = join(folder, "data");
// PostgreSQL refuses to run as root: as root, run it as the postgres user the package creates.
const asRoot = process.getuid?.() === 0;
const user = asRoot ? "postgres" : (process.env.USER ?? "postgres");

function pg(tool, args) {
  const full = join(bin, tool);
  // Quiet unless it fails: initdb and pg_ctl are chatty.
  const options = { encoding: "utf8" };
  const result = asRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", full, ...args], options)
    : spawnSync(full, args, options);
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${tool} failed`);
  }
}

let status = 1;
try {
  pg("initdb", ["-D", dataDir, "-U", user, "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c fsync=off`;
  pg("pg_ctl", ["-D", dataDir, "-l", join(folder, "server.log"), "-w", "-o", options, "start"]);
  pg("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", user, "storefront_test"]);
  const url = `postgres://${user}@127.0.0.1:${port}/storefront_test`;
  console.log(`PostgreSQL ${bin.split("/").at(-2)} on port ${port}: TEST_DATABASE_URL=${url}`);
  const [program, ...args] = command;
  status =
    spawnSync(program, args, { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: url } })
      .status ?? 1;
} finally {
  try {
    pg("pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]);
  } catch {
    // already stopped
  }
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
