import underPressure from "@fastify/under-pressure";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { PRESSURE_SAMPLE_MS } from "./loadShedding";
import { warmUp } from "./warmUp";

/** Holds the event loop as drawing the first page does while the renderer's code compiles. */
function busyFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy on purpose.
  }
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function storeWithSlowHome() {
  const app = Fastify();
  apps.push(app);
  await app.register(underPressure, {
    maxEventLoopDelay: 100,
    sampleInterval: PRESSURE_SAMPLE_MS,
    pressureHandler: () => undefined,
  });
  let drawn = 0;
  app.get("/", () => {
    busyFor(1_500);
    drawn += 1;
    return "home";
  });
  return { app, drawn: () => drawn };
}

describe("warmUp", () => {
  it("draws the home page, then waits until its busy time no longer counts as load", async () => {
    const { app, drawn } = await storeWithSlowHome();
    const warnings: string[] = [];

    await warmUp(app, (_error, message) => warnings.push(message));

    expect(drawn()).toBe(1);
    expect(warnings).toEqual([]);
    // Through the next sample too: no late one brings the busy time back.
    const until = Date.now() + PRESSURE_SAMPLE_MS + 200;
    while (Date.now() < until) {
      expect(app.isUnderPressure()).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, 15_000);

  it("would otherwise leave the first shoppers to a store under pressure", async () => {
    const { app } = await storeWithSlowHome();
    await app.ready();
    await app.inject({ method: "GET", url: "/" });
    // The next sample of the loop's delay holds the draw's busy time.
    const deadline = Date.now() + 2_000;
    let pressured = false;
    while (!pressured && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      pressured = app.isUnderPressure();
    }
    expect(pressured).toBe(true);
  }, 15_000);
});
