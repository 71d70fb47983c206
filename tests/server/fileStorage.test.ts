import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import type { Config, FileStorageConfig } from "../../server/config";
import { createAppContext, type AppContext } from "../../server/context";
import { chatFiles } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { signInCustomer } from "./support/auth";
import { multipartBody, SUPPORT } from "./support/chat";
import { PDF_BYTES, PNG_BYTES } from "./support/chatFiles";
import { expectContract } from "./support/contract";
import { startS3Server, type TestS3Server } from "./support/s3Server";
import { getTestApp } from "./support/testApp";

/**
 * Support chat files through the API on each storage adapter, with two apps on the same storage
 * and database standing for two servers of one store: what one stores, the other serves, under
 * the same URL.
 */

let folder: string;
let s3: TestS3Server;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "storefront-test-files-"));
  s3 = await startS3Server();
});

afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await s3.stop();
  await rm(folder, { recursive: true, force: true });
});

/** A server of the store on `fileStorage`, and the context its handlers were built with. */
async function serverOn(fileStorage: FileStorageConfig) {
  const { context: shared } = await getTestApp();
  const config: Config = { ...shared.config, fileStorage, uploadsDir: folder };
  const context: AppContext = createAppContext(config, shared.db, { log: shared.log });
  const app = await buildApp(context);
  await app.ready();
  apps.push(app);
  return { app, context };
}

async function call(app: FastifyInstance, url: string, token?: string) {
  return app.inject({
    method: "GET",
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function threadAt(app: FastifyInstance, token: string) {
  const answer = await call(app, `/api/v1${SUPPORT}/thread`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as Schemas["SupportThreadResponse"]).data.uuid;
}

/** Uploads a file as the chat's form does; answers the created message. */
async function uploadAt(app: FastifyInstance, token: string, bytes: Buffer, name: string) {
  const threadId = await threadAt(app, token);
  const { payload, contentType } = await multipartBody({ threadId, type: "FILE" }, { name, bytes });
  const answer = await app.inject({
    method: "POST",
    url: `/api/v1${SUPPORT}/messages`,
    headers: {
      "x-requested-with": "XMLHttpRequest",
      authorization: `Bearer ${token}`,
      "content-type": contentType,
    },
    payload,
  });
  expectContract("sendSupportChatMessage", answer);
  expect(answer.statusCode, answer.body).toBe(201);
  const file = (answer.json() as Schemas["SupportChatMessageResponse"]).data.fileResponse;
  if (!file?.uuid || !file.fullUrl) throw new Error(`No file in ${answer.body}`);
  return { threadId, uuid: file.uuid, url: file.fullUrl, path: file.fullUrl.split("?")[0] ?? "" };
}

async function listedUrls(app: FastifyInstance, token: string, threadId: string) {
  const answer = await call(app, `/api/v1${SUPPORT}/messages?threadId=${threadId}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  const messages = (answer.json() as Schemas["SupportChatMessageListResponse"]).data;
  return messages.flatMap((message) => message.fileResponse?.fullUrl ?? []);
}

const storages: [string, () => FileStorageConfig][] = [
  ["a folder (disk)", () => ({ provider: "disk" })],
  ["the database", () => ({ provider: "database" })],
  ["S3-compatible storage", () => s3.settings],
];

describe.each(storages)("chat files kept in %s", (_name, settings) => {
  let first: Awaited<ReturnType<typeof serverOn>>;
  let second: Awaited<ReturnType<typeof serverOn>>;

  beforeAll(async () => {
    first = await serverOn(settings());
    second = await serverOn(settings());
  });

  it("serves the stored bytes at the URL from either server, which hand out the same URL", async () => {
    const owner = await signInCustomer();
    const sent = await uploadAt(first.app, owner.token, PDF_BYTES, "invoice.pdf");
    expect(await listedUrls(second.app, owner.token, sent.threadId)).toEqual([sent.url]);
    for (const { app } of [first, second]) {
      const answer = await call(app, sent.url);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/pdf");
      expect(answer.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
  });

  it("answers 404 with the error body for another customer's file, keyless or wrongly keyed", async () => {
    const owner = await signInCustomer();
    const other = await signInCustomer();
    const sent = await uploadAt(first.app, owner.token, PNG_BYTES, "photo.png");
    for (const url of [sent.path, `${sent.path}?key=wrong`]) {
      const answer = await call(second.app, url, other.token);
      expectContract("getSupportChatFile", answer);
      expect(answer.statusCode, url).toBe(404);
    }
  });

  it("answers 404 with the error body, not a stack trace, when the bytes are gone", async () => {
    const owner = await signInCustomer();
    const sent = await uploadAt(first.app, owner.token, PNG_BYTES, "lost.png");
    const [row] = await first.context.db
      .select({ storageKey: chatFiles.storageKey })
      .from(chatFiles)
      .where(eq(chatFiles.uuid, sent.uuid));
    await first.context.storage.delete(row?.storageKey ?? "");
    const answer = await call(second.app, sent.url, owner.token);
    expectContract("getSupportChatFile", answer);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: "We could not find that file." });
  });
});
