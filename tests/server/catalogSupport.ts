import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Schemas } from "../../server/http/types";
import { createSession, findSession } from "../../server/http/session";
import { expectContract } from "./support/contract";
import { callApi, uniqueDeviceId } from "./support/requests";
import { getTestApp } from "./support/testApp";

/** Helpers shared by the catalogue test files. */

export type Product = Schemas["Product"];
export type ProductPage = Schemas["ProductPage"];

export async function db() {
  return (await getTestApp()).context.db;
}

export async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await (await db()).execute<Record<string, unknown>>(query);
  return result.rows as T[];
}

/**
 * A fresh guest session: through POST /auth/guest-login when the auth module answers it,
 * otherwise a guest user and session made directly (the catalogue only needs the token).
 */
export async function guestSession(): Promise<{ token: string; userId: number }> {
  const { context } = await getTestApp();
  const deviceId = uniqueDeviceId();
  const response = await callApi("POST", "/auth/guest-login", { body: { deviceId } });
  let token: string;
  if (response.statusCode === 200 || response.statusCode === 201) {
    token = (response.json() as { data: { token: string } }).data.token;
  } else {
    const [user] = await rows<{ id: number }>(
      sql`insert into users (is_guest, device_id) values (true, ${deviceId}) returning id`,
    );
    token = await createSession(context.db, user?.id ?? 0, context.now());
  }
  const session = await findSession(context.db, token, context.now());
  return { token, userId: session.user.id };
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

export async function invalidateCatalog() {
  (await getTestApp()).context.catalogCache.invalidate("catalog:");
}
