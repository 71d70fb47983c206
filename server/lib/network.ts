/**
 * Per-network limits skip loopback: there the address names no client but a local proxy that
 * TRUST_PROXY does not name (or a test), and a cap would throttle every customer at once. The
 * per-phone and per-user limits still apply.
 */
export function countsPerNetwork(ip: string): boolean {
  return !(ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127."));
}
