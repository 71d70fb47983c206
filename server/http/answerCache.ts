import { createHash } from "node:crypto";
import type { TtlCache } from "../cache";
import { textCompressors, type AnswerEncoding } from "./acceptEncoding";
import { ByteBoundedMap } from "./byteBoundedMap";

/** Each answer is compressed once per change, not per request: worth more effort than on the fly. */
const COMPRESS = textCompressors({ brotliQuality: 9, gzipLevel: 9 });

/** One serialised answer: its bytes, their strong tag, and its compressed forms once asked for. */
export interface CachedAnswer {
  /** The content hash every form's ETag is built from. */
  readonly tag: string;
  readonly body: Buffer;
  readonly contentType: string;
  readonly version: number;
  readonly expires: number;
  readonly variants: Map<AnswerEncoding, Promise<Buffer>>;
  /** The compressed forms already made, to send without waiting on a promise. */
  readonly ready: Map<AnswerEncoding, Buffer>;
}

/**
 * Serialised answers by URL, built from the values of `source` (the catalogue cache): one is
 * current while no `invalidate` happened since it was built, for the source's TTL (so processes
 * that did not see a change converge as the source's own entries do). Bounded by total bytes, the
 * oldest dropped first.
 */
export class AnswerCache {
  private readonly entries: ByteBoundedMap<CachedAnswer>;

  constructor(
    private readonly source: TtlCache,
    maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new ByteBoundedMap(maxBytes);
  }

  /** The version an answer computed from now on will carry (take it before computing). */
  get version(): number {
    return this.source.version;
  }

  find(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version === this.source.version && entry.expires > this.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `body` under `key` unless the catalogue changed since `version` (null then). */
  keep(key: string, version: number, body: Buffer, contentType: string): CachedAnswer | null {
    if (version !== this.source.version) return null;
    const entry: CachedAnswer = {
      tag: createHash("sha256").update(body).digest("base64url").slice(0, 32),
      body,
      contentType,
      version,
      expires: this.now() + this.source.ttl,
      variants: new Map(),
      ready: new Map(),
    };
    this.entries.set(key, entry, body.length);
    return entry;
  }

  /** The answer compressed with `encoding`, computed once per entry (off the event loop). */
  compressed(key: string, answer: CachedAnswer, encoding: AnswerEncoding): Promise<Buffer> {
    const known = answer.variants.get(encoding);
    if (known) return known;
    const variant = COMPRESS[encoding](answer.body);
    answer.variants.set(encoding, variant);
    void variant.then(
      (bytes) => {
        answer.ready.set(encoding, bytes);
        this.entries.grow(key, answer, bytes.length);
      },
      () => {
        // A failed compression is not kept: the next request tries again.
        if (answer.variants.get(encoding) === variant) answer.variants.delete(encoding);
      },
    );
    return variant;
  }
}
