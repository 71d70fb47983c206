import { describe, expect, it } from "vitest";
import { createEventParser, readEventStream, type ServerSentEvent } from "./eventStream";

describe("createEventParser", () => {
  it("cuts events out of pieces split anywhere, skipping heartbeats", () => {
    const events: ServerSentEvent[] = [];
    const feed = createEventParser((event) => events.push(event));
    const text = ': heartbeat\n\nevent: order\ndata: {"a":1}\n\r\ndata: x\ndata: y\r\n\r\n';
    for (const piece of [text.slice(0, 7), text.slice(7, 30), text.slice(30)]) feed(piece);
    expect(events).toEqual([
      { name: "order", data: '{"a":1}' },
      { name: "message", data: "x\ny" },
    ]);
  });

  it("keeps an event whose blank line has not arrived yet", () => {
    const events: ServerSentEvent[] = [];
    const feed = createEventParser((event) => events.push(event));
    feed("event: order\ndata: 1\n");
    expect(events).toEqual([]);
    feed("\n");
    expect(events).toEqual([{ name: "order", data: "1" }]);
  });
});

describe("readEventStream", () => {
  it("reads a body to its end", async () => {
    const events: ServerSentEvent[] = [];
    const body = new Response("event: a\ndata: 1\n\nevent: b\ndata: 2\n\n").body;
    if (!body) throw new Error("No body");
    await readEventStream(body, (event) => events.push(event));
    expect(events.map((event) => event.name)).toEqual(["a", "b"]);
  });
});
