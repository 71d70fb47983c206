import { describe, expect, it } from "vitest";
import {
  compoundFile,
  DOCX_BYTES,
  GIF_BYTES,
  HTML_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  WEBP_BYTES,
  zipOf,
} from "../../../tests/server/support/chatFiles";
import { DOCX_TYPE, sniffContentType } from "./sniff";
import { zipEntryNames } from "./zipEntries";

describe("sniffContentType", () => {
  it.each([
    ["PNG", PNG_BYTES, "image/png"],
    ["JPEG", JPEG_BYTES, "image/jpeg"],
    ["GIF", GIF_BYTES, "image/gif"],
    ["WebP", WEBP_BYTES, "image/webp"],
    ["PDF", PDF_BYTES, "application/pdf"],
    ["DOC", compoundFile("WordDocument"), "application/msword"],
    ["DOCX", DOCX_BYTES, DOCX_TYPE],
  ])("recognises %s by its bytes", (_kind, bytes, type) => {
    expect(sniffContentType(bytes)).toBe(type);
  });

  it.each([
    ["an HTML page", HTML_BYTES],
    ["an empty file", Buffer.alloc(0)],
    ["a truncated PNG signature", PNG_BYTES.subarray(0, 5)],
    ["a RIFF file that is not WebP (WAV)", Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1")],
    ["a compound file without a Word stream (an .xls)", compoundFile("Workbook")],
    ["a ZIP that is not a Word document", zipOf({ "readme.txt": "hello" })],
    [
      "an OpenDocument-like ZIP with a manifest but no word/document.xml",
      zipOf({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }),
    ],
    ["ZIP-looking bytes without a directory", Buffer.from("PK\x03\x04 no directory", "latin1")],
    ["plain text starting with %PD", Buffer.from("%PD is not a PDF")],
  ])("refuses %s", (_kind, bytes) => {
    expect(sniffContentType(bytes)).toBeNull();
  });
});

describe("zipEntryNames", () => {
  it("lists the entries of the central directory in order", () => {
    expect(zipEntryNames(DOCX_BYTES)).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "word/document.xml",
    ]);
  });

  it("finds the directory behind an archive comment", () => {
    const zip = zipOf({ "a.txt": "a" });
    // The end record's last field is the comment length.
    const commented = Buffer.concat([zip, Buffer.from("a comment")]);
    commented.writeUInt16LE(9, zip.length - 2);
    expect(zipEntryNames(commented)).toEqual(["a.txt"]);
  });

  it("answers null when the directory points outside the file", () => {
    const zip = zipOf({ "a.txt": "a" });
    zip.writeUInt32LE(0x7fffffff, zip.length - 6);
    expect(zipEntryNames(zip)).toBeNull();
  });

  it("answers null when an entry's header is not where the directory says", () => {
    const zip = zipOf({ "a.txt": "a" });
    zip.writeUInt32LE(0, zip.length - 6);
    expect(zipEntryNames(zip)).toBeNull();
  });

  it("answers null for bytes too short to hold an end record", () => {
    expect(zipEntryNames(Buffer.from("PK"))).toBeNull();
  });
});
