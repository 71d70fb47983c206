export declare function serverBuildPaths(root: string): {
  outdir: string;
  main: string;
  seed: string;
  pageRenderer: string;
  inputs: string;
};
