import { describe, expect, it } from "vitest";
import { supportChatMessageFixture } from "@/mocks/fixtures";
import { toChatMessageItem } from "./supportMessages";

const file = (fileName: string | null, fullUrl = "/api/v1/files/f-1?key=k") =>
  supportChatMessageFixture({
    uuid: "m-1",
    type: "FILE",
    message: null,
    fileName,
    fileResponse: { uuid: "f-1", fullUrl },
  });

describe("toChatMessageItem", () => {
  it("keeps a text message's words, sender and time", () => {
    const message = supportChatMessageFixture({ uuid: "m-1", senderId: 7, message: "Hi" });
    expect(toChatMessageItem(message)).toEqual({
      id: "m-1",
      senderId: 7,
      createdAt: message.createdAt,
      kind: "text",
      text: "Hi",
    });
  });

  it("shows image files inline and other files as links", () => {
    expect(toChatMessageItem(file("receipt.PNG"))).toMatchObject({
      kind: "image",
      name: "receipt.PNG",
    });
    expect(toChatMessageItem(file(null, "data:image/svg+xml,<svg/>"))).toMatchObject({
      kind: "image",
    });
    expect(toChatMessageItem(file("invoice.pdf"))).toMatchObject({
      kind: "file",
      url: "/api/v1/files/f-1?key=k",
      name: "invoice.pdf",
    });
  });

  it("reads a file message without its file as empty text rather than failing", () => {
    const lost = supportChatMessageFixture({ type: "FILE", message: null, fileResponse: null });
    expect(toChatMessageItem(lost)).toMatchObject({ kind: "text", text: "" });
  });
});
