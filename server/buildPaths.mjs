// Plain JavaScript: `npm start` and `npm run build:server` (scripts/, run by Node without a
// TypeScript loader) read it as well as the server, which finds its page renderer through it.
import { join } from "node:path";

/** Where the server build lives in the checkout at `root`. */
export function serverBuildPaths(root) {
  const outdir = join(root, "dist-server");
  return {
    outdir,
    main: join(outdir, "main.js"),
    seed: join(outdir, "seed.js"),
    pageRenderer: join(outdir, "renderer", "renderPage.js"),
    inputs: join(outdir, "inputs.json"),
  };
}
