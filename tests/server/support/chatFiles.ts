/**
 * Small files of each kind the support chat accepts or refuses, built in memory: the content
 * sniffer looks only at signatures and the ZIP directory, so the rest can be filler.
 */

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("0000000dIHDR-filler", "latin1"),
]);
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
export const GIF_BYTES = Buffer.from("GIF89a\x01\x00\x01\x00", "latin1");
export const WEBP_BYTES = Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 ", "latin1");
export const PDF_BYTES = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n", "latin1");
export const HTML_BYTES = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");

const COMPOUND_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An OLE compound file whose directory names `stream` (WordDocument for a .doc). */
export function compoundFile(stream: string): Buffer {
  return Buffer.concat([COMPOUND_HEADER, Buffer.alloc(504), Buffer.from(stream, "utf16le")]);
}

/** A stored (uncompressed) ZIP of the given entries; CRCs are left 0, nobody unpacks it. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = Buffer.from(content, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

export const DOCX_BYTES = zipOf({
  "[Content_Types].xml": "<Types/>",
  "_rels/.rels": "<Relationships/>",
  "word/document.xml": "<w:document/>",
});
