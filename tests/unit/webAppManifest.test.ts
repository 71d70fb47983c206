import { readFileSync } from "node:fs";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { paths } from "@/lib/paths";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string; icons?: ManifestIcon[] }[];
}

const publicFile = (path: string) => new URL(`../../public${path}`, import.meta.url);
const manifest = JSON.parse(readFileSync(publicFile("/manifest.webmanifest"), "utf8")) as Manifest;

describe("the web app manifest (public/manifest.webmanifest)", () => {
  it("installs the store as an app of its own", () => {
    expect(manifest.name).not.toBe("");
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.description).not.toBe("");
    expect(manifest).toMatchObject({ start_url: "/", scope: "/", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("has icons of 192 and 512 pixels, plain and maskable, each the size it says", () => {
    const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((each) => each.icons ?? [])];
    for (const icon of icons) {
      const png = PNG.sync.read(readFileSync(publicFile(icon.src)));
      expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe("image/png");
    }
    const listed = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`).sort();
    expect(listed).toEqual(["192x192 any", "192x192 maskable", "512x512 any", "512x512 maskable"]);
  });

  it("has shortcuts to search, the orders and the cart, at URLs the app answers", () => {
    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ["Search", paths.search()],
      ["My Orders", paths.myOrders()],
      // The cart is a drawer: the app opens it for this parameter (src/app/offline).
      ["Cart", `${paths.home()}?cart=open`],
    ]);
  });
});
