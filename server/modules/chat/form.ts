import { badRequest } from "../../http/errors";
import { isUploadedFile, type UploadedFile } from "../../http/uploads";

export type SupportForm =
  | { threadId: string; type: "TEXT"; text: string }
  | { threadId: string; type: "FILE"; file: UploadedFile };

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === "string" ? body[name] : null;

/**
 * The multipart body of a support message. The contract has already checked the fields; what it
 * cannot tell is whether `file` was a file part or a text field of that name.
 */
export function parseSupportForm(body: unknown): SupportForm {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const threadId = field(record, "threadId");
  if (!threadId) throw badRequest("Invalid request: body must have required property 'threadId'.");
  if (record.type === "FILE") {
    if (!isUploadedFile(record.file)) throw badRequest("Please attach the file to send.");
    return { threadId, type: "FILE", file: record.file };
  }
  const text = field(record, "message")?.trim();
  if (record.type !== "TEXT" || !text) throw badRequest("Please write a message to send.");
  return { threadId, type: "TEXT", text };
}
