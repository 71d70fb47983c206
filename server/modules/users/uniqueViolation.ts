/**
 * Whether a failed query broke the named unique index. Drizzle wraps the driver's error (pg or
 * PGlite, which both report SQLSTATE `code` and `constraint`) in its own, so the cause is read too.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if (typeof current !== "object") return false;
    const {
      code,
      constraint: name,
      cause,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === "23505" && name === constraint) return true;
    current = cause;
  }
  return false;
}
