import { zipEntryNames } from "./zipEntries";

/**
 * What an uploaded file is, judged by its bytes alone: the name and the browser's declared type
 * are whatever the sender chose, so an HTML page named photo.png must not pass as an image.
 */

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export type SniffedType =
  | "image/png"
  | "image/jpeg"
  | "image/gif"
  | "image/webp"
  | "application/pdf"
  | "application/msword"
  | typeof DOCX_TYPE;

/** The usual extension of each type, for the name a download is saved under. */
export const EXTENSIONS: Record<SniffedType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
  "application/msword": "doc",
  [DOCX_TYPE]: "docx",
};

export const isImageType = (type: string) => type.startsWith("image/");

const startsWith = (bytes: Buffer, signature: number[] | string, offset = 0) => {
  const expected = typeof signature === "string" ? Buffer.from(signature, "latin1") : signature;
  if (bytes.length < offset + expected.length) return false;
  return expected.every((byte, index) => bytes[offset + index] === byte);
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** The OLE compound file header that .doc shares with .xls, .ppt and .msi. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Every Word 97–2003 document has this stream; its directory entry spells it in UTF-16LE. */
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

function isWordBinary(bytes: Buffer): boolean {
  return startsWith(bytes, COMPOUND_FILE) && bytes.includes(WORD_STREAM);
}

/** A Word document is a ZIP with the package manifest and the main document part. */
function isWordOpenXml(bytes: Buffer): boolean {
  if (!startsWith(bytes, ZIP_LOCAL_HEADER)) return false;
  const names = new Set(zipEntryNames(bytes) ?? []);
  return names.has("[Content_Types].xml") && names.has("word/document.xml");
}

export function sniffContentType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, "GIF87a") || startsWith(bytes, "GIF89a")) return "image/gif";
  if (startsWith(bytes, "RIFF") && startsWith(bytes, "WEBP", 8)) return "image/webp";
  if (startsWith(bytes, "%PDF-")) return "application/pdf";
  if (isWordBinary(bytes)) return "application/msword";
  if (isWordOpenXml(bytes)) return DOCX_TYPE;
  return null;
}
