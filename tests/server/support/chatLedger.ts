import { randomUUID } from "node:crypto";
import { chatFiles, chatMessages } from "../../../server/db/schema";
import { getTestApp } from "./testApp";

/**
 * Past chat sends written straight to the database, so a daily limit can be reached without
 * sending hundreds of requests: the limits count these rows like any sent through the API.
 */
export async function insertPastMessages(
  threadUuid: string,
  senderId: number,
  howMany: number,
  at: Date,
): Promise<void> {
  const { context } = await getTestApp();
  if (howMany === 0) return;
  await context.db.insert(chatMessages).values(
    Array.from({ length: howMany }, (_, i) => ({
      uuid: randomUUID(),
      threadUuid,
      senderId,
      type: "TEXT",
      body: `Earlier message ${i + 1}`,
      createdAt: at,
    })),
  );
}

/** Past uploads of `sizeBytes` each (their bytes are never read back). */
export async function insertPastFiles(
  threadUuid: string,
  howMany: number,
  sizeBytes: number,
  at: Date,
): Promise<void> {
  const { context } = await getTestApp();
  await context.db.insert(chatFiles).values(
    Array.from({ length: howMany }, () => ({
      uuid: randomUUID(),
      threadUuid,
      storageKey: randomUUID(),
      contentType: "image/png",
      originalName: "photo.png",
      sizeBytes,
      createdAt: at,
    })),
  );
}

export async function minutesAgo(minutes: number): Promise<Date> {
  const { context } = await getTestApp();
  return new Date(context.now().getTime() - minutes * 60_000);
}
