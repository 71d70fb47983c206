import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * Starts over. By default every table of the public schema is emptied and its ids restart;
 * `dropSchema` removes the schemas themselves (and the migration journal) so migrations run again.
 */
export async function resetDatabase(db: Database, options: { dropSchema?: boolean } = {}) {
  if (options.dropSchema) {
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`drop schema if exists public cascade`);
    await db.execute(sql`create schema public`);
    return;
  }
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = result.rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0) {
    await db.execute(sql.raw(`truncate ${tables.join(", ")} restart identity cascade`));
  }
}
