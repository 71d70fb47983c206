import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import type { AnswerCache } from "../../http/answerCache";
import { answerFromKept } from "../../http/cachedReads";
import {
  categorySitemap,
  CATEGORY_SITEMAP_PATH,
  productSitemap,
  robotsText,
  sitemapIndex,
  SITEMAP_INDEX_PATH,
} from "./service";

export interface SeoRoutesOptions {
  db: Database;
  /** The store's origin as shoppers reach it (config PUBLIC_URL): sitemaps name absolute URLs. */
  publicUrl: string;
  /** The catalogue's kept answers: a sitemap is built once per catalogue change. */
  answers: AnswerCache;
}

// A crawler may keep a file a few minutes; the ETag makes asking again a 304.
const HEADERS = { cacheControl: "public, max-age=300", vary: "Accept-Encoding" };
const XML = "application/xml; charset=utf-8";
const TEXT = "text/plain; charset=utf-8";

/** "products-12.xml" → 12; anything else (zero, signs, other names) → null. */
function productFileNumber(file: string): number | null {
  const match = /^products-([1-9][0-9]{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

/**
 * robots.txt and the sitemaps (docs/seo.md): outside the contract, like the media, as search
 * engines ask for them at fixed paths. Each answer is kept with the catalogue's answers, so a
 * 100,000-product store reads its products once per catalogue change, not per crawl.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
  const { db, publicUrl, answers } = options;

  /** `build`'s answer, kept under the request's path; null from `build` is a 404. */
  const sendKept = async (
    request: FastifyRequest,
    reply: FastifyReply,
    contentType: string,
    build: () => Promise<string | null>,
  ) => {
    const key = `seo:${request.url.split("?")[0] ?? ""}`;
    let answer = answers.find(key);
    if (!answer) {
      const version = answers.version;
      const body = await build();
      if (body === null)
        return reply.code(404).send({ message: `Nothing found at ${request.url}.` });
      const kept = answers.keep(key, version, Buffer.from(body), contentType);
      // The catalogue changed while this was built: sent, not kept.
      if (!kept) return reply.type(contentType).header("cache-control", "no-cache").send(body);
      answer = kept;
    }
    reply.type(contentType);
    return answerFromKept(answers, key, request, reply, answer, HEADERS);
  };

  app.get("/robots.txt", (request, reply) =>
    sendKept(request, reply, TEXT, () => Promise.resolve(robotsText(publicUrl))),
  );
  app.get(SITEMAP_INDEX_PATH, (request, reply) =>
    sendKept(request, reply, XML, () => sitemapIndex(db, publicUrl)),
  );
  app.get<{ Params: { file: string } }>("/sitemaps/:file", (request, reply) => {
    const { file } = request.params;
    if (`/sitemaps/${file}` === CATEGORY_SITEMAP_PATH)
      return sendKept(request, reply, XML, () => categorySitemap(db, publicUrl));
    const number = productFileNumber(file);
    if (number === null)
      return reply.code(404).send({ message: `Nothing found at ${request.url}.` });
    return sendKept(request, reply, XML, () => productSitemap(db, publicUrl, number));
  });
};
