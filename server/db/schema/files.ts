import { pgTable, text } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";

/**
 * The bytes of uploaded files when FILE_STORAGE=database (providers/storage/database.ts): every
 * server on the database reads what any of them stored, with nothing else to run.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});
