import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({}, "/srv/store");
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/srv/store/.data",
      databaseUrl: undefined,
      production: false,
      sms: { provider: "console" },
      payments: { provider: "sandbox" },
      fulfilmentSimulator: "fast",
      uploadsDir: "/srv/store/.data/uploads",
      webRoot: "/srv/store/dist",
      pageRenderer: "/srv/store/dist-server/renderer/renderPage.js",
    });
  });

  it("keeps orders still in tests and uploads beside the data unless told otherwise", () => {
    expect(loadConfig({ NODE_ENV: "test" }).fulfilmentSimulator).toBe("off");
    expect(loadConfig({ DATA_DIR: "/var/store" }, "/srv").uploadsDir).toBe("/var/store/uploads");
    expect(loadConfig({ UPLOADS_DIR: "files" }, "/srv").uploadsDir).toBe("/srv/files");
  });

  it("takes real payments with Stripe when its key is set", () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", NODE_ENV: "production" }).payments).toEqual(
      {
        provider: "stripe",
        secretKey: "sk_test_1",
        webhookSecret: undefined,
      },
    );
    expect(
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }).payments,
    ).toMatchObject({ webhookSecret: "whsec_1" });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", PAYMENTS_PROVIDER: "sandbox" }).payments,
    ).toEqual({ provider: "sandbox" });
  });

  it.each([
    [{ PORT: "80a" }, 'PORT="80a" is not a port: use a whole number from 1 to 65535.'],
    [{ PORT: "70000" }, 'PORT="70000" is not a port: use a whole number from 1 to 65535.'],
    [
      { SMS_PROVIDER: "pigeon" },
      'SMS_PROVIDER="pigeon" is not allowed: use one of console, twilio.',
    ],
    [
      { SMS_PROVIDER: "twilio" },
      "TWILIO_ACCOUNT_SID is missing: it is required when SMS_PROVIDER=twilio.",
    ],
    [{ DATABASE_URL: "mysql://x" }, /^DATABASE_URL is not a PostgreSQL URL: use postgres:\/\//],
    [
      { NODE_ENV: "production" },
      "PAYMENTS_PROVIDER=sandbox is refused when NODE_ENV=production: set STRIPE_SECRET_KEY to take real payments.",
    ],
    [
      { PAYMENTS_PROVIDER: "stripe" },
      "STRIPE_SECRET_KEY is missing: it is required when PAYMENTS_PROVIDER=stripe.",
    ],
    [
      { PAYMENTS_PROVIDER: "paypal" },
      'PAYMENTS_PROVIDER="paypal" is not allowed: use one of sandbox, stripe.',
    ],
    [
      { FULFILMENT_SIMULATOR: "slow" },
      'FULFILMENT_SIMULATOR="slow" is not allowed: use one of fast, realistic, off.',
    ],
    [
      { NODE_ENV: "prod" },
      'NODE_ENV="prod" is not allowed: use one of development, production, test.',
    ],
    [
      { TRUST_PROXY: "true" },
      "TRUST_PROXY=true would trust any X-Forwarded-For a client sends: set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16).",
    ],
    [{ TRUST_PROXY: "11" }, 'TRUST_PROXY="11" is not a proxy count: use 1 to 10.'],
    [
      { TRUST_PROXY: "10.0.0.1,proxy.internal" },
      'TRUST_PROXY="10.0.0.1,proxy.internal" has "proxy.internal", which is no address: use a number of proxies (1) or a comma-separated list of IP addresses and CIDR ranges.',
    ],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /^TRUST_PROXY="10.0.0.0\/33" has "10.0.0.0\/33"/],
    [{ TRUST_PROXY: "yes" }, /^TRUST_PROXY="yes" has "yes", which is no address/],
  ])("stops on %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("trusts no proxy by default, else a number of hops or a list of addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,fd00::/8,::1,loopback" }).trustProxy,
    ).toEqual(["10.0.0.5", "10.1.0.0/16", "fd00::/8", "::1", "loopback"]);
  });

  it("accepts a PostgreSQL URL and Twilio settings", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://store:secret@db:5432/store",
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "t",
      TWILIO_FROM_NUMBER: "+15550000000",
    });
    expect(config.databaseUrl).toBe("postgres://store:secret@db:5432/store");
    expect(config.sms).toEqual({
      provider: "twilio",
      accountSid: "AC1",
      authToken: "t",
      fromNumber: "+15550000000",
    });
  });

  it("sheds load at generous limits unless told otherwise, 0 turning a check off", () => {
    expect(loadConfig({}).loadShedding).toEqual({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
      maxWaitingQueries: 32,
      maxRequestsInFlight: 24,
    });
    expect(loadConfig({ NODE_ENV: "test" }).loadShedding.maxEventLoopDelayMs).toBe(0);
    const env = {
      SHED_EVENT_LOOP_DELAY_MS: "0",
      SHED_EVENT_LOOP_UTILIZATION: "0.95",
      SHED_WAITING_QUERIES: "8",
      SHED_REQUESTS_IN_FLIGHT: "16",
    };
    expect(loadConfig(env).loadShedding).toEqual({
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0.95,
      maxWaitingQueries: 8,
      maxRequestsInFlight: 16,
    });
    expect(() => loadConfig({ SHED_WAITING_QUERIES: "-1" })).toThrow(
      'SHED_WAITING_QUERIES="-1" is not a limit: use a number of 0 or more (0 turns it off).',
    );
    expect(() => loadConfig({ SHED_EVENT_LOOP_UTILIZATION: "1.5" })).toThrow(
      'SHED_EVENT_LOOP_UTILIZATION="1.5" is not a limit: use a number from 0 to 1 (0 turns it off).',
    );
  });
  it("keeps chat files in a folder alone, in the database it shares with others, or in S3", () => {
    const postgres = "postgres://store:pw@db:5432/store";
    expect(loadConfig({}).fileStorage).toEqual({ provider: "disk" });
    expect(loadConfig({ DATABASE_URL: postgres }).fileStorage).toEqual({ provider: "database" });
    expect(loadConfig({ DATABASE_URL: postgres, FILE_STORAGE: "disk" }).fileStorage).toEqual({
      provider: "disk",
    });
    expect(loadConfig({ FILE_STORAGE: "s3", S3_BUCKET: "files" }).fileStorage).toEqual({
      provider: "s3",
      bucket: "files",
      region: "us-east-1",
      endpoint: undefined,
      credentials: undefined,
    });
    expect(
      loadConfig({
        FILE_STORAGE: "s3",
        S3_BUCKET: "files",
        S3_REGION: "auto",
        S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
      }).fileStorage,
    ).toEqual({
      provider: "s3",
      bucket: "files",
      region: "auto",
      endpoint: "https://account.r2.cloudflarestorage.com",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
  });

  it.each([
    [{ FILE_STORAGE: "ftp" }, /FILE_STORAGE="ftp" is not allowed/],
    [{ FILE_STORAGE: "s3" }, /S3_BUCKET is missing/],
    [{ FILE_STORAGE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" }, /S3_ENDPOINT="minio:9000"/],
    [{ FILE_STORAGE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" }, /go together/],
    [{ FILE_URL_SECRET: "short" }, /FILE_URL_SECRET is too short/],
  ])("refuses the file storage settings %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("signs file URLs with FILE_URL_SECRET when set, else with the database's secret", () => {
    expect(loadConfig({}).fileUrlSecret).toBeUndefined();
    const secret = "k".repeat(32);
    expect(loadConfig({ FILE_URL_SECRET: secret }).fileUrlSecret).toBe(secret);
  });
});
