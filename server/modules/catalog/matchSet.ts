import { keptByDietFilter, keptByDietFilters } from "../../../shared/catalog";
import type { Schemas } from "../../http/types";
import type { DietFilter } from "./marks";

export type ProductSort = Schemas["ProductSort"];

/** One product a search matched, with what every sort order reads. */
export type MatchRow = {
  id: number;
  /** ts_rank for full text, word similarity for a typo. */
  rank: number;
  priceCents: number;
  /** Whole percent off, as the card shows it. */
  discount: number;
  popularity: number;
  /** The ethnicities the product is for: a filtered search is this set's subset. */
  ethnicities: readonly number[];
  /** The product's marks: a search narrowed by diet filters is this set's subset too. */
  marks: readonly string[];
  /** UNIT_PRICE_LOW's keys: 0 weights, 1 volumes, 2 counts, 3 no unit; cents per g, ml or piece. */
  unitGroup: number;
  unitPrice: number;
};

export interface IdPage {
  ids: number[];
  total: number;
}

/**
 * Everything one search text matches under one set of filters. Finding and counting the matches
 * is the cost of a search; every sort, page and ethnicity of the same search reuses them, so a
 * shopper who pages, re-sorts or filters costs no query. Orders are sorted once, when first asked
 * for.
 */
export class MatchSet {
  private readonly orders = new Map<ProductSort, readonly MatchRow[]>();
  private readonly byEthnicity = new Map<number, MatchSet>();
  private readonly byMarks = new Map<string, MatchSet>();

  constructor(
    private readonly rows: readonly MatchRow[],
    /** How the matches were found: full text, or the typo fallback when full text found none. */
    readonly kind: "fts" | "typo" = "fts",
    /** For a subset: the whole set, whose orders it filters rather than sorting again. */
    private readonly whole?: { set: MatchSet; keep: (row: MatchRow) => boolean },
  ) {}

  get size(): number {
    return this.rows.length;
  }

  /**
   * The matches for one ethnicity, kept: a shopper who switches the filter on a search costs no
   * query. Its rows are this set's, so it adds arrays of references, not rows.
   */
  withEthnicity(ethnicityId: number): MatchSet {
    let subset = this.byEthnicity.get(ethnicityId);
    if (!subset) {
      const keep = (row: MatchRow) => row.ethnicities.includes(ethnicityId);
      subset = new MatchSet(this.rows.filter(keep), this.kind, { set: this, keep });
      this.byEthnicity.set(ethnicityId, subset);
    }
    return subset;
  }

  /** The matches every one of `filters` keeps, kept like an ethnicity's (the filter chips). */
  withMarks(filters: readonly DietFilter[]): MatchSet {
    if (filters.length === 0) return this;
    const key = filters.join(",");
    let subset = this.byMarks.get(key);
    if (!subset) {
      const keep = (row: MatchRow) => keptByDietFilters(row.marks, filters);
      subset = new MatchSet(this.rows.filter(keep), this.kind, { set: this, keep });
      this.byMarks.set(key, subset);
    }
    return subset;
  }

  /** How many of the matches each filter keeps: the chips' counts, with no query. */
  countWith(filters: readonly DietFilter[]): number[] {
    return filters.map(
      (filter) => this.rows.filter((row) => keptByDietFilter(row.marks, filter)).length,
    );
  }

  page(sortBy: ProductSort, page: number, size: number): IdPage {
    const start = (page - 1) * size;
    const ids = this.ordered(sortBy)
      .slice(start, start + size)
      .map((row) => row.id);
    return { ids, total: this.rows.length };
  }

  private ordered(sortBy: ProductSort): readonly MatchRow[] {
    let sorted = this.orders.get(sortBy);
    if (!sorted) {
      // A subset in the whole set's order is sorted: one pass instead of a sort (thousands of
      // matches take milliseconds to sort, on the thread every request shares).
      sorted = this.whole
        ? this.whole.set.ordered(sortBy).filter(this.whole.keep)
        : [...this.rows].sort(COMPARE[sortBy]);
      this.orders.set(sortBy, sorted);
    }
    return sorted;
  }
}

/** The SQL orders the listing used, each ending with the id so pages never overlap. */
const COMPARE: Record<ProductSort, (a: MatchRow, b: MatchRow) => number> = {
  RELEVANCE: (a, b) => b.rank - a.rank || b.popularity - a.popularity || a.id - b.id,
  PRICE_LOW: (a, b) => a.priceCents - b.priceCents || a.id - b.id,
  PRICE_HIGH: (a, b) => b.priceCents - a.priceCents || a.id - b.id,
  DISCOUNT: (a, b) => b.discount - a.discount || b.popularity - a.popularity || a.id - b.id,
  UNIT_PRICE_LOW: (a, b) => a.unitGroup - b.unitGroup || a.unitPrice - b.unitPrice || a.id - b.id,
};

/**
 * Recently used match sets, bounded by the rows they hold (a search for "a" can match most of the
 * catalogue) rather than by their number. Concurrent callers of one key share one load.
 */
export class MatchSetCache {
  private readonly entries = new Map<string, Promise<MatchSet>>();
  private readonly sizes = new Map<string, number>();
  private rows = 0;

  constructor(private readonly maxRows: number) {}

  get(key: string, load: () => Promise<MatchSet>): Promise<MatchSet> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserting moves the key to the end: Map order is the recency order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const loading = load();
    this.entries.set(key, loading);
    loading.then(
      (set) => this.admit(key, loading, set.size),
      () => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
      },
    );
    return loading;
  }

  private admit(key: string, loading: Promise<MatchSet>, size: number): void {
    if (this.entries.get(key) !== loading) return;
    if (size > this.maxRows) {
      this.entries.delete(key);
      return;
    }
    this.sizes.set(key, size);
    this.rows += size;
    // Least recently used first; loads still under way hold no rows yet.
    for (const oldest of this.entries.keys()) {
      if (this.rows <= this.maxRows) break;
      const rows = this.sizes.get(oldest);
      if (rows === undefined || oldest === key) continue;
      this.rows -= rows;
      this.sizes.delete(oldest);
      this.entries.delete(oldest);
    }
  }
}
