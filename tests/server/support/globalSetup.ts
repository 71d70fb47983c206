// Before the API and server tests: a folder for the uploads of this run (chat attachments), which
// the shared test app writes to and which goes once the run ends, passed or failed.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  interface ProvidedContext {
    testUploadsDir: string;
  }
}

export default async function setup(project: TestProject) {
  const uploadsDir = await mkdtemp(join(tmpdir(), "storefront-test-uploads-"));
  project.provide("testUploadsDir", uploadsDir);
  return () => rm(uploadsDir, { recursive: true, force: true });
}
