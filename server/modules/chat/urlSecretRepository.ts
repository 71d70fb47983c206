import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { chatUrlSecrets } from "../../db/schema";

export async function findUrlSecret(db: Executor, name: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ secret: chatUrlSecrets.secret })
    .from(chatUrlSecrets)
    .where(eq(chatUrlSecrets.name, name));
  return row?.secret ?? null;
}

/** Keeps the secret unless one is kept under the name already: the first server's stays. */
export async function insertUrlSecretOnce(db: Executor, name: string, secret: Buffer) {
  await db.insert(chatUrlSecrets).values({ name, secret }).onConflictDoNothing();
}
