/** One Server-Sent Event: its name ("message" when the server gave none) and its data. */
export interface ServerSentEvent {
  name: string;
  data: string;
}

/**
 * Cuts a text/event-stream into events (the parts of the format the API uses: `event:`, `data:`
 * and comment lines), line endings of any kind. Fed the text as it arrives, in any pieces.
 */
export function createEventParser(
  onEvent: (event: ServerSentEvent) => void,
  onComment: (comment: string) => void = () => undefined,
) {
  let pending = "";
  let name = "";
  let data: string[] = [];
  const line = (text: string) => {
    if (text === "") {
      if (data.length > 0) onEvent({ name: name || "message", data: data.join("\n") });
      name = "";
      data = [];
      return;
    }
    // A comment: the server's heartbeat, which only keeps the connection open.
    if (text.startsWith(":")) {
      onComment(text.slice(1).trim());
      return;
    }
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? "" : text.slice(colon + 1).replace(/^ /, "");
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  };
  return (chunk: string) => {
    pending += chunk;
    const lines = pending.split(/\r\n|\r|\n/);
    // The last piece may be half a line: kept for the next chunk.
    pending = lines.pop() ?? "";
    for (const text of lines) line(text);
  };
}

/** Reads `body` to its end, calling `onEvent` for each event as it arrives. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
  onComment?: (comment: string) => void,
): Promise<void> {
  const feed = createEventParser(onEvent, onComment);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      // `stream`: a character split between two chunks is decoded once both have come.
      feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
