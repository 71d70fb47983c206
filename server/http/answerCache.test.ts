import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { TtlCache } from "../cache";
import { chooseEncoding } from "./acceptEncoding";
import { AnswerCache } from "./answerCache";

const JSON_TYPE = "application/json; charset=utf-8";

describe("AnswerCache", () => {
  it("keeps an answer until the source is invalidated or its time is up", () => {
    let now = 0;
    const source = new TtlCache(1_000, 10, () => now);
    const cache = new AnswerCache(source, 1_000_000, () => now);
    const kept = cache.keep("/a", cache.version, Buffer.from('{"data":1}'), JSON_TYPE);
    expect(cache.find("/a")).toBe(kept);
    source.invalidate("catalog:");
    expect(cache.find("/a")).toBeUndefined();

    cache.keep("/a", cache.version, Buffer.from('{"data":2}'), JSON_TYPE);
    now = 1_001;
    expect(cache.find("/a")).toBeUndefined();
  });

  it("does not keep an answer computed across a change", () => {
    const source = new TtlCache(60_000);
    const cache = new AnswerCache(source);
    const version = cache.version;
    source.invalidate();
    expect(cache.keep("/a", version, Buffer.from("{}"), JSON_TYPE)).toBeNull();
    expect(cache.find("/a")).toBeUndefined();
  });

  it("tags by content and drops the oldest beyond its byte budget", () => {
    const cache = new AnswerCache(new TtlCache(60_000), 25);
    const first = cache.keep("/a", cache.version, Buffer.from("x".repeat(10)), JSON_TYPE);
    const same = cache.keep("/b", cache.version, Buffer.from("x".repeat(10)), JSON_TYPE);
    expect(same?.tag).toBe(first?.tag);
    const other = cache.keep("/c", cache.version, Buffer.from("y".repeat(10)), JSON_TYPE);
    expect(other?.tag).not.toBe(first?.tag);
    expect(cache.find("/a")).toBeUndefined();
    expect(cache.find("/b")).toBe(same);
    expect(cache.find("/c")).toBe(other);
  });

  it("compresses each encoding once and gives the same bytes back", async () => {
    const cache = new AnswerCache(new TtlCache(60_000));
    const body = Buffer.from(JSON.stringify({ data: "rice ".repeat(500) }));
    const answer = cache.keep("/a", cache.version, body, JSON_TYPE);
    if (!answer) throw new Error("not kept");
    const br = cache.compressed("/a", answer, "br");
    expect(cache.compressed("/a", answer, "br")).toBe(br);
    expect(brotliDecompressSync(await br)).toEqual(body);
    expect(gunzipSync(await cache.compressed("/a", answer, "gzip"))).toEqual(body);
    expect(answer.ready.get("br")).toBe(await br);
  });
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0.2, gzip;q=0.8", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["deflate", null],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
