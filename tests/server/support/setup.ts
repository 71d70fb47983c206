// Setup file of the server project: the shared app (a migrated, seeded database) is built in a
// hook, under the hook's timeout, rather than inside whichever test first asks for it, where a
// busy machine could push a test past its own timeout before it had run a line. The server's
// own unit tests (server/**) do not use it.
import { beforeAll } from "vitest";

// Vitest passes the hook's fixtures first and the file second, and it refuses a first parameter
// that is not an object pattern (FixtureParseError): `{}` is the empty pattern its docs use.
// eslint-disable-next-line no-empty-pattern -- Vitest requires the pattern, and no fixture is used
beforeAll(async ({}, suite) => {
  if (!suite.file.filepath.includes("/tests/server/")) return;
  const { getTestApp } = await import("./testApp");
  await getTestApp();
});
