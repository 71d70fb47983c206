import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";
import { COMPRESSIBLE_EXTENSIONS } from "../shared/webBuild.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed copy saves less than the header and the extra file cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // Dot folders (.vite's manifest) are never served.
      .filter((entry) => !entry.name.startsWith("."))
      .map((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
      }),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller. */
async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < body.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < body.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * Compresses the built app once, at the best (slowest) settings, so the server sends the .br or
 * .gz copy as it is (@fastify/static `preCompressed`) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "storefront:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) =>
        COMPRESSIBLE_EXTENSIONS.has(extname(file)),
      );
      await Promise.all(files.map(precompressFile));
    },
  };
}
