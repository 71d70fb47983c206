import { sql, type SQL } from "drizzle-orm";
import { DIET_FILTER_ACCEPTS, FOOD_MARKS } from "../../../shared/catalog";
import type { DietFilter } from "./marks";

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The products every one of `filters` keeps: shared/catalog's diet filter rule, in SQL. */
export function keptByDietFiltersSql(filters: readonly DietFilter[]): SQL {
  return sql.join(
    filters.map(
      (filter) =>
        sql`(not (p.marks && ${textArray(FOOD_MARKS)}) or p.marks && ${textArray(DIET_FILTER_ACCEPTS[filter])})`,
    ),
    sql` and `,
  );
}
