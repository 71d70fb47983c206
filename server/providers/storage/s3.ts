import type * as S3Sdk from "@aws-sdk/client-s3";
import type { FileStorageConfig } from "../../config";
import { checkedKey } from "./keys";
import type { FileStorage } from "./types";

export type S3Settings = Extract<FileStorageConfig, { provider: "s3" }>;

/**
 * A missing object: S3 names it NoSuchKey; some compatible servers answer a bare 404. A missing
 * bucket is a 404 too, but a fault of the set-up, which must not pass for a lost file.
 */
function isMissing(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === "NoSuchBucket") return false;
  const status = "$metadata" in error ? (error.$metadata as { httpStatusCode?: number }) : {};
  return error.name === "NoSuchKey" || status.httpStatusCode === 404;
}

/**
 * Files as objects of one bucket of S3 or a compatible store (Cloudflare R2, MinIO), for many
 * servers or many files. The SDK is loaded on first use, so a store on another adapter never
 * loads it. With an endpoint (R2, MinIO), objects are addressed by path, which those accept and
 * which needs no DNS name per bucket.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  let loading: Promise<{ client: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const load = () =>
    (loading ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
        ...(settings.credentials ? { credentials: settings.credentials } : {}),
      }),
    })));
  const Bucket = settings.bucket;
  return {
    async put(key, bytes) {
      const { client, sdk } = await load();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes }));
    },

    async get(key) {
      const { client, sdk } = await load();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: checkedKey(key) }),
        );
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const { client, sdk } = await load();
      // S3 answers a delete of a missing key as done.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}
