import { randomUUID } from "node:crypto";
import { pino, type Logger } from "pino";
import { TtlCache } from "./cache";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { NOT_LISTENING, type ListenToChannel } from "./db/listener";
import { UNWATCHED_QUEUE, type QueryQueue } from "./db/queryQueue";
import { EventBus } from "./events/bus";
import { OpenEventStreams } from "./http/eventStreams";
import { createOfflineGeoProvider, type GeoProvider } from "./providers/geo";
import { createPaymentsProvider, type PaymentsProvider } from "./providers/payments";
import { createSmsProvider, type SmsProvider } from "./providers/sms";
import { createFileStorage, type FileStorage } from "./providers/storage";
import { VisitorChanges } from "./visitorChanges";

/** The services every module's handlers are built with. */
export interface AppContext {
  config: Config;
  db: Database;
  /** The database's waiting queries, which load shedding bounds (the DatabaseHandle's queue). */
  queryQueue: QueryQueue;
  log: Logger;
  sms: SmsProvider;
  geo: GeoProvider;
  payments: PaymentsProvider;
  storage: FileStorage;
  /** Catalogue reads that rarely change (home, categories, search landing, popular searches). */
  catalogCache: TtlCache;
  /** The calls answered that may change what a returning visitor's header shows. */
  visitorChanges: VisitorChanges;
  /** What the database announces (order changes, chat messages), heard once for the process. */
  events: EventBus;
  /** The live-update streams this process answers (closed when it stops). */
  eventStreams: OpenEventStreams;
  /** The current time; tests move it to expire codes and slots. */
  now: () => Date;
  /** This server process, as its idempotency claims and its lease (server_processes) name it. */
  processId: string;
}

/** Structured JSON logs (pino) without secrets; Fastify logs requests through the same logger. */
export function createLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    redact: ["req.headers.authorization", "req.headers.cookie"],
  });
}

export function createAppContext(
  config: Config,
  db: Database,
  overrides: Partial<
    Pick<
      AppContext,
      "queryQueue" | "log" | "now" | "sms" | "geo" | "payments" | "storage" | "processId"
    > & {
      /** The database's LISTEN (its DatabaseHandle's); without it, no event stream can open. */
      listen: ListenToChannel;
    }
  > = {},
): AppContext {
  const log = overrides.log ?? createLogger(config);
  const catalogCache = new TtlCache(60_000);
  const now = overrides.now ?? (() => new Date());
  return {
    config,
    db,
    queryQueue: overrides.queryQueue ?? UNWATCHED_QUEUE,
    log,
    sms: overrides.sms ?? createSmsProvider(config, db, log),
    geo: overrides.geo ?? createOfflineGeoProvider(),
    payments: overrides.payments ?? createPaymentsProvider(config, db, log),
    storage: overrides.storage ?? createFileStorage(config, db),
    catalogCache,
    visitorChanges: new VisitorChanges(catalogCache.ttl),
    events: new EventBus(overrides.listen ?? NOT_LISTENING, log, now),
    eventStreams: new OpenEventStreams(),
    now,
    processId: overrides.processId ?? randomUUID(),
  };
}
