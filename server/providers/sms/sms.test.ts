import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import type { Database } from "../../db/client";
import { createSmsProvider } from "./index";

const twilioConfig = loadConfig({
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: "AC123",
  TWILIO_AUTH_TOKEN: "secret",
  TWILIO_FROM_NUMBER: "+15550001111",
});
const unusedDb = {} as Database;
const silent = pino({ level: "silent" });

describe("the Twilio SMS provider", () => {
  it("posts the message to Twilio's Messages API with basic auth", async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), init });
      return new Response("{}", { status: 201 });
    };
    const sms = createSmsProvider(twilioConfig, unusedDb, silent, fakeFetch);
    await sms.send("+12125550123", "Your code is 1234");

    expect(sms.name).toBe("twilio");
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe("https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json");
    const headers = call?.init?.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from("AC123:secret").toString("base64")}`);
    expect(Object.fromEntries(call?.init?.body as URLSearchParams)).toEqual({
      To: "+12125550123",
      From: "+15550001111",
      Body: "Your code is 1234",
    });
  });

  it("fails when Twilio refuses the message", async () => {
    const refusing: typeof fetch = async () => new Response("invalid number", { status: 400 });
    const sms = createSmsProvider(twilioConfig, unusedDb, silent, refusing);
    await expect(sms.send("+12125550123", "hi")).rejects.toThrow(
      "Twilio answered 400: invalid number",
    );
  });
});
