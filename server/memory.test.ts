import { describe, expect, it } from "vitest";
import { memoryLine } from "./memory";

describe("memoryLine", () => {
  it("reports RSS and used heap in whole megabytes", () => {
    const usage = { rss: 231.6 * 1024 * 1024, heapUsed: 48.2 * 1024 * 1024 };
    expect(memoryLine(usage)).toBe("memory: RSS 232 MB, heap 48 MB");
  });
});
