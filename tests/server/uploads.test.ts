import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { chatFiles, chatMessages } from "../../server/db/schema";
import { createFileKeys } from "../../server/modules/chat/fileKeys";
import type { Schemas } from "../../server/http/types";
import { DOCX_TYPE } from "../../server/modules/chat/sniff";
import { AGENT_REPLY_DELAY_MS } from "../../server/modules/chat/supportChat";
import { signInCustomer, signInGuest } from "./support/auth";
import {
  listSupportMessages,
  postSupportForm,
  supportThreadOf,
  type FilePart,
} from "./support/chat";
import { compoundFile, DOCX_BYTES, HTML_BYTES, PDF_BYTES, PNG_BYTES } from "./support/chatFiles";
import { expectContract } from "./support/contract";
import { getTestApp } from "./support/testApp";

/** Every thread these tests upload into, so their stored files are removed at the end. */
const threads: string[] = [];

afterEach(async () => {
  (await getTestApp()).clock.reset();
});

afterAll(async () => {
  const { context } = await getTestApp();
  if (threads.length === 0) return;
  const rows = await context.db
    .select({ key: chatFiles.storageKey })
    .from(chatFiles)
    .where(inArray(chatFiles.threadUuid, threads));
  await Promise.all(rows.map((row) => context.storage.delete(row.key)));
});

async function customerWithThread() {
  const customer = await signInCustomer();
  const threadId = await supportThreadOf(customer.token);
  threads.push(threadId);
  return { ...customer, threadId };
}

async function upload(token: string, threadId: string, file: FilePart) {
  const response = await postSupportForm(token, { threadId, type: "FILE" }, file);
  expectContract("sendSupportChatMessage", response);
  return response;
}

async function uploaded(token: string, threadId: string, file: FilePart) {
  const response = await upload(token, threadId, file);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Schemas["SupportChatMessageResponse"]).data;
}

/** Fetches a file URL as an `<img src>` would: no token unless given. */
async function download(url: string, token?: string) {
  const { app } = await getTestApp();
  return app.inject({
    method: "GET",
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const fileUrlOf = (message: Schemas["SupportChatMessage"]) => {
  const url = message.fileResponse?.fullUrl;
  if (!url) throw new Error(`No file URL in ${JSON.stringify(message)}`);
  return url;
};

describe("support chat files", () => {
  it("stores a PNG named .pdf as an image and serves it back as image/png", async () => {
    const customer = await customerWithThread();
    const message = await uploaded(customer.token, customer.threadId, {
      name: "receipt.pdf",
      bytes: PNG_BYTES,
      type: "application/pdf",
    });
    expect(message).toMatchObject({
      threadId: customer.threadId,
      senderId: customer.user.id,
      type: "FILE",
      message: null,
      fileName: "receipt.pdf",
    });
    const url = fileUrlOf(message);
    expect(url).toMatch(
      new RegExp(
        `^/api/v1/users/customer/support/chat/ui/files/${message.fileResponse?.uuid}\\?key=[A-Za-z0-9_-]{43}$`,
      ),
    );

    const response = await download(url);
    expectContract("getSupportChatFile", response);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("private, max-age=3600");
    // Inline, and saved with the extension of what it really is.
    expect(response.headers["content-disposition"]).toBe(
      `inline; filename="receipt.png"; filename*=UTF-8''receipt.png`,
    );
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it("serves documents as attachments in a sandbox", async () => {
    const customer = await customerWithThread();
    const pdf = await uploaded(customer.token, customer.threadId, {
      name: "Überweisung.pdf",
      bytes: PDF_BYTES,
    });
    const response = await download(fileUrlOf(pdf));
    expectContract("getSupportChatFile", response);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="_berweisung.pdf"; filename*=UTF-8''%C3%9Cberweisung.pdf`,
    );
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each([
    ["a DOCX", "letter.docx", DOCX_BYTES, DOCX_TYPE],
    ["a DOC", "letter.doc", compoundFile("WordDocument"), "application/msword"],
  ])("accepts %s", async (_kind, name, bytes, type) => {
    const customer = await customerWithThread();
    const message = await uploaded(customer.token, customer.threadId, { name, bytes });
    const response = await download(fileUrlOf(message));
    expectContract("getSupportChatFile", response);
    expect(response.headers["content-type"]).toBe(type);
  });

  it("refuses an HTML page named .png, and an empty file, with 400", async () => {
    const customer = await customerWithThread();
    const html = await upload(customer.token, customer.threadId, {
      name: "cat.png",
      bytes: HTML_BYTES,
      type: "image/png",
    });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({ message: "Only images, PDF, DOC and DOCX files can be sent." });
    const empty = await upload(customer.token, customer.threadId, {
      name: "empty.png",
      bytes: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: "The file is empty." });
    expect(await listSupportMessages(customer.token, customer.threadId)).toEqual([]);
  });

  it("answers 413 for a file over 10 MB", async () => {
    const customer = await customerWithThread();
    const bytes = Buffer.concat([PNG_BYTES, Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload(customer.token, customer.threadId, { name: "big.png", bytes });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The file is larger than 10 MB." });
    expect(await listSupportMessages(customer.token, customer.threadId)).toEqual([]);
  });

  it("accepts a file of exactly 10 MB", async () => {
    const customer = await customerWithThread();
    const bytes = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024 - PNG_BYTES.length)]);
    const message = await uploaded(customer.token, customer.threadId, { name: "max.png", bytes });
    expect(message.type).toBe("FILE");
  });

  it("refuses a FILE message without a file part with 400", async () => {
    const customer = await customerWithThread();
    const response = await postSupportForm(customer.token, {
      threadId: customer.threadId,
      type: "FILE",
      file: "not a file",
    });
    expectContract("sendSupportChatMessage", response);
    expect(response.statusCode).toBe(400);
  });

  it("answers 404 when uploading into another user's thread", async () => {
    const owner = await customerWithThread();
    const stranger = await signInCustomer();
    const response = await upload(stranger.token, owner.threadId, {
      name: "x.png",
      bytes: PNG_BYTES,
    });
    expect(response.statusCode).toBe(404);
  });

  it("gets the agent's confirmation of a file", async () => {
    const customer = await customerWithThread();
    await uploaded(customer.token, customer.threadId, { name: "a.png", bytes: PNG_BYTES });
    (await getTestApp()).clock.advance(AGENT_REPLY_DELAY_MS);
    const messages = await listSupportMessages(customer.token, customer.threadId);
    expect(messages.map((m) => m.type)).toEqual(["FILE", "TEXT"]);
    expect(messages[1]?.message).toMatch(/received your file/);
    expect(messages[0]?.fileResponse?.fullUrl).toBe(messages[0] && fileUrlOf(messages[0]));
  });
});

describe("support chat file access", () => {
  async function ownedFile() {
    const owner = await customerWithThread();
    const message = await uploaded(owner.token, owner.threadId, {
      name: "a.png",
      bytes: PNG_BYTES,
    });
    const url = fileUrlOf(message);
    return { owner, url, path: url.split("?")[0] ?? "" };
  }

  it("opens with the key alone, or with the owner's token alone", async () => {
    const { owner, url, path } = await ownedFile();
    expect((await download(url)).statusCode).toBe(200);
    expect((await download(path, owner.token)).statusCode).toBe(200);
    expect((await download(`${path}?key=wrong`, owner.token)).statusCode).toBe(200);
  });

  it("is not found for another user's token, a guest's, a wrong key or no credentials", async () => {
    const { path } = await ownedFile();
    const stranger = await signInCustomer();
    const guest = await signInGuest();
    for (const [target, token] of [
      [path, stranger.token],
      [path, guest.token],
      [`${path}?key=wrong`, undefined],
      [`${path}?key=wrong`, stranger.token],
      [path, undefined],
    ] as const) {
      const response = await download(target, token);
      expectContract("getSupportChatFile", response);
      expect(response.statusCode, `${target} ${token ?? "no token"}`).toBe(404);
    }
  });

  it("is not found for an unknown file, and 400 for a malformed id", async () => {
    const customer = await signInCustomer();
    const base = "/api/v1/users/customer/support/chat/ui/files";
    const unknown = await download(`${base}/${randomUUID()}?key=abc`, customer.token);
    expectContract("getSupportChatFile", unknown);
    expect(unknown.statusCode).toBe(404);
    const malformed = await download(`${base}/not-a-uuid`, customer.token);
    expectContract("getSupportChatFile", malformed);
    expect(malformed.statusCode).toBe(400);
  });

  it("keeps no usable key in the database: nothing stored about a file opens it", async () => {
    const { context } = await getTestApp();
    const { url, path } = await ownedFile();
    const fileUuid = path.split("/").pop() ?? "";
    const key = new URL(url, "http://store").searchParams.get("key") ?? "";
    const [file] = await context.db.select().from(chatFiles).where(eq(chatFiles.uuid, fileUuid));
    const [message] = await context.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.fileUuid, fileUuid));
    const stored = [...Object.values(file ?? {}), ...Object.values(message ?? {})]
      .filter((value): value is string => typeof value === "string")
      .map((value) => value.trim());
    expect(stored.length).toBeGreaterThan(3);
    expect(stored).not.toContain(key);
    for (const value of stored) {
      const response = await download(`${path}?key=${encodeURIComponent(value)}`);
      expect(response.statusCode, value).toBe(404);
    }
    // Another process on the same database computes the same key, so the URL works on each.
    const elsewhere = createFileKeys({
      db: context.db,
      storage: context.storage,
      configuredSecret: undefined,
    });
    expect(await elsewhere.keyOf(fileUuid)).toBe(key);
    expect((await download(url)).statusCode).toBe(200);
  });

  it("answers 401 for an invalid token, even with the right key", async () => {
    const { url } = await ownedFile();
    const response = await download(url, "not-a-token");
    expectContract("getSupportChatFile", response);
    expect(response.statusCode).toBe(401);
  });
});
