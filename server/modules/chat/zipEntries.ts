/**
 * The entry names of a ZIP archive, read from its central directory (the index at the end of
 * the file) without unpacking anything. Null when the bytes are not a well-formed archive.
 * ZIP64 archives (over 4 GB or 65,535 entries) are not read: no accepted upload is one.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const ENTRY_HEADER_SIZE = 46;
/** The end record may be followed by an archive comment of up to 65,535 bytes. */
const MAX_COMMENT = 0xffff;
/** Enough for any real document; stops a crafted directory from making us loop for long. */
const MAX_ENTRIES = 10_000;

function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - END_RECORD_SIZE; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

export function zipEntryNames(bytes: Buffer): string[] | null {
  const end = findEndRecord(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || start + size > end) return null;

  const names: string[] = [];
  let at = start;
  for (let index = 0; index < count; index += 1) {
    if (at + ENTRY_HEADER_SIZE > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const nameStart = at + ENTRY_HEADER_SIZE;
    if (nameStart + nameLength > end) return null;
    names.push(bytes.toString("utf8", nameStart, nameStart + nameLength));
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}
