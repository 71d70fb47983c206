import { describe, expect, it } from "vitest";
import { ByteBoundedMap } from "./byteBoundedMap";

describe("ByteBoundedMap", () => {
  it("drops the oldest once over its bytes, and a touched key counts as new", () => {
    const map = new ByteBoundedMap<string>(10);
    map.set("a", "A", 4);
    map.set("b", "B", 4);
    map.touch("a");
    map.set("c", "C", 4);
    expect([map.get("a"), map.get("b"), map.get("c")]).toEqual(["A", undefined, "C"]);
  });

  it("counts a value's growth only while its key still holds it, and drops what it pushes over", () => {
    const map = new ByteBoundedMap<{ name: string }>(10);
    const first = { name: "first" };
    map.set("a", first, 4);
    map.set("b", { name: "b" }, 4);
    map.set("a", { name: "second" }, 4);
    map.grow("a", first, 100);
    expect(map.get("b")).toEqual({ name: "b" });
    map.grow("b", map.get("b") ?? {}, 3);
    expect(map.get("b")).toBeUndefined();
    expect(map.get("a")).toEqual({ name: "second" });
  });
});
