import { Writable } from "node:stream";
import Fastify, { type FastifyBaseLogger } from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { TtlCache } from "../cache";
import { AnswerCache } from "./answerCache";
import { cachedReadHooks } from "./cachedReads";
import { indexOperations, readContract } from "./contract";
import { OneLinePerRequest } from "./requestLog";

interface Line {
  level: number;
  msg: string;
  url?: string;
  status?: number;
}

const INFO = 30;
const DEBUG = 20;
const ERROR = 50;

/** A Fastify app logging at debug into `lines`, with one shared read (getProduct) cached. */
async function appWithLog(lines: Line[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: "debug" }, stream) as FastifyBaseLogger,
    logController: new OneLinePerRequest(),
  });
  const operation = indexOperations(readContract()).get("getProduct");
  if (!operation) throw new Error("The contract has no getProduct");
  const hooks = cachedReadHooks(new AnswerCache(new TtlCache(60_000)), operation);
  if (!hooks) throw new Error("getProduct is a shared read");
  app.get("/products/:id", { onRequest: hooks.onRequest, onSend: hooks.onSend }, async () => ({
    data: { id: 1 },
  }));
  app.get("/fails", async () => {
    throw new Error("broken");
  });
  return app;
}

const requestLines = (lines: Line[]) => lines.filter((line) => line.msg.startsWith("request"));

describe("one log line per request", () => {
  it("sums a request up in one info line, with no line when it arrives", async () => {
    const lines: Line[] = [];
    const app = await appWithLog(lines);
    await app.inject({ method: "GET", url: "/products/1" });
    expect(requestLines(lines)).toEqual([
      expect.objectContaining({ level: INFO, msg: "request", url: "/products/1", status: 200 }),
    ]);
    expect(lines.some((line) => line.msg === "incoming request")).toBe(false);
  });

  it("notes an answer sent from kept bytes at debug level only", async () => {
    const lines: Line[] = [];
    const app = await appWithLog(lines);
    await app.inject({ method: "GET", url: "/products/1" });
    await app.inject({ method: "GET", url: "/products/1" });
    expect(requestLines(lines).map((line) => [line.level, line.status])).toEqual([
      [INFO, 200],
      [DEBUG, 200],
    ]);
  });

  it("sums a failed request up at error level", async () => {
    const lines: Line[] = [];
    const app = await appWithLog(lines);
    await app.inject({ method: "GET", url: "/fails" });
    expect(requestLines(lines)).toEqual([
      expect.objectContaining({ level: ERROR, msg: "request failed", status: 500 }),
    ]);
  });
});
