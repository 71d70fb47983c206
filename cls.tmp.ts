import { chromium } from "playwright";
import { startStore } from "./scripts/bench/startStore";
import { startGuest } from "./scripts/bench/storeSession";
import { SESSION_COOKIE, LOCATION_COOKIE } from "./shared/cookies";
const store = await startStore(process.cwd(), "cls");
const guest = await startGuest(store.origin);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const returning of [false, true]) for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cookies: [string, string | undefined][] = [["storefront_locale", "ur"], ...(returning ? [[SESSION_COOKIE, guest.auth_token], [LOCATION_COOKIE, guest.location]] as [string, string][] : [])];
  await context.addCookies(cookies.filter(c => c[1]).map(([name, value]) => ({ name, value: encodeURIComponent(value!), url: store.origin })));
  if (returning) await context.addInitScript((e: Record<string,string>) => { if (sessionStorage.getItem("w")) return; for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v); sessionStorage.setItem("w","1"); }, guest);
  await context.addInitScript(() => {
    (window as any).shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).shifts.push({ t: Math.round(e.startTime), v: e.value, input: e.hadRecentInput, src: e.sources.map((s: any) => ({ n: s.node ? (s.node.outerHTML ?? s.node.textContent ?? "").slice(0, 160) : null, p: JSON.stringify(s.previousRect), c: JSON.stringify(s.currentRect) })) }); }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(store.origin + "/", { waitUntil: "load" });
  await page.waitForTimeout(6000);
  console.log(returning ? "return" : "first", JSON.stringify(await page.evaluate(() => (window as any).shifts), null, 1));
  await context.close();
}
await browser.close(); store.stop();
