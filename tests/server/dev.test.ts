import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../../server/http/types";
import { sendCode } from "./support/auth";
import { expectContract } from "./support/contract";
import { callApi, uniquePhone } from "./support/requests";
import { getTestApp } from "./support/testApp";

async function listOutbox(query = "") {
  const response = await callApi("GET", `/dev/sms-outbox${query}`);
  expectContract("listSmsOutbox", response);
  return response;
}

const messages = (response: { json(): unknown }) =>
  (response.json() as Schemas["SmsMessageListResponse"]).data;

// Building the seeded app can outlast a test's timeout; hooks get longer.
beforeAll(async () => {
  await getTestApp();
});

describe("development SMS outbox", () => {
  it("lists a recipient's messages newest first", async () => {
    const { clock } = await getTestApp();
    const phone = uniquePhone();
    const other = uniquePhone();
    const first = await sendCode(phone);
    await sendCode(other);
    clock.advance(31_000);
    try {
      const second = await sendCode(phone);
      const response = await listOutbox(`?recipient=${encodeURIComponent(phone)}`);
      expect(response.statusCode).toBe(200);
      const list = messages(response);
      expect(list.map((message) => message.recipient)).toEqual([phone, phone]);
      expect(list[0]?.body).toContain(second);
      expect(list[1]?.body).toContain(first);
      expect(Date.parse(list[0]?.createdAt ?? "")).toBeGreaterThanOrEqual(
        Date.parse(list[1]?.createdAt ?? ""),
      );
    } finally {
      clock.reset();
    }
  });

  it("lists at most 50 messages of every recipient, the newest first", async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const list = messages(await listOutbox());
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(50);
    expect(list[0]?.recipient).toBe(phone);
    const times = list.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers an empty list for a phone that got nothing", async () => {
    const response = await listOutbox(`?recipient=${encodeURIComponent(uniquePhone())}`);
    expect(response.statusCode).toBe(200);
    expect(messages(response)).toEqual([]);
  });

  it("answers 400 for a recipient that is not a phone number", async () => {
    const response = await listOutbox("?recipient=12345");
    expect(response.statusCode).toBe(400);
  });

  it("does not exist in production", async () => {
    const { context } = await getTestApp();
    context.config.production = true;
    try {
      const response = await listOutbox();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    } finally {
      context.config.production = false;
    }
  });
});
