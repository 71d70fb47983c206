import { describe, expect, it } from "vitest";
import {
  FILE_NOT_ACCEPTED_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_SUPPORT_FILE_BYTES,
} from "../files";
import { fixtureUuid, SUPPORT_THREAD_UUID, supportUploadFixture } from "../fixtures";
import { asForm } from "../../../tests/mocks/exampleCalls";
import { client, signInAs, serveMockApiInEachTest } from "../../../tests/mocks/setup";
import { FILE_NOT_FOUND_MESSAGE } from "./chat";

serveMockApiInEachTest();

function sendFile(file: File) {
  return client.POST("/users/customer/support/chat/ui/messages", {
    body: { threadId: SUPPORT_THREAD_UUID, type: "FILE", file },
    bodySerializer: asForm,
  });
}

/** The uuid and key of a stored file, from the URL its message carries. */
async function sendAndLocate(file = supportUploadFixture()) {
  const { data, response } = await sendFile(file);
  expect(response.status).toBe(201);
  const fileResponse = data?.data.fileResponse;
  const url = new URL(fileResponse?.fullUrl ?? "", "http://localhost");
  expect(url.pathname).toBe(`/api/v1/users/customer/support/chat/ui/files/${fileResponse?.uuid}`);
  return { uuid: fileResponse?.uuid ?? "", key: url.searchParams.get("key") ?? "" };
}

function download(uuid: string, key?: string) {
  return client.GET("/users/customer/support/chat/ui/files/{uuid}", {
    params: { path: { uuid }, query: key === undefined ? {} : { key } },
    parseAs: "arrayBuffer",
  });
}

describe("support chat files", () => {
  it("serves the bytes sent, with the type they were recognised as, to the URL's key", async () => {
    signInAs("customer");
    const upload = supportUploadFixture("photo.dat", undefined, "application/x-unknown");
    const { uuid, key } = await sendAndLocate(upload);

    signInAs("nobody");
    const { data, response } = await download(uuid, key);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(data ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array(await upload.arrayBuffer()),
    );
  });

  it("serves a file to the session without a key, and to nobody else", async () => {
    signInAs("customer");
    const { uuid, key } = await sendAndLocate();
    expect((await download(uuid)).response.status).toBe(200);

    signInAs("nobody");
    const withoutKey = await download(uuid);
    expect(withoutKey.response.status).toBe(404);
    expect(withoutKey.error).toEqual({ message: FILE_NOT_FOUND_MESSAGE });
    expect((await download(uuid, `${key}x`)).response.status).toBe(404);
    expect((await download(fixtureUuid("file", 999), key)).response.status).toBe(404);
  });

  it("answers 413 to a file over 10 MB", async () => {
    signInAs("customer");
    const big = supportUploadFixture("big.png", new Uint8Array(MAX_SUPPORT_FILE_BYTES + 1));
    const { response, error } = await sendFile(big);
    expect(response.status).toBe(413);
    expect(error).toEqual({ message: FILE_TOO_LARGE_MESSAGE });
  });

  it("answers 400 to a file that is not an image, pdf, doc or docx, whatever its name", async () => {
    signInAs("customer");
    const page = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const { response, error } = await sendFile(supportUploadFixture("photo.png", page));
    expect(response.status).toBe(400);
    expect(error).toEqual({ message: FILE_NOT_ACCEPTED_MESSAGE });
  });

  it("recognises a pdf by its content", async () => {
    signInAs("customer");
    const pdf = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n");
    const { uuid } = await sendAndLocate(supportUploadFixture("invoice", pdf, ""));
    const { response } = await download(uuid);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment/);
  });
});
