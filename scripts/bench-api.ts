// `npm run bench:api`: the store's catalogue reads beside a bare Fastify route that sends the same
// bytes, each server in a process of its own and autocannon in this one. Prints req/s and p99 per
// read and client (no compression, gzip, Brotli) and the store/bare ratio (target: at least 0.5).
// Store and bare route take turns, BENCH_ROUNDS times each, and the medians are printed, so a burst of
// other load on the machine moves both sides rather than one.
//   BENCH_SECONDS per measurement (4)  BENCH_ROUNDS (3)  BENCH_CONNECTIONS (10)
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Fastify from "fastify";
import { chooseEncoding, type AnswerEncoding } from "../server/http/acceptEncoding";
import { median, printTable } from "./bench/figures";

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const CLIENTS: { name: string; acceptEncoding: string | undefined }[] = [
  { name: "identity", acceptEncoding: undefined },
  { name: "gzip", acceptEncoding: "gzip" },
  { name: "br", acceptEncoding: "gzip, deflate, br" },
];

/** The bytes of one read as the store sends them, per coding. */
interface Answer {
  path: string;
  bodies: Record<"identity" | AnswerEncoding, Buffer>;
}

type ServerMessage = { ready: string } | { failed: string };

// ------------------------------------------------------------------ the two servers (children)

/** The store as `npm start` runs it (seeded catalogue, info logs) on PGlite in a temp DATA_DIR, minus the web app. */
async function serveStore(): Promise<string> {
  const [{ buildApp }, { loadConfig }, { createAppContext, createLogger }, db, seed] =
    await Promise.all([
      import("../server/app"),
      import("../server/config"),
      import("../server/context"),
      import("../server/db/client"),
      import("../server/seed"),
    ]);
  const config = { ...loadConfig(process.env), webRoot: null };
  const log = createLogger(config);
  const database = await db.openDatabase({ dataDir: config.dataDir });
  await database.migrate();
  if (!(await seed.isSeeded(database.db))) await seed.seedDatabase(database.db, {});
  const app = await buildApp(
    createAppContext(config, database.db, { log, queryQueue: database.queue }),
  );
  return app.listen({ port: 0, host: "127.0.0.1" });
}

/** The reference: one Fastify route per path sending fixed bytes in the coding asked for. */
async function serveBare(answers: Answer[]): Promise<string> {
  const app = Fastify();
  for (const answer of answers) {
    app.get(answer.path, (request, reply) => {
      const encoding =
        answer.bodies.identity.length >= 1024
          ? chooseEncoding(request.headers["accept-encoding"])
          : null;
      reply.header("content-type", "application/json; charset=utf-8");
      reply.header("vary", "Accept-Encoding");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.send(answer.bodies[encoding ?? "identity"]);
    });
  }
  return app.listen({ port: 0, host: "127.0.0.1" });
}

function runChild(): void {
  const send = (message: ServerMessage) => process.send?.(message);
  const fail = (error: unknown) =>
    send({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.once("SIGTERM", () => process.exit(0));
  if (process.argv[2] === "store") {
    serveStore().then((ready) => send({ ready }), fail);
  } else {
    process.once("message", (answers: Answer[]) => {
      serveBare(answers).then((ready) => send({ ready }), fail);
    });
  }
}

// ------------------------------------------------------------------ the measurement (parent)

function start(role: "store" | "bare", env: NodeJS.ProcessEnv): ChildProcess {
  return fork(fileURLToPath(import.meta.url), [role], {
    env,
    // The store logs a line per request, as in production; the bench only needs its errors.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    serialization: "advanced",
  });
}

function ready(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    child.once("message", (message: ServerMessage) => {
      if ("ready" in message) resolve(message.ready);
      else reject(new Error(message.failed));
    });
    child.once("exit", (code) => reject(new Error(`The server stopped (exit ${code})`)));
  });
}

async function fetchBytes(url: string, acceptEncoding: string): Promise<Buffer> {
  // Node's fetch would decode the body; the raw bytes are what the bare route must send.
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        response.statusCode === 200
          ? resolve(Buffer.concat(chunks))
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
    })
      .on("error", reject)
      .end();
  });
}

async function answerOf(base: string, url: string): Promise<Answer> {
  const [identity, gzip, br] = await Promise.all([
    fetchBytes(base + url, "identity"),
    fetchBytes(base + url, "gzip"),
    fetchBytes(base + url, "br"),
  ]);
  return { path: url.split("?")[0] ?? url, bodies: { identity, gzip, br } };
}

interface Figures {
  rps: number;
  p99: number;
  failures: number;
}

async function measure(url: string, acceptEncoding: string | undefined): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Store and bare in turns (each going first every other round); the median of each side. */
async function compare(
  urls: { store: string; bare: string },
  acceptEncoding: string | undefined,
): Promise<{ store: Figures; bare: Figures }> {
  const runs: { store: Figures[]; bare: Figures[] } = { store: [], bare: [] };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? (["store", "bare"] as const) : (["bare", "store"] as const);
    for (const side of order) runs[side].push(await measure(urls[side], acceptEncoding));
  }
  const summary = (figures: Figures[]): Figures => ({
    rps: median(figures.map((figure) => figure.rps)),
    p99: median(figures.map((figure) => figure.p99)),
    failures: figures.reduce((sum, figure) => sum + figure.failures, 0),
  });
  return { store: summary(runs.store), bare: summary(runs.bare) };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "storefront-bench-api-"));
  const children: ChildProcess[] = [];
  try {
    console.log("Starting the store (migrate, seed as npm start does)…");
    const storeProcess = start("store", { ...process.env, DATA_DIR: dataDir });
    children.push(storeProcess);
    const store = await ready(storeProcess);

    const search = await fetchBytes(`${store}/api/v1/catalog/ui/products?name=rice`, "identity");
    const [first] = (JSON.parse(search.toString()) as { data: { id: number }[] }).data;
    if (!first) throw new Error("The search for rice found no product");
    const reads = [
      { name: "home", url: "/api/v1/catalog/ui/web/home" },
      { name: "search (cached)", url: "/api/v1/catalog/ui/products?name=rice" },
      { name: "product detail", url: `/api/v1/catalog/ui/products/${first.id}` },
    ];
    const answers = await Promise.all(reads.map((read) => answerOf(store, read.url)));
    const bareProcess = start("bare", process.env);
    children.push(bareProcess);
    bareProcess.send(answers);
    const bare = await ready(bareProcess);

    console.log(
      `autocannon: ${connections} connections, median of ${rounds} runs of ${seconds} s per side, servers in their own processes\n`,
    );
    const rows: string[][] = [];
    let worst = Infinity;
    for (const [index, read] of reads.entries()) {
      const bodies = answers[index]?.bodies;
      for (const client of CLIENTS) {
        const bytes = bodies?.[chooseEncoding(client.acceptEncoding) ?? "identity"]?.length ?? 0;
        const { store: storeFigures, bare: bareFigures } = await compare(
          { store: store + read.url, bare: bare + read.url },
          client.acceptEncoding,
        );
        const ratio = storeFigures.rps / bareFigures.rps;
        worst = Math.min(worst, ratio);
        rows.push([
          read.name,
          client.name,
          `${(bytes / 1024).toFixed(1)} KB`,
          storeFigures.rps.toFixed(0),
          `${storeFigures.p99} ms`,
          bareFigures.rps.toFixed(0),
          `${bareFigures.p99} ms`,
          ratio.toFixed(2),
          String(storeFigures.failures + bareFigures.failures),
        ]);
      }
    }
    printTable(
      [
        "read",
        "client",
        "bytes",
        "store req/s",
        "store p99",
        "bare req/s",
        "bare p99",
        "ratio",
        "failures",
      ],
      rows,
    );
    console.log(
      `\nLowest ratio ${worst.toFixed(2)} (target: at least 0.50): ${worst >= 0.5 ? "met" : "NOT met"}`,
    );
  } finally {
    for (const child of children) child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.send) runChild();
else await main();
