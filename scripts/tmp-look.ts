/// <reference lib="dom" />
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { createOrderingCustomer } from "./bench/storeSession";

const port = 45124;
const store = spawn("npm", ["start"], { cwd: join(import.meta.dirname, ".."), env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), "look-")), LOG_LEVEL: "warn", FULFILMENT_SIMULATOR: "off" }, stdio: ["ignore", "inherit", "inherit"], detached: true });
const origin = `http://127.0.0.1:${port}`;
try {
for (;;) { const ok = await fetch(`${origin}/api/v1/health`).then((r) => r.ok, () => false); if (ok) break; await new Promise((r) => setTimeout(r, 500)); }
const customer = await createOrderingCustomer(origin);
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-dev-shm-usage"] });
const paths = (process.env.PATHS ?? "/checkout,/order/UUID,/my-orders").split(",").map((p) => p.replace("UUID", customer.orderUuid));
for (const width of [390, 1280]) {
  for (const path of paths) {
    for (const withJs of [false, true]) {
      const tab = await browser.newPage();
      await tab.setViewport({ width, height: 900 });
      await tab.goto(`${origin}/x.txt`);
      await tab.evaluate((e) => { localStorage.clear(); for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v); document.cookie = `session=${encodeURIComponent(e.auth_token ?? "")}; path=/`; }, customer.storage);
      if (!withJs) { await tab.setRequestInterception(true); tab.on("request", (r) => (r.url().endsWith(".js") ? r.abort() : r.continue())); }
      const errors: string[] = [];
      tab.on("pageerror", (e) => errors.push(String(e)));
      tab.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
      await tab.goto(`${origin}${path}`, { waitUntil: "networkidle0" });
      await new Promise((r) => setTimeout(r, 1000));
      const name = `${path.split("/")[1]}-${width}-${withJs ? "app" : "drawn"}`;
      await tab.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
      console.log(name, errors.join(" | ").slice(0, 300));
      await tab.close();
    }
  }
}
await browser.close();
} finally { process.kill(-store.pid!, "SIGTERM"); }
