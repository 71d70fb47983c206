import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Empties every table of the public schema (users, sessions and carts included) and restarts
 * their sequences. Drizzle's migration journal lives in the "drizzle" schema and is kept.
 */
export async function resetDatabase(db: Database): Promise<string[]> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = result.rows.map((row) => row.tablename);
  if (names.length === 0) return names;
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(sql`truncate table ${list} restart identity cascade`);
  return names;
}
