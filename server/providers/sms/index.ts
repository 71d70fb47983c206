import type { Logger } from "pino";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { smsOutbox } from "../../db/schema";

export { listOutbox } from "./outbox";

/** Sends a text message; the real gateway or the console, picked by SMS_PROVIDER. */
export interface SmsProvider {
  readonly name: "console" | "twilio";
  send(recipient: string, body: string): Promise<void>;
}

/**
 * The offline default: the message goes to the server log and to the sms_outbox table, which
 * `GET /api/v1/dev/sms-outbox` lists outside production (tests read codes from there).
 */
function consoleProvider(db: Database, log: Logger): SmsProvider {
  return {
    name: "console",
    async send(recipient, body) {
      await db.insert(smsOutbox).values({ recipient, body });
      log.info({ sms: { recipient, body } }, `SMS to ${recipient}: ${body}`);
    },
  };
}

/** Twilio's Messages API (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource). */
function twilioProvider(
  settings: Extract<Config["sms"], { provider: "twilio" }>,
  fetchImpl: typeof fetch,
): SmsProvider {
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    name: "twilio",
    async send(recipient, body) {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ To: recipient, From: settings.fromNumber, Body: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new Error(`Twilio answered ${response.status}: ${await response.text()}`);
      }
    },
  };
}

export function createSmsProvider(
  config: Config,
  db: Database,
  log: Logger,
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  return config.sms.provider === "twilio"
    ? twilioProvider(config.sms, fetchImpl)
    : consoleProvider(db, log);
}
