import type { Schemas } from "../../http/types";
import type { MessageRow } from "./repository";

/** A message's file as the answer shows it: its URL already carries the key. */
export interface PresentedFile {
  uuid: string;
  originalName: string;
  url: string;
}

/** An order chat message; a replacement card carries its offer as the order line stands now. */
export function orderChatMessage(
  row: MessageRow,
  offers: ReadonlyMap<number, Schemas["ReplacementOffer"]> = new Map(),
): Schemas["OrderChatMessage"] {
  const offer = row.offerItemId === null ? undefined : offers.get(row.offerItemId);
  return {
    uuid: row.uuid,
    senderId: row.senderId,
    type: row.type === "IMAGE" ? "IMAGE" : "TEXT",
    message: row.body ?? "",
    createdAt: row.createdAt.toISOString(),
    ...(offer ? { replacementOffer: offer } : {}),
  };
}

export function supportChatMessage(
  row: MessageRow,
  file: PresentedFile | null,
): Schemas["SupportChatMessage"] {
  const isFile = row.type === "FILE";
  return {
    uuid: row.uuid,
    threadId: row.threadUuid,
    senderId: row.senderId,
    type: isFile ? "FILE" : "TEXT",
    message: isFile ? null : (row.body ?? ""),
    fileResponse: file ? { uuid: file.uuid, fullUrl: file.url } : null,
    fileName: file?.originalName ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
