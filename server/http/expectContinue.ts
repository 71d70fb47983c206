import type { Server } from "node:http";
import { REQUEST_TOO_LARGE_MESSAGE } from "./errors";

/** The largest body the store takes of a request's content type. */
export type BodyLimitFor = (contentType: string | undefined) => number;

/**
 * A client that sends `Expect: 100-continue` waits for the go-ahead before it sends its body. A
 * body the store would refuse for its size is refused then, by its Content-Length, with 413 and
 * the contract's error body: Node's default, the go-ahead at once, had the client send the body,
 * which the store then cut off in the middle (a broken pipe, not an answer). Any other request is
 * told to go ahead and answered as usual.
 */
export function refuseOversizedBeforeContinue(server: Server, limitFor: BodyLimitFor): void {
  server.on("checkContinue", (request, response) => {
    const length = Number(request.headers["content-length"]);
    if (Number.isFinite(length) && length > limitFor(request.headers["content-type"])) {
      // The body was never sent: the connection cannot be used for another request.
      response.writeHead(413, {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        connection: "close",
      });
      response.end(JSON.stringify({ message: REQUEST_TOO_LARGE_MESSAGE }));
      return;
    }
    response.writeContinue();
    server.emit("request", request, response);
  });
}
