import { describe, expect, it } from "vitest";
import { FILE_NOT_ACCEPTED_MESSAGE } from "../files";
import { SUPPORT_THREAD_UUID, supportUploadFixture } from "../fixtures";
import { asForm } from "../../../tests/mocks/exampleCalls";
import { client, signInAs, serveMockApiInEachTest } from "../../../tests/mocks/setup";

serveMockApiInEachTest();

function sendFile(file: File) {
  return client.POST("/users/customer/support/chat/ui/messages", {
    body: { threadId: SUPPORT_THREAD_UUID, type: "FILE", file },
    bodySerializer: asForm,
  });
}

/** Sends a file and downloads it again from the URL its message carries. */
async function sendAndDownload(file: File) {
  const { data, response } = await sendFile(file);
  expect(response.status).toBe(201);
  const fileResponse = data?.data.fileResponse;
  const url = new URL(fileResponse?.fullUrl ?? "", "http://localhost");
  expect(url.pathname).toBe(`/api/v1/users/customer/support/chat/ui/files/${fileResponse?.uuid}`);
  return client.GET("/users/customer/support/chat/ui/files/{uuid}", {
    params: {
      path: { uuid: fileResponse?.uuid ?? "" },
      query: { key: url.searchParams.get("key") ?? "" },
    },
    parseAs: "arrayBuffer",
  });
}

describe("support chat files", () => {
  it("serves the bytes sent, with the type they were recognised as", async () => {
    signInAs("customer");
    const upload = supportUploadFixture("photo.dat", undefined, "application/x-unknown");
    const { data, response } = await sendAndDownload(upload);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(data ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array(await upload.arrayBuffer()),
    );
  });

  it("recognises a pdf by its content and serves it as an attachment", async () => {
    signInAs("customer");
    const pdf = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n");
    const { response } = await sendAndDownload(supportUploadFixture("invoice", pdf, ""));
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment/);
  });

  it("answers 400 to a file that is not an image, pdf, doc or docx, whatever its name", async () => {
    signInAs("customer");
    const page = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const { response, error } = await sendFile(supportUploadFixture("photo.png", page));
    expect(response.status).toBe(400);
    expect(error).toEqual({ message: FILE_NOT_ACCEPTED_MESSAGE });
  });
});
