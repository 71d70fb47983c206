import { isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { countsPerNetwork } from "../lib/network";

/** The address X-Forwarded-For's last hop names: the one the nearest proxy appended. */
function lastForwardedAddress(request: FastifyRequest): string | null {
  const header = request.headers["x-forwarded-for"];
  const value = Array.isArray(header) ? header.at(-1) : header;
  const last = value?.split(",").at(-1)?.trim() ?? "";
  return isIP(last) ? last : null;
}

/**
 * The network a request is counted against by the per-network caps. With TRUST_PROXY, the client
 * the trusted proxies name (Fastify's `request.ip`). Without it, a request from this machine that
 * carries X-Forwarded-For came through a proxy on this machine: the address that proxy appended,
 * the last one, names the client. A program on this machine could forge it, but such a program
 * is never capped per network anyway (loopback is not counted, lib/network.ts). Any other request
 * counts against its socket's address.
 */
export function clientNetworkOf(request: FastifyRequest, trustProxy: Config["trustProxy"]): string {
  if (trustProxy !== false || countsPerNetwork(request.ip)) return request.ip;
  return lastForwardedAddress(request) ?? request.ip;
}

/**
 * Says once, when the first request through a proxy on another machine arrives, that TRUST_PROXY
 * is not set: every client behind that proxy then shares its address, and so one network's caps
 * (sign-in codes, guest sessions, product requests).
 */
export function warnOfUntrustedProxy(
  app: FastifyInstance,
  log: { warn: (message: string) => void },
  trustProxy: Config["trustProxy"],
): void {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook("onRequest", (request, _reply, done) => {
    if (!warned && request.headers["x-forwarded-for"] && countsPerNetwork(request.ip)) {
      warned = true;
      log.warn(
        `Requests arrive through a proxy at ${request.ip} (X-Forwarded-For) but TRUST_PROXY is ` +
          "not set: every client behind it counts as one network for the per-network caps. Set " +
          "TRUST_PROXY to the number of proxies in front of the store, or their addresses.",
      );
    }
    done();
  });
}
