import { API_PREFIX } from "../../http/contract";
import { badRequest } from "../../http/errors";
import type { UploadedFile } from "../../http/uploads";
import { contentDisposition, downloadName } from "./fileNames";
import { EXTENSIONS, isImageType, sniffContentType, type SniffedType } from "./sniff";
import { FILE_NOT_ACCEPTED_MESSAGE } from "../../../shared/errors/messages";

export const NOT_ACCEPTED = FILE_NOT_ACCEPTED_MESSAGE;

/** What an upload is, or a 400: empty files and anything but the accepted kinds are refused. */
export function acceptedType(file: UploadedFile): SniffedType {
  if (file.bytes.length === 0) throw badRequest("The file is empty.");
  const type = sniffContentType(file.bytes);
  if (!type) throw badRequest(NOT_ACCEPTED);
  return type;
}

/** The file's URL with its key (fileKeys.ts), which opens it without a session. */
export const fileUrl = (fileUuid: string, key: string) =>
  `${API_PREFIX}/users/customer/support/chat/ui/files/${fileUuid}?key=${key}`;

const isSniffedType = (type: string): type is SniffedType => Object.hasOwn(EXTENSIONS, type);

/**
 * The download's headers: the type recognised at upload, never sniffed again by the browser;
 * images show inline, anything else is saved, and a document opened anyway runs sandboxed.
 */
export function fileHeaders(file: {
  contentType: string;
  originalName: string;
}): Record<string, string> {
  const type = isSniffedType(file.contentType) ? file.contentType : null;
  const image = type !== null && isImageType(type);
  const name = type ? downloadName(file.originalName, type) : file.originalName;
  return {
    "content-type": type ?? "application/octet-stream",
    "content-disposition": contentDisposition(image ? "inline" : "attachment", name),
    "x-content-type-options": "nosniff",
    "cache-control": "private, max-age=3600",
    ...(image ? {} : { "content-security-policy": "default-src 'none'; sandbox" }),
  };
}
