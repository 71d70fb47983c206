import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Database } from "../../db/client";
import { LruCache } from "./cache";
import { renderDeliverableAreasPage } from "./pages";
import {
  bannerWords,
  categoryName,
  findBanner,
  productImageName,
  productPrices,
  tagNameByImage,
  type BannerSubject,
} from "../catalog";
import { riderName } from "../orders";
import { deliveryZoneList, ethnicityName, hasPhoneCode } from "../support";
import {
  renderBannerSvg,
  renderCategorySvg,
  renderInitialsSvg,
  renderFlagSvg,
  renderProductSvg,
  renderTagSvg,
} from "./svg";

export interface MediaRoutesOptions {
  db: Database;
  /** Rendered images kept in memory; the oldest are dropped beyond this. */
  cacheSize?: number;
}

// Images are addressed by stable ids and the seed is deterministic, so a URL never changes content.
const svgHeaders = {
  "content-type": "image/svg+xml; charset=utf-8",
  "cache-control": "public, max-age=86400, immutable",
  // SVG is a document that can carry script; this keeps a directly opened image inert.
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
  "x-content-type-options": "nosniff",
};

const pageHeaders = {
  "content-type": "text/html; charset=utf-8",
  // Zones can change without a new URL, unlike images.
  "cache-control": "public, max-age=300",
  // The storefront shows this page in a frame of its own origin.
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  "x-content-type-options": "nosniff",
};

const MAX_INT = 2_147_483_647;

/** "12.svg" → 12; anything else (zero, signs, huge numbers, other extensions) → null. */
function svgId(file: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.svg$/.exec(file);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= MAX_INT ? id : null;
}

function pathId(value: string): number | null {
  return svgId(`${value}.svg`);
}

/** What a banner row promotes, or undefined when it points at nothing any more. */
async function bannerSubject(
  db: Database,
  bannerType: string,
  entityId: number,
): Promise<BannerSubject | undefined> {
  if (bannerType === "PRODUCT") {
    const product = await productPrices(db, entityId);
    return product && { kind: "PRODUCT", ...product };
  }
  const name = await categoryName(db, entityId);
  return name === undefined ? undefined : { kind: "CATEGORY", name };
}

export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, options) => {
  const { db } = options;
  const cache = new LruCache<string>(options.cacheSize ?? 2000);

  const notFound = (reply: FastifyReply) =>
    reply.code(404).header("cache-control", "no-store").send({ message: "Image not found" });

  /** Answers from the cache or renders with `load`; null from `load` means an unknown image. */
  async function serveSvg(reply: FastifyReply, key: string, load: () => Promise<string | null>) {
    let body = cache.get(key);
    if (body === undefined) {
      const rendered = await load();
      if (rendered === null) return notFound(reply);
      cache.set(key, rendered);
      body = rendered;
    }
    return reply.code(200).headers(svgHeaders).send(body);
  }

  // Scoped to this plugin: a failed lookup answers a plain JSON error, never a stack trace.
  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, "media request failed");
    return reply
      .code(500)
      .header("cache-control", "no-store")
      .send({ message: "Could not load the image" });
  });

  app.get<{ Params: { productId: string; file: string } }>(
    "/media/products/:productId/:file",
    async (request, reply) => {
      const productId = pathId(request.params.productId);
      const variant = svgId(request.params.file);
      if (productId === null || variant === null || variant > 99) return notFound(reply);
      return serveSvg(reply, `product:${productId}:${variant}`, async () => {
        const url = `/media/products/${productId}/${variant}.svg`;
        const name = await productImageName(db, productId, url);
        return name === undefined ? null : renderProductSvg(name, variant);
      });
    },
  );

  app.get<{ Params: { file: string } }>("/media/categories/:file", async (request, reply) => {
    const id = svgId(request.params.file);
    if (id === null) return notFound(reply);
    return serveSvg(reply, `category:${id}`, async () => {
      const name = await categoryName(db, id);
      return name === undefined ? null : renderCategorySvg(name);
    });
  });

  app.get<{ Params: { file: string } }>("/media/ethnicities/:file", async (request, reply) => {
    const id = svgId(request.params.file);
    if (id === null) return notFound(reply);
    return serveSvg(reply, `ethnicity:${id}`, async () => {
      const name = await ethnicityName(db, id);
      return name === undefined ? null : renderInitialsSvg(name);
    });
  });

  app.get<{ Params: { file: string } }>("/media/riders/:file", async (request, reply) => {
    const id = svgId(request.params.file);
    if (id === null) return notFound(reply);
    return serveSvg(reply, `rider:${id}`, async () => {
      const row = await riderName(db, id);
      return row ? renderInitialsSvg(`${row.firstName ?? ""} ${row.lastName ?? ""}`) : null;
    });
  });

  app.get<{ Params: { file: string } }>("/media/flags/:file", async (request, reply) => {
    const code = /^([A-Z]{2})\.svg$/.exec(request.params.file)?.[1];
    if (!code) return notFound(reply);
    return serveSvg(reply, `flag:${code}`, async () => {
      return (await hasPhoneCode(db, code)) ? renderFlagSvg(code) : null;
    });
  });

  app.get<{ Params: { file: string } }>("/media/banners/:file", async (request, reply) => {
    const id = svgId(request.params.file);
    if (id === null) return notFound(reply);
    return serveSvg(reply, `banner:${id}`, async () => {
      const banner = await findBanner(db, id);
      if (!banner) return null;
      const subject = await bannerSubject(db, banner.bannerType, banner.entityId);
      if (!subject) return null;
      const { headline, subline } = bannerWords(id, subject);
      return renderBannerSvg(headline, subline);
    });
  });

  app.get<{ Params: { file: string } }>("/media/tags/:file", async (request, reply) => {
    const slug = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(request.params.file)?.[1];
    if (!slug || slug.length > 80) return notFound(reply);
    return serveSvg(reply, `tag:${slug}`, async () => {
      const name = await tagNameByImage(db, `/media/tags/${slug}.svg`);
      return name === undefined ? null : renderTagSvg(name);
    });
  });

  app.get("/media/pages/deliverable-areas.html", async (_request, reply) => {
    const zones = await deliveryZoneList(db);
    return reply.code(200).headers(pageHeaders).send(renderDeliverableAreasPage(zones));
  });

  // Anything else under /media is an unknown image, answered in the same shape.
  app.get("/media/*", async (_request, reply) => notFound(reply));
};
