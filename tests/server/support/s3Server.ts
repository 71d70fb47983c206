import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../../server/providers/storage/s3";

export interface TestS3Server {
  /** FILE_STORAGE=s3 settings that reach this server's bucket. */
  settings: S3Settings;
  stop(): Promise<void>;
}

const BUCKET = "storefront-test-files";

/**
 * An S3-compatible server in this process (s3rver), on a free port and a folder of its own: the
 * S3 adapter is tested through the real AWS SDK and HTTP, with no outside service. s3rver takes
 * any credentials; the SDK needs some to sign with.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), "storefront-test-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    settings: {
      provider: "s3",
      bucket: BUCKET,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
