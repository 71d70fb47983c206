import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** The content codings the server compresses answers with, best first. */
export const ANSWER_ENCODINGS = ["br", "gzip"] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The q of each coding an Accept-Encoding header names ("x-gzip" is gzip). */
function weightsOf(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [rawName = "", ...parameters] = part.split(";");
    const name = rawName.trim() === "x-gzip" ? "gzip" : rawName.trim();
    if (!name) continue;
    const q = parameters
      .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

const weightOf = (weights: Map<string, number>, encoding: AnswerEncoding) =>
  weights.get(encoding) ?? weights.get("*") ?? 0;

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 12.5.3): the acceptable one with the
 * highest q, Brotli on a tie; `*` stands for codings not named; "x-gzip" is gzip. Null means
 * the answer goes uncompressed (no header, identity only, or nothing acceptable).
 */
export function chooseEncoding(header: string | undefined): AnswerEncoding | null {
  if (!header) return null;
  const weights = weightsOf(header);
  let best: AnswerEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of ANSWER_ENCODINGS) {
    const weight = weightOf(weights, encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Whether an Accept-Encoding header takes `encoding` at all (any q above 0). */
export function acceptsEncoding(header: string | undefined, encoding: AnswerEncoding): boolean {
  return header !== undefined && weightOf(weightsOf(header), encoding) > 0;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A compressor of text per coding, at a Brotli quality and a gzip level. */
export function textCompressors({
  brotliQuality,
  gzipLevel,
}: {
  brotliQuality: number;
  gzipLevel: number;
}): Record<AnswerEncoding, (body: Buffer) => Promise<Buffer>> {
  return {
    br: (body) =>
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    gzip: (body) => gzipAsync(body, { level: gzipLevel }),
  };
}
