import { DEFAULT_PRODUCT_COUNT } from "./catalogue";

export interface CliOptions {
  reset: boolean;
  products: number;
}

const usage = "usage: tsx server/seed/cli.ts [--reset] [--products N]";

/** Returns the options, or the one-line message explaining what is wrong with the arguments. */
export function parseArgs(args: readonly string[]): CliOptions | string {
  const options: CliOptions = { reset: false, products: DEFAULT_PRODUCT_COUNT };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? "";
    if (arg === "--reset") {
      options.reset = true;
    } else if (arg === "--products" || arg.startsWith("--products=")) {
      const value = arg === "--products" ? args[(i += 1)] : arg.slice("--products=".length);
      if (
        value === undefined ||
        !/^\d+$/.test(value) ||
        Number(value) < 1 ||
        !Number.isSafeInteger(Number(value))
      ) {
        return `--products accepts a positive whole number of products (got ${value === undefined ? "nothing" : `"${value}"`})`;
      }
      options.products = Number(value);
    } else {
      return `Unknown option "${arg}": accepted options are --reset and --products N (${usage})`;
    }
  }
  return options;
}
