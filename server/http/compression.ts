import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { ANSWER_ENCODINGS, COMPRESSION_THRESHOLD_BYTES } from "./acceptEncoding";

// Text the browser reads; chat files (application/octet-stream) and images are left as they are.
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml)|image\/svg\+xml)|\+(json|xml)(;|$)/;

/**
 * Brotli or gzip, as the client asks, for API answers and files built without a compressed copy.
 * Answers that are already encoded (cached reads, pre-compressed assets) pass through untouched.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: [...ANSWER_ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
  });
}
