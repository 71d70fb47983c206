import type { Schemas } from "../../http/types";
import type { FileRow, MessageRow } from "./repository";
import { fileUrl } from "./supportFiles";

export function orderChatMessage(row: MessageRow): Schemas["OrderChatMessage"] {
  return {
    senderId: row.senderId,
    type: row.type === "IMAGE" ? "IMAGE" : "TEXT",
    message: row.body ?? "",
    createdAt: row.createdAt.toISOString(),
  };
}

export function supportChatMessage(
  row: MessageRow,
  file: FileRow | null,
): Schemas["SupportChatMessage"] {
  const isFile = row.type === "FILE";
  return {
    uuid: row.uuid,
    threadId: row.threadUuid,
    senderId: row.senderId,
    type: isFile ? "FILE" : "TEXT",
    message: isFile ? null : (row.body ?? ""),
    fileResponse: file ? { uuid: file.uuid, fullUrl: fileUrl(file) } : null,
    fileName: file?.originalName ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
