/**
 * Runs a command-line entry point (`npm run seed`, `npm run orders`): its answer becomes the exit
 * code, and a failure prints one line, never a stack trace. Query errors carry the whole statement
 * and its parameters, so their cause is what is shown.
 */
export function runCli(main: () => Promise<number>, failure: string): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const message = cause instanceof Error ? cause.message : String(cause);
      console.error(`${failure}: ${(message.split("\n")[0] ?? "").slice(0, 300)}`);
      process.exitCode = 1;
    },
  );
}
