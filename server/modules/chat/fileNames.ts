import { EXTENSIONS, type SniffedType } from "./sniff";

/**
 * File names from senders are only shown and suggested for saving: never used as a path. They
 * lose any folders, control characters and excess length; the bytes live under a random key.
 */

const MAX_NAME_LENGTH = 120;

export function sanitizeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  // Control characters could break headers or logs, and invisible format characters (a
  // right-to-left override) could disguise the extension; runs of blanks are collapsed.
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const visible = clean.replace(/^\.+/, "");
  if (!visible) return "file";
  if (visible.length <= MAX_NAME_LENGTH) return visible;
  const dot = visible.lastIndexOf(".");
  const extension = dot > 0 && visible.length - dot <= 10 ? visible.slice(dot) : "";
  return visible.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** The name a download is saved under: the sender's name, with the extension of what it is. */
export function downloadName(name: string, type: SniffedType): string {
  const extension = EXTENSIONS[type];
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  if (current === extension || (type === "image/jpeg" && current === "jpeg")) return name;
  return `${stem}.${extension}`;
}

/** RFC 5987 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves. */
function encodeExtended(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `inline` or `attachment` with a plain ASCII `filename` for old clients and the exact name in
 * `filename*`; quotes, backslashes and non-ASCII never reach the quoted value.
 */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeExtended(name)}`;
}
