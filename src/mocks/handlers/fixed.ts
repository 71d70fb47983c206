import { HttpResponse } from "msw";
import type { PathsFor, ResponseBodyFor } from "openapi-msw";
import { http } from "../http";

type GetPath = PathsFor<typeof http.get>;

/** A GET that always answers 200 with the same (freshly built) body: a table row of fixtures. */
export function fixedGet<P extends GetPath>(
  path: P,
  body: () => ResponseBodyFor<typeof http.get, P>,
) {
  return http.get(path, ({ response }) => response.untyped(HttpResponse.json(body())));
}
