import { createHash } from "node:crypto";
import type { TtlCache } from "../cache";
import type { VisitorChanges } from "../visitorChanges";
import type { AnswerEncoding } from "./acceptEncoding";
import { ByteBoundedMap } from "./byteBoundedMap";

/**
 * A page drawn for one returning visitor (a catalogue page with their header, or a customer's own
 * page), and its compressed forms.
 */
export interface VisitorPage {
  /** The page's length in bytes, uncompressed. */
  readonly length: number;
  /** The page uncompressed (put together when first asked for: most visitors take gzip). */
  plain(): Buffer;
  readonly encoded: Map<AnswerEncoding, Buffer>;
}

interface Entry<V> {
  value: V;
  /** The signed-in visitor (guest or customer) it was drawn for; null for a location alone. */
  userId: number | null;
  /** VisitorChanges' mark and the catalogue's version, taken before drawing. */
  mark: number;
  catalogueVersion: number;
  expires: number;
}

/** When drawing of a visitor's page starts: what it must be kept with. */
export interface DrawingStarted {
  mark: number;
  catalogueVersion: number;
}

/**
 * Pages drawn for returning visitors, by visitor and URL: a shopper who opens products in new tabs
 * or reloads (a catalogue page, checkout, an order they follow) gets the page drawn for them once,
 * not a session lookup, their reads and a render per request. The headers drawn for them are kept
 * the same way (`V`), so a catalogue page they open for the first time needs neither. One is
 * current while the catalogue has not changed, nothing changed for the visitor's user (their own
 * calls, any call without a session, the fulfilment of their orders: see VisitorChanges), and for
 * at most the catalogue's TTL (coupons start and end, slots pass, other shoppers' orders take
 * stock, other processes change the catalogue). What is drawn for a signed-in visitor is kept only
 * when `keepSignedIn` (a database no other process writes to). Keyed by a hash of the session
 * token, never the token. Bounded by bytes, oldest dropped first.
 */
export class VisitorPages<V extends object = VisitorPage> {
  private readonly entries: ByteBoundedMap<Entry<V>>;

  constructor(
    private readonly catalogue: TtlCache,
    private readonly changes: VisitorChanges,
    private readonly keepSignedIn: boolean,
    maxBytes = 16 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new ByteBoundedMap(maxBytes);
  }

  /** The key of `url` for a visitor with this session token and location cookie (either may be null). */
  static keyOf(token: string | null, location: string | null, url: string): string {
    const session = token === null ? "" : createHash("sha256").update(token).digest("base64url");
    return `${session}\n${location ?? ""}\n${url}`;
  }

  /** Taken before the visitor's session is looked up and the page drawn. */
  startDrawing(): DrawingStarted {
    return { mark: this.changes.mark, catalogueVersion: this.catalogue.version };
  }

  find(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.isCurrent(entry)) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.touch(key);
    return entry.value;
  }

  /**
   * Keeps `value` (`size` bytes), drawn for `userId` since `started`, unless something changed
   * meanwhile; gives it back either way.
   */
  keep(key: string, value: V, size: number, userId: number | null, started: DrawingStarted): V {
    const entry: Entry<V> = {
      value,
      userId,
      ...started,
      expires: this.now() + this.catalogue.ttl,
    };
    if ((userId !== null && !this.keepSignedIn) || !this.isCurrent(entry)) return value;
    this.entries.set(key, entry, size);
    return value;
  }

  /** Counts `extra` more bytes for `value` (a compressed form) while `key` keeps it. */
  grow(key: string, value: V, extra: number): void {
    const entry = this.entries.get(key);
    if (entry?.value === value) this.entries.grow(key, entry, extra);
  }

  private isCurrent(entry: Entry<V>): boolean {
    return (
      entry.catalogueVersion === this.catalogue.version &&
      entry.expires > this.now() &&
      (entry.userId === null || this.changes.unchangedSince(entry.userId, entry.mark))
    );
  }
}
