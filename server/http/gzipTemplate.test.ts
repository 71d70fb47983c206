import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GzipTemplate } from "./gzipTemplate";

const page = (text: string) => Buffer.from(text);
const shelf = "<li>Basmati Rice 10 lb, $18.99</li>".repeat(400);
const template = new GzipTemplate([
  page(`<!doctype html><html><body><div id="root">`),
  page(`<main><ul>${shelf}</ul></main></div>`),
  page(`<footer>${"<a href='/categories/3'>Atta</a>".repeat(50)}</footer></body></html>`),
]);

describe("GzipTemplate", () => {
  it("gzips the parts with each visitor's holes between them, as one member any gunzip reads", () => {
    for (const holes of [
      [page("<header>NY, Amina, cart 3</header>"), page('<script id="q">{"cart":3}</script>')],
      [page("<header>Select location, Login</header>"), page("")],
      [page("<header>Zürich, Łukasz, 🛒 12</header>"), page(shelf)],
      // Holes that repeat what precedes them, up to the window's 32 KB and beyond it.
      [page("<!doctype html>".repeat(3)), page(shelf.repeat(3) + "<main><ul>")],
    ]) {
      const gzipped = template.gzip(holes);
      expect(gunzipSync(gzipped).equals(template.plain(holes))).toBe(true);
      expect(template.lengthWith(holes)).toBe(template.plain(holes).length);
      expect(template.plain(holes).toString()).toContain(holes[0]?.toString());
    }
  });

  it("lets a hole refer back to what precedes it", () => {
    // Product lines that hardly repeat one another, as a page's answers repeat what it shows.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647);
    const lines = Array.from({ length: 300 }, () => `<li>${random()} lb, $${random() % 100}</li>`);
    const shown = page(lines.join(""));
    const varied = new GzipTemplate([page("<html>"), page(`<main>`), shown, page("</html>")]);
    const empty = [page("<header>NY</header>"), page(""), page("")];
    const repeating = [page("<header>NY</header>"), page(""), page(`<script>${shown}</script>`)];
    const alone = gzipSync(shown).length;
    expect(alone).toBeGreaterThan(2000);
    expect(varied.gzip(repeating).length - varied.gzip(empty).length).toBeLessThan(alone / 10);
    expect(gunzipSync(varied.gzip(repeating)).equals(varied.plain(repeating))).toBe(true);
  });

  it("costs some bytes for each piece against gzipping the whole page at once", () => {
    const holes = [page("<header>NY, Amina, cart 3</header>"), page('<script id="q">{}</script>')];
    const whole = gzipSync(template.plain(holes), { level: 9 }).length;
    const spliced = template.gzip(holes).length;
    expect(spliced).toBeGreaterThanOrEqual(whole);
    expect(spliced - whole).toBeLessThan(100);
  });

  it("refuses a number of holes that does not fit its parts", () => {
    expect(() => template.gzip([page("<header></header>")])).toThrow("3 parts take 2 holes");
    expect(() => template.plain([])).toThrow("3 parts take 2 holes");
  });
});
