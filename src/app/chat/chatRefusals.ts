import { ApiError } from "@/api/client";

/**
 * What the shopper is told when a chat message was not sent: the server's own words when it
 * refused this message for a reason the shopper can act on (too many too fast: 429; a file too
 * large or of the wrong kind: 413, 400), else the chat's general failure.
 */
export function sendRefusalMessage(
  error: unknown,
  fallback: string,
  { isFile = false }: { isFile?: boolean } = {},
): string {
  if (!(error instanceof ApiError)) return fallback;
  const explained =
    error.status === 429 || error.status === 413 || (error.status === 400 && isFile);
  return (explained && error.body?.message) || fallback;
}
