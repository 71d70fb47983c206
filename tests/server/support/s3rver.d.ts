// s3rver@3 ships no types (and there is no @types/s3rver): only what the tests' S3 server uses.
declare module "s3rver" {
  export interface S3rverOptions {
    address: string;
    /** 0 takes a free port, which run() answers. */
    port: number;
    silent: boolean;
    /** Where the objects are kept, as files. */
    directory: string;
    configureBuckets: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
