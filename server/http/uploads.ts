import multipart, { type Multipart } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, HttpError, REQUEST_TOO_LARGE_MESSAGE } from "./errors";

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

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof Error && "statusCode" in error && typeof error.statusCode === "number"
    ? error.statusCode
    : undefined;
}

/** A text field is its value; a file keeps its name beside its bytes (the chat shows the name). */
async function valueOf(part: Multipart): Promise<unknown> {
  if (part.type === "field") return part.value;
  const file: UploadedFile = {
    bytes: await part.toBuffer(),
    filename: part.filename,
    declaredType: part.mimetype,
  };
  return file;
}

/** The form's fields by name; a name sent twice holds every value (which the contract refuses). */
async function readForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    const value = await valueOf(part);
    const earlier = body[part.fieldname];
    body[part.fieldname] =
      earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return body;
}

/**
 * Multipart forms (the support chat's) become the body the contract validates, read in a
 * preValidation hook. A file over the limit answers 413 naming the limit; a form the parser cannot
 * read (no boundary, a truncated body, a malformed part) is the sender's mistake and answers 400,
 * where the plugin's own body reading would throw a bare error, a 500.
 */
export async function readMultipartForms(app: FastifyInstance, maxFileBytes: number) {
  const megabytes = Math.round(maxFileBytes / (1024 * 1024));
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 10 } });
  app.addHook("preValidation", async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await readForm(request);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (hasCode(error, "FST_REQ_FILE_TOO_LARGE")) {
        throw new HttpError(413, `The file is larger than ${megabytes} MB.`);
      }
      if (statusOf(error) === 413) throw new HttpError(413, REQUEST_TOO_LARGE_MESSAGE);
      throw badRequest("Invalid request: the multipart form is malformed.");
    }
  });
}
