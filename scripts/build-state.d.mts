export declare const SERVER_ENTRIES: { main: string; seed: string };
export declare function newestChange(path: string): number;
export declare function webBuildIsStale(root: string): boolean;
export declare function serverBuildIsStale(root: string): boolean;
export declare function isFirstEmbeddedStart(
  root: string,
  env: Record<string, string | undefined>,
): boolean;
