import type { SupportChatMessage } from "@/api/types";
import type { ChatMessageItem } from "@/components/ChatMessages/ChatMessages";

// The contract gives a FILE message its name but not its kind; images show inline.
const IMAGE_NAME = /\.(png|jpe?g|gif|webp|avif|bmp|svg)$/i;

/** A support message as the chat list draws it: text, an inline image or a file link. */
export function toChatMessageItem(message: SupportChatMessage): ChatMessageItem {
  const common = { id: message.uuid, senderId: message.senderId, createdAt: message.createdAt };
  const url = message.fileResponse?.fullUrl;
  if (message.type !== "FILE" || !url) {
    return { ...common, kind: "text", text: message.message ?? "" };
  }
  const image = IMAGE_NAME.test(message.fileName ?? "") || url.startsWith("data:image/");
  return { ...common, kind: image ? "image" : "file", url, name: message.fileName };
}
