import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Schemas } from "../../../server/http/types";
import { expectContract } from "./contract";
import { signInGuest } from "./auth";
import { callApi } from "./requests";
import { getTestApp } from "./testApp";

/** Helpers shared by the catalogue test files. */

export type Product = Schemas["Product"];
/** What every list answer holds (cards), without the product page's fields. */
export type ProductSummary = Schemas["ProductSummary"];
export type ProductPage = Schemas["ProductPage"];

export async function db() {
  return (await getTestApp()).context.db;
}

export async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await (await db()).execute<Record<string, unknown>>(query);
  return result.rows as T[];
}

/** A fresh guest session and its user id. */
export async function guestSession(): Promise<{ token: string; userId: number }> {
  const { token, user } = await signInGuest();
  return { token, userId: user.id };
}

/** Puts a line straight into the user's cart (the cart module is not under test here). */
export async function addCartLine(userId: number, productId: number, qty: number) {
  const [cart] = await rows<{ uuid: string }>(
    sql`insert into carts (uuid, user_id) values (${randomUUID()}, ${userId})
        on conflict (user_id) do update set updated_at = now() returning uuid`,
  );
  const [line] = await rows<{ id: number }>(
    sql`insert into cart_items (cart_uuid, product_id, qty) values (${cart?.uuid ?? ""}, ${productId}, ${qty})
        returning id`,
  );
  return line?.id ?? 0;
}

export async function listProducts(query: string, token?: string) {
  const response = await callApi("GET", `/catalog/ui/products?${query}`, token ? { token } : {});
  return { response, body: response.json() as ProductPage };
}

/** A GET whose answer must be one the contract promises; the body typed as `{ data: T }`. */
export async function getData<T>(operationId: string, url: string, token?: string) {
  const response = await callApi("GET", url, token ? { token } : {});
  expectContract(operationId, response);
  return { response, body: response.json() as { data: T } };
}

/** The sub-categories each product is filed under (lists no longer carry them). */
export async function categoryIdsOf(productIds: readonly number[]): Promise<Map<number, number[]>> {
  const ids = productIds.length > 0 ? productIds : [0];
  const links = await rows<{ productId: number; categoryId: number; parentId: number | null }>(
    sql`select pc.product_id as "productId", c.id as "categoryId", c.parent_id as "parentId"
        from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const result = new Map<number, number[]>(productIds.map((id) => [id, []]));
  for (const link of links) {
    result.get(link.productId)?.push(link.categoryId, ...(link.parentId ? [link.parentId] : []));
  }
  return result;
}

export async function invalidateCatalog() {
  (await getTestApp()).context.catalogCache.invalidate("catalog:");
}
