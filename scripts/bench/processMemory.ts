// The memory of a store a benchmark started, read from /proc (Linux): `npm start` runs a shell
// that runs node scripts/start.mjs, which imports the server itself.
import { readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";

function parentOf(pid: number): number | null {
  try {
    // "pid (name) state ppid …": the name may hold spaces, so read after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[1]);
  } catch {
    return null;
  }
}

function isDescendant(pid: number, ancestor: number): boolean {
  for (let current: number | null = pid; current && current > 1; current = parentOf(current)) {
    if (current === ancestor) return true;
  }
  return false;
}

/** The process under `rootPid` whose command line runs `script`. */
export function findDescendantRunning(rootPid: number, script: string): number {
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === rootPid) continue;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      // Node itself, not the shell npm runs it through (whose command line names it too).
      const runsNode = basename(command[0] ?? "") === "node" || command[0] === process.execPath;
      if (runsNode && command.some((part) => part.endsWith(script)) && isDescendant(pid, rootPid)) {
        return pid;
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  throw new Error(`No process under ${rootPid} runs ${script}`);
}

/** The resident set of a process, in bytes (VmRSS). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}
