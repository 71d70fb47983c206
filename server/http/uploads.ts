import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors";

/** A file part of a multipart form, as the body the handler gets holds it. */
export interface UploadedFile {
  bytes: Buffer;
  /** As the sender named it: for display only, never a path. */
  filename: string;
  /** As the sender declared it: never trusted, the handler recognises the bytes. */
  declaredType: string;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === "object" &&
    value !== null &&
    Buffer.isBuffer((value as UploadedFile).bytes) &&
    typeof (value as UploadedFile).filename === "string"
  );
}

/**
 * The multipart plugin's `onFile` for `attachFieldsToBody: "keyValues"`: by default a file field
 * becomes its bytes alone, losing the name the chat shows, so it becomes an UploadedFile instead.
 * A file over the limit answers 413 with the contract's error body naming the limit.
 */
export function keepUploadedFiles(maxBytes: number) {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return async function onFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
    try {
      const bytes = await part.toBuffer();
      const file: UploadedFile = {
        bytes,
        filename: part.filename,
        declaredType: part.mimetype,
      };
      part.value = file;
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "FST_REQ_FILE_TOO_LARGE") {
        throw new HttpError(413, `The file is larger than ${megabytes} MB.`);
      }
      throw error;
    }
  };
}
