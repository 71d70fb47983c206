import { describe, expect, it } from "vitest";
import { contentDisposition, downloadName, sanitizeFileName } from "./fileNames";
import { DOCX_TYPE } from "./sniff";

describe("sanitizeFileName", () => {
  it.each([
    ["receipt.pdf", "receipt.pdf"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\amina\\photo.png", "photo.png"],
    ["bad\u0000na\u001fme\r\n.png", "badname.png"],
    ["  many   spaces .doc ", "many spaces .doc"],
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    [".htaccess", "htaccess"],
    ["", "file"],
    ["...", "file"],
    ["фото заказа.jpg", "фото заказа.jpg"],
  ])("%j becomes %j", (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it("shortens a long name but keeps its extension", () => {
    const name = sanitizeFileName(`${"a".repeat(300)}.docx`);
    expect(name).toHaveLength(120);
    expect(name.endsWith("a.docx")).toBe(true);
  });
});

describe("downloadName", () => {
  it("keeps a name whose extension matches what the file is", () => {
    expect(downloadName("scan.PDF", "application/pdf")).toBe("scan.PDF");
    expect(downloadName("photo.jpeg", "image/jpeg")).toBe("photo.jpeg");
  });

  it("gives a misnamed file the extension of its content", () => {
    expect(downloadName("photo.pdf", "image/png")).toBe("photo.png");
    expect(downloadName("letter", DOCX_TYPE)).toBe("letter.docx");
  });
});

describe("contentDisposition", () => {
  it("quotes a plain name and repeats it as UTF-8", () => {
    expect(contentDisposition("inline", "photo.png")).toBe(
      `inline; filename="photo.png"; filename*=UTF-8''photo.png`,
    );
  });

  it("never lets quotes, backslashes or non-ASCII into the quoted name", () => {
    expect(contentDisposition("attachment", 'Zoë "x"\\y (1).pdf')).toBe(
      `attachment; filename="Zo_ _x__y (1).pdf"; filename*=UTF-8''Zo%C3%AB%20%22x%22%5Cy%20%281%29.pdf`,
    );
  });
});
