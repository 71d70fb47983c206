import type { ChatMessageItem } from "@/components/ChatMessages/ChatMessages";
import { CUSTOMER_ID, imageFixture, SUPPORT_AGENT_ID } from "@/mocks/fixtures";

/** A file the agent sent, as the support chat serves it (the owner's key in the URL). */
export const CHAT_FILE_URL = "/api/v1/users/customer/support/chat/ui/files/f-1?key=k";

/** A minute of one morning, so the conversation reads in order and never moves with the clock. */
export const at = (minute: number) => new Date(Date.UTC(2026, 4, 30, 10, minute)).toISOString();

/** A support conversation with both sides, an image and a file: the chat stories share it. */
export const conversation: ChatMessageItem[] = [
  {
    id: "1",
    senderId: SUPPORT_AGENT_ID,
    createdAt: at(0),
    kind: "text",
    text: "Hello! How can we help you today?",
  },
  {
    id: "2",
    senderId: CUSTOMER_ID,
    createdAt: at(2),
    kind: "text",
    text: "My paneer arrived warm. Can I get a refund?",
  },
  {
    id: "3",
    senderId: CUSTOMER_ID,
    createdAt: at(3),
    kind: "image",
    url: imageFixture("Paneer photo").fullUrl,
    name: "paneer.jpg",
  },
  {
    id: "4",
    senderId: SUPPORT_AGENT_ID,
    createdAt: at(8),
    kind: "file",
    url: CHAT_FILE_URL,
    name: "refund-policy.pdf",
  },
  {
    id: "5",
    senderId: SUPPORT_AGENT_ID,
    createdAt: at(10),
    kind: "text",
    text: "Sorry about that! We have refunded $5.49 to your card.",
  },
];
