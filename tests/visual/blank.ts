import { PNG } from "pngjs";

/** A shot whose commonest colour covers more than this share of it is reported as near-blank. */
export const BLANK_SHARE = 0.995;
/**
 * A story that paints nothing is shot as 32 × 32 (`EMPTY` in page.ts); a shot with no side longer
 * than this is reported whatever its colours.
 */
export const TINY_SIDE = 32;
/**
 * Decoding every shot of a run costs about 19 s on the 2-core machine, so only images small
 * enough on disk to be near-blank are decoded. A blank 390 × 844 or 1280 × 800 screen takes
 * 0.005-0.008 bytes a pixel and the baselines of 99.5-99.8 % one colour up to 0.018; a quarter of
 * all baselines lie under 0.045. Even 0.5 % of pixels stored uncompressed (4 bytes each) adds
 * only 0.02, so nothing near-blank comes near this bound.
 */
const MAYBE_BLANK_BYTES_PER_PIXEL = 0.04;

export interface Blankness {
  width: number;
  height: number;
  /** The commonest colour's share of the pixels, 0-1. */
  share: number;
  /** The commonest colour as `#rrggbbaa`. */
  colour: string;
  tiny: boolean;
}

/** Width and height from the PNG's header chunk (IHDR, right after the 8-byte signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The shot's blankness when it is near-blank or tiny, otherwise null. */
export function blankness(png: Buffer): Blankness | null {
  const { width, height } = pngSize(png);
  const tiny = width <= TINY_SIDE && height <= TINY_SIDE;
  if (!tiny && png.length / (width * height) >= MAYBE_BLANK_BYTES_PER_PIXEL) return null;
  const { data } = PNG.sync.read(png);
  // One 32-bit word per RGBA pixel; copied when the buffer does not start on a word boundary.
  const words = new Uint32Array(
    data.byteOffset % 4 === 0 ? data.buffer : new Uint8Array(data).buffer,
    data.byteOffset % 4 === 0 ? data.byteOffset : 0,
    width * height,
  );
  const colour = commonestOfSample(words);
  let count = 0;
  for (const word of words) if (word === colour) count += 1;
  const share = count / words.length;
  if (!tiny && share <= BLANK_SHARE) return null;
  return { width, height, share, colour: hexOf(colour), tiny };
}

const SAMPLES = 257;

/** The commonest colour among pixels spread over the image: the near-blank colour if any. */
function commonestOfSample(words: Uint32Array): number {
  const counts = new Map<number, number>();
  const step = Math.max(1, Math.floor(words.length / SAMPLES));
  let best = words[0] ?? 0;
  let bestCount = 0;
  for (let at = 0; at < words.length; at += step) {
    const word = words[at] ?? 0;
    const count = (counts.get(word) ?? 0) + 1;
    counts.set(word, count);
    if (count > bestCount) [best, bestCount] = [word, count];
  }
  return best;
}

/** A little-endian RGBA word as `#rrggbbaa`. */
function hexOf(word: number): string {
  const bytes = [word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff, word >>> 24];
  return `#${bytes.map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** "one colour (#ffffffff) over 99.9 % of 1280 × 800" or "32 × 32: the story paints nothing". */
export function describeBlankness({ width, height, share, colour, tiny }: Blankness): string {
  const size = `${width} × ${height}`;
  if (tiny) return `${size}: the story paints nothing (or almost)`;
  const percent = share === 1 ? "100" : (Math.floor(share * 1000) / 10).toFixed(1);
  return `one colour (${colour}) over ${percent} % of ${size}`;
}
