import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  ChatMessages,
  type ChatMessageItem,
  type ChatMessagesProps,
} from "@/components/ChatMessages/ChatMessages";
import { chatMessagesText as text } from "@/components/ChatMessages/ChatMessages.text";
import { supportChatText } from "@/components/SupportChat/SupportChat.text";
import { CUSTOMER_ID, SUPPORT_AGENT_ID } from "@/mocks/fixtures";
import { at, CHAT_FILE_URL, conversation } from "../support/chatConversation";
import { behaviourOnly } from "../support/chromatic";

const meta = {
  title: "Components/Commerce/ChatMessages",
  component: ChatMessages,
  args: {
    messages: conversation,
    currentUserId: CUSTOMER_ID,
    otherSenderLabel: "Support",
    emptyText: supportChatText.empty,
    className: "h-96",
  },
  decorators: [
    (Story) => (
      <div className="flex w-96 flex-col rounded-xl border border-gray-200">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

function bubbles(canvasElement: HTMLElement) {
  const log = within(canvasElement).getByRole("log", { name: text.log });
  return { log, items: within(log).getAllByRole("listitem") };
}

/** The list item (bubble and time) that holds an element. */
function bubbleOf(element: HTMLElement): HTMLElement {
  const item = element.closest("li");
  if (!item) throw new Error("The element is not in a message bubble");
  return item;
}

export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const { log, items } = bubbles(canvasElement);
    const conversationLog = within(log);
    // Screen readers hear new messages as they arrive.
    await expect(log).toHaveAttribute("aria-live", "polite");
    await expect(items).toHaveLength(5);
    // docs/product.md § Rider chat and support chat: the current user's messages on the right, the other side's on the left.
    const greeting = bubbleOf(conversationLog.getByText("Hello! How can we help you today?"));
    await expect(greeting).toHaveClass("items-start");
    await expect(greeting).toHaveTextContent("Support: Hello!");
    const question = bubbleOf(conversationLog.getByText(/My paneer arrived warm/));
    await expect(question).toHaveClass("items-end");
    await expect(question).toHaveTextContent(`${text.you}: My paneer arrived warm.`);
    const photo = conversationLog.getByRole("img", { name: "paneer.jpg" });
    await expect(photo).toBeVisible();
    await expect(bubbleOf(photo)).toHaveClass("items-end");
    const file = conversationLog.getByRole("link", { name: "refund-policy.pdf" });
    await expect(file).toHaveAttribute("href", CHAT_FILE_URL);
    await expect(file).toHaveAttribute("target", "_blank");
    await expect(bubbleOf(file)).toHaveClass("items-start");
    const refund = bubbleOf(conversationLog.getByText(/refunded \$5\.49/));
    await expect(refund.querySelector("time")).toHaveAttribute("datetime", at(10));
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(supportChatText.empty)).toBeVisible();
    await expect(within(canvasElement).queryByRole("listitem")).toBeNull();
  },
};

export const Loading: Story = {
  args: { messages: [], loading: true },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    await expect(log).toHaveAttribute("aria-busy", "true");
    await expect(within(log).getByText(text.loading)).toBeInTheDocument();
    await expect(within(canvasElement).queryByText(supportChatText.empty)).toBeNull();
  },
};

export const WithoutASignedInUser: Story = {
  args: { currentUserId: null },
  play: async ({ canvasElement }) => {
    // Nobody to be: every message is the other side's.
    const { items } = bubbles(canvasElement);
    for (const item of items) await expect(item).toHaveClass("items-start");
  },
};

const longConversation: ChatMessageItem[] = Array.from({ length: 30 }, (_, index) => ({
  id: `long-${index}`,
  senderId: index % 2 === 0 ? SUPPORT_AGENT_ID : CUSTOMER_ID,
  createdAt: at(index),
  kind: "text" as const,
  text: index === 29 ? "The newest message" : `Message number ${index + 1}`,
}));

export const ScrolledToTheNewest: Story = {
  args: { messages: longConversation, className: "h-64" },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1),
    );
    await expect(log.scrollTop).toBeGreaterThan(0);
    // The scrolling log is reachable by keyboard.
    await expect(log).toHaveAttribute("tabindex", "0");
  },
};

/** A conversation that grows, as polling delivers an answer. */
function GrowingConversation(props: ChatMessagesProps) {
  const [messages, setMessages] = useState(props.messages);
  return (
    <>
      <ChatMessages {...props} messages={messages} />
      <button
        type="button"
        className="m-2 rounded border px-2"
        onClick={() =>
          setMessages((shown) => [
            ...shown,
            ...longConversation.slice(shown.length, shown.length + 1),
          ])
        }
      >
        Deliver a message
      </button>
    </>
  );
}

export const NewMessageScrollsIntoView: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { messages: longConversation.slice(0, 29), className: "h-64" },
  render: (args) => <GrowingConversation {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole("log");
    log.scrollTop = 0;
    await userEvent.click(canvas.getByRole("button", { name: "Deliver a message" }));

    const newest = await within(log).findByText("The newest message");
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1),
    );
    await expect(newest).toBeVisible();
  },
};

/** More messages are on the server: a button asks for them, and so does scrolling to the top. */
export const OlderMessagesOnRequest: Story = {
  args: {
    messages: longConversation,
    className: "h-64",
    older: { hasOlder: true, loading: false, onLoad: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    await expect(args.older?.onLoad).not.toHaveBeenCalled();
    // Scrolling back to the top asks for the older page...
    log.scrollTop = 0;
    await waitFor(() => expect(args.older?.onLoad).toHaveBeenCalledTimes(1));
    // ...and so does the button, for keyboards and screen readers.
    await userEvent.click(within(log).getByRole("button", { name: text.showOlder }));
    await expect(args.older?.onLoad).toHaveBeenCalledTimes(2);
  },
};

/** A page of older messages is on its way: the button stays focusable and says so. */
export const LoadingOlderMessages: Story = {
  args: {
    messages: longConversation,
    className: "h-64",
    older: { hasOlder: true, loading: true, onLoad: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    const button = within(log).getByRole("button", { name: text.loadingOlder });
    // aria-disabled, not disabled: a keyboard user who pressed it keeps their place.
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toBeEnabled();
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.older?.onLoad).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
    // The log holds its announcements while the page goes in.
    await expect(log).toHaveAttribute("aria-busy", "true");
  },
};

/** Every page is in: the start of the conversation is marked, nothing more to ask for. */
export const StartOfTheConversation: Story = {
  args: {
    messages: longConversation,
    className: "h-64",
    older: { hasOlder: false, loading: false, onLoad: fn() },
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    await expect(within(log).getByText(text.start)).toBeInTheDocument();
    await expect(within(log).queryByRole("button", { name: text.showOlder })).toBeNull();
  },
};

const olderPage: ChatMessageItem[] = Array.from({ length: 10 }, (_, index) => ({
  id: `older-${index}`,
  senderId: SUPPORT_AGENT_ID,
  createdAt: at(index),
  kind: "text" as const,
  text: `Older message ${index + 1}`,
}));

/** A thread whose one older page arrives when asked for, as the containers put it in front. */
function ThreadWithAnOlderPage(props: ChatMessagesProps) {
  const [messages, setMessages] = useState(props.messages);
  const hasOlder = messages.length === props.messages.length;
  const onLoad = () => setMessages((shown) => [...olderPage, ...shown]);
  return (
    <ChatMessages {...props} messages={messages} older={{ hasOlder, loading: false, onLoad }} />
  );
}

export const OlderMessagesKeepThePlace: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { messages: longConversation, className: "h-64" },
  render: (args) => <ThreadWithAnOlderPage {...args} />,
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    const firstShown = within(log).getByText("Message number 1");
    const offsetOf = (element: HTMLElement) =>
      element.getBoundingClientRect().top - log.getBoundingClientRect().top;
    // Scrolling back to the top asks for the older page.
    log.scrollTop = 0;
    const offsetBefore = offsetOf(firstShown);
    await within(log).findByText("Older message 1");
    // The page went in above: the message that was on screen did not move.
    await expect(Math.abs(offsetOf(firstShown) - offsetBefore)).toBeLessThan(2);
    await expect(within(log).getByText(text.start)).toBeInTheDocument();
  },
};
