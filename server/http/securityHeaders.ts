import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

const OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      // The store's service worker (/sw.js) and web app manifest, named rather than left to fall
      // back to default-src, so a later change there cannot take the installable app away.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      // The store also runs on plain http (localhost, a LAN address): never rewrite to https.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // No Cross-Origin-Opener-Policy: it starts every page entered from another one in a renderer
  // of its own, which cost home 300-500 ms of blocking time in Lighthouse (docs/decisions.md,
  // "No opener policy").
  crossOriginOpenerPolicy: false,
};

/** The headers helmet sets with OPTIONS, read once from a throwaway instance. */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, OPTIONS);
  probe.get("/", async () => "");
  const response = await probe.inject({ url: "/" });
  await probe.close();
  const plain = Fastify();
  plain.get("/", async () => "");
  const baseline = await plain.inject({ url: "/" });
  await plain.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !(name in baseline.headers))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Helmet's security headers on every answer. @fastify/helmet builds its middleware anew on every
 * request (two hooks, the CSP parsed each time); with no per-request nonce the headers never
 * change, so they are computed once and set as they are.
 */
export async function addSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
