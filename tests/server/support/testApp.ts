import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { createAppContext, type AppContext } from "../../../server/context";
import { openDatabase, type DatabaseHandle } from "../../../server/db/client";
import { resetDatabase } from "../../../server/db/reset";
import { seedDatabase } from "../../../server/seed";

/** A clock the tests can move forward (code expiry, slot cut-offs) without waiting. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
}

function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  clock: TestClock;
  database: DatabaseHandle;
}

/**
 * One seeded database and app per test run (the server project runs its files in one worker
 * without isolation): PGlite in memory, or the PostgreSQL of TEST_DATABASE_URL, emptied first.
 */
async function createTestApp(): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const config = {
    ...loadConfig({ NODE_ENV: "test" }),
    // What the server does differently on a database other processes may share follows it.
    databaseUrl,
    webRoot: null,
    pageRenderer: null,
    // Uploads of a test run go to a folder of their own (globalSetup), never into .data.
    uploadsDir: inject("testUploadsDir"),
  };
  const database = await openDatabase({ databaseUrl, dataDir: "memory://" });
  if (databaseUrl) await resetDatabase(database.db, { dropSchema: true });
  await database.migrate();
  await seedDatabase(database.db, {});
  const clock = createTestClock();
  const context = createAppContext(config, database.db, {
    now: () => clock.now(),
    queryQueue: database.queue,
    listen: database.listen,
  });
  const app = await buildApp(context);
  await app.ready();
  return { app, context, clock, database };
}

const shared = globalThis as typeof globalThis & { __storefrontTestApp?: Promise<TestApp> };

export function getTestApp(): Promise<TestApp> {
  shared.__storefrontTestApp ??= createTestApp();
  return shared.__storefrontTestApp;
}
