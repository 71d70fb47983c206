import { isIP } from "node:net";
import { resolve } from "node:path";
import { serverBuildPaths } from "./buildPaths.mjs";

/** Every environment variable the server reads, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  sms:
    | { provider: "console" }
    | { provider: "twilio"; accountSid: string; authToken: string; fromNumber: string };
  payments:
    | { provider: "sandbox" }
    | { provider: "stripe"; secretKey: string; webhookSecret: string | undefined };
  /** How the simulated store moves paid orders along: a step every ~20 s, realistic pace, or never. */
  fulfilmentSimulator: "fast" | "realistic" | "off";
  /**
   * The share of order lines the simulator makes run short while it prepares an order, from 0 to
   * 1 (docs/replacements.md); the draw is seeded from the order and the product, so it repeats.
   */
  fulfilmentShortageRate: number;
  /**
   * The share of the products not in stock that the simulated store restocks each minute, from 0
   * to 1 (docs/restock-alerts.md); seeded from the product and the minute, so every server draws
   * the same products.
   */
  catalogRestockRate: number;
  /** The store's address as shoppers reach it, for links in texts (a restock alert's product). */
  publicUrl: string;
  /**
   * Reports of a problem after delivery (docs/replacements.md): how many one order takes before
   * the next goes to the support chat instead, and the refunds a customer's reports get back in
   * a calendar month (UTC), in cents, past which a report goes to support.
   */
  issueReports: { perOrder: number; monthlyRefundCapCents: number };
  /** Where uploaded chat files are kept (providers/storage): a folder, the database or S3. */
  fileStorage: FileStorageConfig;
  /** The disk adapter's folder for uploaded chat files, and where older stores kept theirs. */
  uploadsDir: string;
  /**
   * Signs chat file URLs when set (the same on every server); unset, a secret made once is kept
   * in the database (chat/fileKeys.ts).
   */
  fileUrlSecret: string | undefined;
  /**
   * Behind proxies: which X-Forwarded-For entries to believe for the client IP (rate limits). A
   * number of hops, or the proxies' addresses and CIDR ranges; false believes none.
   */
  trustProxy: false | number | string[];
  /** Serve the built web app from this folder (SPA fallback); null serves the API only. */
  webRoot: string | null;
  /**
   * The web app's page renderer (dist-server/renderer/, built by npm run build:server): the
   * catalogue's pages are sent drawn when it exists (http/pages.ts); null sends the frame only.
   */
  pageRenderer: string | null;
  /** Beyond these, API requests answer 503 instead of queueing (http/loadShedding.ts); 0 is off. */
  loadShedding: LoadSheddingLimits;
}

export type FileStorageConfig =
  | { provider: "disk" }
  | { provider: "database" }
  | {
      provider: "s3";
      bucket: string;
      region: string;
      /** Unset for AWS; R2's or MinIO's URL otherwise (then addressed by path, not subdomain). */
      endpoint: string | undefined;
      /** Unset: the AWS SDK's own chain (AWS_* variables, the instance's role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface LoadSheddingLimits {
  /** Mean event loop delay over the last second, in milliseconds. */
  maxEventLoopDelayMs: number;
  /** Share of the last second the event loop was busy, from 0 to 1. */
  maxEventLoopUtilization: number;
  /** Queries waiting for a database connection. */
  maxWaitingQueries: number;
  /** API requests taken and not yet answered (health checks and kept answers aside). */
  maxRequestsInFlight: number;
}

/** A bad value: the message is the one line the start prints before stopping. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name}="${value}" is not allowed: use one of ${allowed.join(", ")}.`);
}

function port(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < 1 || parsed > 65535) {
    throw new ConfigError(`${name}="${value}" is not a port: use a whole number from 1 to 65535.`);
  }
  return parsed;
}

function limit(env: Env, name: string, fallback: number, max = Infinity): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || parsed > max) {
    const range = max === Infinity ? "a number of 0 or more" : `a number from 0 to ${max}`;
    throw new ConfigError(`${name}="${value}" is not a limit: use ${range} (0 turns it off).`);
  }
  return parsed;
}

/** Shortages the simulator draws: none in tests or without the simulator, else one line in 20. */
function shortageRate(env: Env, nodeEnv: string | undefined): number {
  const off = nodeEnv === "test" || env.FULFILMENT_SIMULATOR === "off";
  return limit(env, "FULFILMENT_SHORTAGE_RATE", off ? 0 : 0.05, 1);
}

/** Restocks the simulated store makes: none in tests or without the simulator, else 1 % a minute. */
function restockRate(env: Env, nodeEnv: string | undefined): number {
  const off = nodeEnv === "test" || env.FULFILMENT_SIMULATOR === "off";
  return limit(env, "CATALOG_RESTOCK_RATE", off ? 0 : 0.01, 1);
}

/** An http(s) origin, without a trailing slash; the local store's own address by default. */
function publicUrl(env: Env, fallback: string): string {
  const value = env.PUBLIC_URL;
  if (value === undefined || value === "") return fallback;
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {
    parsed = null;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.pathname !== "/" || parsed.search) {
    throw new ConfigError(
      `PUBLIC_URL="${value}" is not an origin: use the store's address as shoppers reach it, such as https://shop.example.com.`,
    );
  }
  return parsed.origin;
}

function required(env: Env, name: string, because: string): string {
  const value = env[name];
  if (!value) throw new ConfigError(`${name} is missing: it is required ${because}.`);
  return value;
}

function databaseUrl(env: Env): string | undefined {
  const value = env.DATABASE_URL;
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\/.+/.test(value)) {
    throw new ConfigError(
      "DATABASE_URL is not a PostgreSQL URL: use postgres://user:password@host:port/database, or leave it unset for the embedded database.",
    );
  }
  return value;
}

function payments(env: Env, production: boolean): Config["payments"] {
  const provider = oneOf(
    env,
    "PAYMENTS_PROVIDER",
    ["sandbox", "stripe"],
    env.STRIPE_SECRET_KEY ? "stripe" : "sandbox",
  );
  if (provider === "stripe") {
    return {
      provider,
      secretKey: required(env, "STRIPE_SECRET_KEY", "when PAYMENTS_PROVIDER=stripe"),
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    };
  }
  if (production) {
    throw new ConfigError(
      "PAYMENTS_PROVIDER=sandbox is refused when NODE_ENV=production: set STRIPE_SECRET_KEY to take real payments.",
    );
  }
  return { provider };
}

/**
 * Several servers on one DATABASE_URL must read each other's uploads, so the database is the
 * default there; one server on PGlite keeps them in a folder beside its data.
 */
function fileStorage(env: Env, databaseUrl: string | undefined): FileStorageConfig {
  const provider = oneOf(
    env,
    "FILE_STORAGE",
    ["disk", "database", "s3"],
    databaseUrl ? "database" : "disk",
  );
  if (provider !== "s3") return { provider };
  const because = "when FILE_STORAGE=s3";
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new ConfigError(
      `S3_ENDPOINT="${endpoint}" is not a URL: use https://<account>.r2.cloudflarestorage.com, http://localhost:9000, or leave it unset for AWS.`,
    );
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials.",
    );
  }
  return {
    provider,
    bucket: required(env, "S3_BUCKET", because),
    region: env.S3_REGION || "us-east-1",
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** An HMAC key shorter than this is guessable; 32 random bytes in base64 are 44 characters. */
const MIN_SECRET_LENGTH = 32;

function fileUrlSecret(env: Env): string | undefined {
  const value = env.FILE_URL_SECRET;
  if (!value) return undefined;
  if (value.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `FILE_URL_SECRET is too short: use at least ${MIN_SECRET_LENGTH} random characters (openssl rand -base64 32), or leave it unset to keep one in the database.`,
    );
  }
  return value;
}

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts beside addresses. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Trusting every hop (`true`) lets any client choose its own address with a forged
 * X-Forwarded-For, which voids every per-network limit; so only a hop count or a list of the
 * proxies' addresses is taken.
 */
function trustProxy(env: Env): Config["trustProxy"] {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === "false" || value === "0") return false;
  if (value === "true") {
    throw new ConfigError(
      "TRUST_PROXY=true would trust any X-Forwarded-For a client sends: set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16).",
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) {
      throw new ConfigError(`TRUST_PROXY="${value}" is not a proxy count: use 1 to 10.`);
    }
    return hops;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY="${value}" has "${wrong}", which is no address: use a number of proxies (1) or a comma-separated list of IP addresses and CIDR ranges.`,
    );
  }
  return entries;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const nodeEnv = oneOf(env, "NODE_ENV", ["development", "production", "test"], "development");
  const dataDir = resolve(cwd, env.DATA_DIR || ".data");
  const smsProvider = oneOf(env, "SMS_PROVIDER", ["console", "twilio"], "console");
  const because = "when SMS_PROVIDER=twilio";
  const database = databaseUrl(env);
  const listenPort = port(env, "PORT", 8080);
  return {
    port: listenPort,
    host: env.HOST || "localhost",
    dataDir,
    databaseUrl: database,
    production: nodeEnv === "production",
    logLevel: oneOf(
      env,
      "LOG_LEVEL",
      ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
      nodeEnv === "test" ? "silent" : "info",
    ),
    sms:
      smsProvider === "twilio"
        ? {
            provider: "twilio",
            accountSid: required(env, "TWILIO_ACCOUNT_SID", because),
            authToken: required(env, "TWILIO_AUTH_TOKEN", because),
            fromNumber: required(env, "TWILIO_FROM_NUMBER", because),
          }
        : { provider: "console" },
    payments: payments(env, nodeEnv === "production"),
    fulfilmentSimulator: oneOf(
      env,
      "FULFILMENT_SIMULATOR",
      ["fast", "realistic", "off"],
      nodeEnv === "test" ? "off" : "fast",
    ),
    fulfilmentShortageRate: shortageRate(env, nodeEnv),
    catalogRestockRate: restockRate(env, nodeEnv),
    publicUrl: publicUrl(env, `http://localhost:${listenPort}`),
    issueReports: {
      perOrder: Math.floor(limit(env, "ISSUE_REPORTS_PER_ORDER", 3)),
      monthlyRefundCapCents: Math.round(limit(env, "ISSUE_REFUNDS_MONTHLY_CAP", 50) * 100),
    },
    fileStorage: fileStorage(env, database),
    uploadsDir: resolve(cwd, env.UPLOADS_DIR || resolve(dataDir, "uploads")),
    fileUrlSecret: fileUrlSecret(env),
    trustProxy: trustProxy(env),
    webRoot: resolve(cwd, "dist"),
    pageRenderer: serverBuildPaths(resolve(cwd)).pageRenderer,
    loadShedding: {
      // Tests drive the app in their own process, so its loop lags with the test runner's work.
      maxEventLoopDelayMs: limit(env, "SHED_EVENT_LOOP_DELAY_MS", nodeEnv === "test" ? 0 : 1000),
      maxEventLoopUtilization: limit(env, "SHED_EVENT_LOOP_UTILIZATION", 0, 1),
      maxWaitingQueries: limit(env, "SHED_WAITING_QUERIES", 32),
      maxRequestsInFlight: limit(env, "SHED_REQUESTS_IN_FLIGHT", 24),
    },
  };
}
