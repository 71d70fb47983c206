import type { Executor } from "../../db/client";
import type { Schemas } from "../../http/types";
import { formatCents } from "../../../shared/pricing";
import { fetchProductFacts } from "../catalog";
import { itemsByIds } from "./shortageRepository";

type ReplacementOffer = Schemas["ReplacementOffer"];

const STATUSES: ReadonlySet<string> = new Set(["PENDING", "APPROVED", "REJECTED"]);
const isOfferStatus = (value: string | null): value is ReplacementOffer["status"] =>
  value !== null && STATUSES.has(value);

/**
 * The replacement offers of these order lines as the chat's cards show them now, by line id: a
 * card says PENDING until the shopper answers or the time runs out. Lines without an offer are
 * absent.
 */
export async function replacementOffersOf(
  db: Executor,
  itemIds: readonly number[],
): Promise<Map<number, ReplacementOffer>> {
  const items = await itemsByIds(db, [...new Set(itemIds)]);
  const productIds = items.flatMap((item) =>
    item.fulfilledProductId === null ? [item.productId] : [item.productId, item.fulfilledProductId],
  );
  const names = new Map(
    (await fetchProductFacts(db, productIds)).map((product) => [product.productId, product.name]),
  );
  const offers = new Map<number, ReplacementOffer>();
  for (const item of items) {
    if (!isOfferStatus(item.offerStatus)) continue;
    offers.set(item.id, {
      orderProductId: item.id,
      fromName: names.get(item.productId) ?? "",
      toName: item.fulfilledProductId === null ? "" : (names.get(item.fulfilledProductId) ?? ""),
      formattedPrice: formatCents(item.chargedPriceCents ?? item.priceCents),
      status: item.offerStatus,
    });
  }
  return offers;
}
