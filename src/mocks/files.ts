/**
 * What the support chat accepts, judged by a file's first bytes as the server judges it: the
 * name and the declared type are whatever the sender chose.
 */

export const MAX_SUPPORT_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = "The file is larger than 10 MB.";
export { FILE_NOT_ACCEPTED_MESSAGE } from "../../shared/errors";

const latin1 = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** [type, signature, offset]: the first match wins. */
const SIGNATURES: readonly (readonly [string, readonly number[], number])[] = [
  ["image/png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0],
  ["image/jpeg", [0xff, 0xd8, 0xff], 0],
  ["image/gif", latin1("GIF87a"), 0],
  ["image/gif", latin1("GIF89a"), 0],
  ["image/webp", latin1("WEBP"), 8],
  ["application/pdf", latin1("%PDF-"), 0],
  // The OLE compound file of Word 97–2003. The server also looks for the WordDocument stream
  // and, for docx, inside the ZIP; the mock trusts the container, which is enough for stories.
  ["application/msword", [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0],
  [
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    [0x50, 0x4b, 0x03, 0x04],
    0,
  ],
];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset: number): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The accepted type the bytes are, or null for anything else (a WebP also starts with RIFF). */
export function sniffContentType(bytes: Uint8Array): string | null {
  const match = SIGNATURES.find(
    ([type, signature, offset]) =>
      startsWith(bytes, signature, offset) &&
      (type !== "image/webp" || startsWith(bytes, latin1("RIFF"), 0)),
  );
  return match?.[0] ?? null;
}
