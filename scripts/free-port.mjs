import { readFileSync } from "node:fs";
import { createServer } from "node:net";

const LOWEST = 10_000;

/**
 * The first port the OS hands out on its own (to `listen(0)` and to outgoing connections).
 * Ports below it are never given away behind a test's back.
 */
function firstEphemeralPort() {
  try {
    const [low] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
      .trim()
      .split(/\s+/);
    return Number(low) > LOWEST + 1000 ? Number(low) : 32_768;
  } catch {
    return 32_768;
  }
}

function listensFreely(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port nothing listens on right now, for a server a test starts a moment later.
 *
 * It is drawn at random below the OS's ephemeral range: a port the OS picked (`listen(0)`)
 * is closed again before the server binds it, and in that gap a fake server or a connection
 * in a parallel test could be handed the same port, answering the health check in its place.
 */
export async function freePort() {
  const highest = firstEphemeralPort() - 1;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1));
    if (await listensFreely(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${highest} after 50 tries`);
}
