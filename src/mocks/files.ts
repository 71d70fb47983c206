export { FILE_NOT_ACCEPTED_MESSAGE } from "../../shared/errors";

/** The server's 413 wording; the mock answers it only under `scenarios.chat.fileTooLarge`. */
export const FILE_TOO_LARGE_MESSAGE = "The file is larger than 10 MB.";

/**
 * The type a support upload is served as, by its first bytes as the server judges it (the name
 * and declared type are the sender's); null for what the server refuses. The server's sniffing
 * (server/modules/chat/sniff.ts) is the rule; this is the short form stories need.
 */
const SIGNATURES: readonly (readonly [string, string])[] = [
  ["image/png", "\x89PNG"],
  ["image/jpeg", "\xff\xd8\xff"],
  ["image/gif", "GIF8"],
  ["image/webp", "RIFF"],
  ["application/pdf", "%PDF-"],
  ["application/msword", "\xd0\xcf\x11\xe0"],
  ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "PK\x03\x04"],
];

export function sniffContentType(bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.subarray(0, 8));
  return SIGNATURES.find(([, signature]) => head.startsWith(signature))?.[0] ?? null;
}
