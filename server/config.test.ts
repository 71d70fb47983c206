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
      webRoot: "/srv/store/dist",
    });
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
      { NODE_ENV: "prod" },
      'NODE_ENV="prod" is not allowed: use one of development, production, test.',
    ],
  ])("stops on %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
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
});
