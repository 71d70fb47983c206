import { expect } from "@playwright/test";
import { indexEntries } from "./entries";
import { test } from "./fixtures";

const docsPages = indexEntries().filter((entry) => entry.type === "docs");

test.describe("each Docs page", () => {
  for (const docs of docsPages) {
    test(docs.id, async ({ docsViewer }) => {
      expect(await docsViewer.show(docs.id)).toEqual([]);
    });
  }
});
