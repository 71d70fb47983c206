import { request } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { createAppContext } from "../../server/context";
import { getTestApp } from "./support/testApp";

/** What a client that asks before sending its body hears first, and then the answer. */
interface Asked {
  wentAhead: boolean;
  status: number;
  body: string;
}

let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  const { context } = await getTestApp();
  // Over a socket: `Expect: 100-continue` is HTTP's, which inject does not speak.
  app = await buildApp(
    createAppContext(context.config, context.db, {
      log: context.log,
      queryQueue: context.queryQueue,
    }),
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(() => app.close());

/** POSTs `body` as `contentType`, sending it only once the store says to go ahead. */
function askThenSend(path: string, contentType: string, body: Buffer): Promise<Asked> {
  return new Promise((resolve, reject) => {
    let wentAhead = false;
    const sent = request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: {
        "content-type": contentType,
        "content-length": String(body.length),
        "x-requested-with": "XMLHttpRequest",
        expect: "100-continue",
      },
    });
    sent.on("continue", () => {
      wentAhead = true;
      sent.end(body);
    });
    sent.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          wentAhead,
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    sent.on("error", reject);
    sent.flushHeaders();
  });
}

describe("a request that asks before sending its body (Expect: 100-continue)", () => {
  it("is refused with 413 and the contract's error body, before it sends a body too large", async () => {
    const json = Buffer.from(JSON.stringify({ deviceId: "x".repeat(2 * 1024 * 1024) }));
    const answer = await askThenSend("/api/v1/auth/guest-login", "application/json", json);
    expect(answer.wentAhead).toBe(false);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: "The request is too large." });
  });

  it("is told to go ahead and answered as usual with a body within the limit", async () => {
    const json = Buffer.from(JSON.stringify({ deviceId: "expect-continue-device" }));
    const answer = await askThenSend("/api/v1/auth/guest-login", "application/json", json);
    expect(answer.wentAhead).toBe(true);
    expect(answer.status, answer.body).toBe(200);
  });

  it("may send a form above the JSON limit, as a chat file is (up to the file limit)", async () => {
    const boundary = "----expectcontinue";
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nhello\r\n--${boundary}\r\n` +
          'Content-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
      ),
      Buffer.alloc(2 * 1024 * 1024, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await askThenSend(
      "/api/v1/users/customer/support/chat/ui/messages",
      `multipart/form-data; boundary=${boundary}`,
      form,
    );
    // Sent, then refused as any message without a session is.
    expect(answer.wentAhead).toBe(true);
    expect(answer.status, answer.body).toBe(401);
  });
});
