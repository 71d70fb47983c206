import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, type PgliteQueryResultHKT } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { whileSessionLocked } from "./advisoryLock";
import { lockDataDir } from "./dataDirLock";
import { listenOnPglite, listenOnPostgres, type ListenToChannel } from "./listener";
import { pgliteQueue, poolQueue, type QueryQueue } from "./queryQueue";
import * as schema from "./schema";

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Where a query runs: the database itself or an open transaction (both run the same queries). */
export type Executor = PgDatabase<PgliteQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The queries waiting for a connection, which the API bounds (server/http/loadShedding.ts). */
  queue: QueryQueue;
  /** LISTEN on a channel: one connection per process however many listen (server/events/bus.ts). */
  listen: ListenToChannel;
  /** Brings the schema up to date; on PostgreSQL one process at a time (see `exclusively`). */
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other process runs a task of the same name on this database: work of
   * several transactions, such as seeding a database the task first finds empty, that two stores
   * starting at once must not both do. Only one process opens a PGlite folder: it runs at once.
   */
  exclusively<T>(name: string, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Postgres's page cache (shared_buffers, 128 MB by default) lives inside PGlite's WASM memory, which
 * never shrinks: over 100 MB of the store's RSS. Pages it does not hold are read from the data
 * folder through the OS file cache, and the catalogue's answers are cached by the server itself.
 * (PGlite's initialMemory cannot go below the 128 MB its module declares; only touched pages count.)
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * PGlite in `dataDir` (or in memory for "memory://") unless a PostgreSQL URL is given. Both
 * speak the same SQL, so one Drizzle type serves both; the node-postgres driver is cast to it.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePostgres(pool, { schema });
    const exclusively = <T>(name: string, task: () => Promise<T>) =>
      whileSessionLocked(pool, name, task);
    return {
      db: db as unknown as Database,
      kind: "postgres",
      queue: poolQueue(pool),
      listen: listenOnPostgres(options.databaseUrl),
      // Two migrations at once collide on what both create: the second waits, then has none to do.
      migrate: () =>
        exclusively("storefront:migrate", () => migratePostgres(db, { migrationsFolder })),
      exclusively,
      close: () => pool.end(),
    };
  }
  let release = () => {};
  if (!options.dataDir.startsWith("memory://")) {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
  }
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  const queue = pgliteQueue(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    queue,
    listen: listenOnPglite(client),
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (_name, task) => task(),
    close: async () => {
      await client.close();
      release();
    },
  };
}
