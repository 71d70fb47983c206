import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { chatComposerText } from "@/components/ChatComposer/ChatComposer.text";
import type { ChatMessageItem } from "@/components/ChatMessages/ChatMessages";
import { chatMessagesText } from "@/components/ChatMessages/ChatMessages.text";
import { RiderChat, type RiderChatProps } from "@/components/RiderChat/RiderChat";
import { riderChatText as text } from "@/components/RiderChat/RiderChat.text";
import { CUSTOMER_ID, imageFixture, RIDER_USER_ID } from "@/mocks/fixtures";
import { at } from "../support/chatConversation";
import { behaviourOnly } from "../support/chromatic";

/** A rider conversation with both sides and a photo from the road. */
const conversation: ChatMessageItem[] = [
  {
    id: "1",
    senderId: RIDER_USER_ID,
    createdAt: at(40),
    kind: "text",
    text: "Hi Amina, I have picked up your order.",
  },
  { id: "2", senderId: CUSTOMER_ID, createdAt: at(42), kind: "text", text: "Will you be on time?" },
  {
    id: "3",
    senderId: RIDER_USER_ID,
    createdAt: at(43),
    kind: "text",
    text: "Yes, about 10 minutes away.",
  },
  {
    id: "4",
    senderId: RIDER_USER_ID,
    createdAt: at(50),
    kind: "image",
    url: imageFixture("Court Street").fullUrl,
  },
];

const meta = {
  title: "Components/Commerce/RiderChat",
  component: RiderChat,
  args: {
    open: false,
    onOpenChange: fn(),
    messages: conversation,
    currentUserId: CUSTOMER_ID,
    riderName: "Imran",
    onSend: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RiderChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget with its own open state, raising onOpenChange as the order page would see it. */
function Toggling(props: RiderChatProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <RiderChat
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

const toggle = (canvasElement: HTMLElement, unread = 0, rider = "Imran") =>
  within(canvasElement).getByRole("button", { name: text.toggle(rider, unread) });

const panel = (canvasElement: HTMLElement, rider = "Imran") =>
  within(within(canvasElement).getByRole("region", { name: text.title(rider) }));

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = toggle(canvasElement);
    await expect(button).toHaveAccessibleName("Chat with Imran");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(within(canvasElement).queryByRole("region", { name: /^Chat with/ })).toBeNull();
    await expect(within(canvasElement).queryByTestId("rider-chat-badge")).toBeNull();
  },
};

export const ClosedWithUnreadMessages: Story = {
  args: { unreadCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement, 2)).toHaveAccessibleName(
      "Chat with Imran (2 unread messages)",
    );
    await expect(within(canvasElement).getByTestId("rider-chat-badge")).toHaveTextContent("2");
  },
};

export const OpenWithConversation: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement)).toHaveAttribute("aria-expanded", "true");
    const log = within(panel(canvasElement).getByRole("log"));
    // docs/product.md § Rider chat and support chat: the current user's id decides the side.
    await expect(log.getByText("Will you be on time?").closest("li")).toHaveClass("items-end");
    await expect(log.getByText(/picked up your order/).closest("li")).toHaveClass("items-start");
    await expect(log.getByRole("img", { name: "Image" })).toBeVisible();
    // The rider's messages are read out as theirs.
    await expect(log.getAllByText("Imran:", { exact: false })).toHaveLength(3);
    const replies = within(panel(canvasElement).getByRole("list", { name: /Quick replies/ }));
    await expect(replies.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Hello Imran",
      "Where you at?",
      "Will you be on time?",
    ]);
    // Text only: the order chat has no upload.
    await expect(
      panel(canvasElement).queryByRole("button", { name: chatComposerText.attach }),
    ).toBeNull();
  },
};

export const Empty: Story = {
  args: { open: true, messages: [] },
  play: async ({ canvasElement }) => {
    const chat = panel(canvasElement);
    await expect(chat.getByText("Start chatting with Imran...")).toBeVisible();
    await expect(chat.getByRole("textbox", { name: chatComposerText.input })).toHaveAttribute(
      "placeholder",
      "Say 'Hello!'",
    );
  },
};

export const Loading: Story = {
  args: { open: true, messages: [], loading: true },
  play: async ({ canvasElement }) => {
    const chat = panel(canvasElement);
    await expect(chat.getByRole("log")).toHaveAttribute("aria-busy", "true");
    await expect(chat.queryByText("Start chatting with Imran...")).toBeNull();
  },
};

export const Sending: Story = {
  args: { open: true, sending: true },
  play: async ({ canvasElement }) => {
    const chat = panel(canvasElement);
    await expect(chat.getByTestId("chat-sending")).toBeVisible();
    await expect(chat.getByRole("textbox", { name: chatComposerText.input })).toBeDisabled();
    await expect(chat.getByRole("button", { name: "Where you at?" })).toBeDisabled();
  },
};

export const QuickReplySends: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    const chat = panel(canvasElement);
    await userEvent.click(chat.getByRole("button", { name: "Hello Imran" }));
    await expect(args.onSend).toHaveBeenCalledWith("Hello Imran");
    await userEvent.click(chat.getByRole("button", { name: "Where you at?" }));
    await expect(args.onSend).toHaveBeenLastCalledWith("Where you at?");
  },
};

export const TypedMessageSendsAndClears: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    const chat = panel(canvasElement);
    const input = chat.getByRole("textbox", { name: chatComposerText.input });
    await expect(chat.getByRole("button", { name: chatComposerText.send })).toBeDisabled();
    await userEvent.type(input, "  Please ring the bell  {Enter}");
    await expect(args.onSend).toHaveBeenCalledWith("Please ring the bell");
    await waitFor(() => expect(input).toHaveValue(""));
  },
};

export const FailedSendKeepsTheText: Story = {
  args: { open: true, onSend: fn(() => Promise.reject(new Error("Error on sending message"))) },
  play: async ({ canvasElement, args }) => {
    const chat = panel(canvasElement);
    const input = chat.getByRole("textbox", { name: chatComposerText.input });
    await userEvent.type(input, "Leave it with the doorman{Enter}");
    await expect(args.onSend).toHaveBeenCalledWith("Leave it with the doorman");
    await expect(input).toHaveValue("Leave it with the doorman");
    // A failing quick reply is the container's to report; nothing breaks here.
    await userEvent.click(chat.getByRole("button", { name: "Where you at?" }));
    await expect(args.onSend).toHaveBeenLastCalledWith("Where you at?");
  },
};

export const TogglesOpenAndClosed: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  render: (args) => <Toggling {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(toggle(canvasElement));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const input = panel(canvasElement).getByRole("textbox", { name: chatComposerText.input });
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(within(canvasElement).queryByRole("region", { name: /^Chat with/ })).toBeNull();
    await expect(toggle(canvasElement)).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle(canvasElement));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const RiderWithoutAName: Story = {
  args: { open: true, riderName: "" },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement, 0, "Rider")).toBeVisible();
    await expect(
      panel(canvasElement, "Rider").getByRole("button", { name: "Hello Rider" }),
    ).toBeVisible();
  },
};

/** docs/replacements.md: a short item's replacement offered as a card, answered in the chat. */
const offerOf = (status: "PENDING" | "APPROVED" | "REJECTED"): ChatMessageItem => ({
  id: "5",
  senderId: RIDER_USER_ID,
  createdAt: at(52),
  kind: "offer",
  text: "Replace Cumin Seeds 200 g with Shan Cumin Powder 200 g ($3.49)?",
  offer: { lineId: 803, status },
});

export const ReplacementOffered: Story = {
  args: { open: true, messages: [...conversation, offerOf("PENDING")], onDecideOffer: fn() },
  play: async ({ canvasElement, args }) => {
    const chat = panel(canvasElement);
    const approve = await chat.findByRole("button", { name: chatMessagesText.offer.approve });
    await expect(approve).toHaveAccessibleDescription(
      "Replace Cumin Seeds 200 g with Shan Cumin Powder 200 g ($3.49)?",
    );
    await userEvent.click(chat.getByRole("button", { name: chatMessagesText.offer.reject }));
    await expect(args.onDecideOffer).toHaveBeenCalledWith(803, "REJECT");
    await userEvent.click(approve);
    await expect(args.onDecideOffer).toHaveBeenLastCalledWith(803, "APPROVE");
  },
};

export const ReplacementAnswerSending: Story = {
  args: {
    open: true,
    messages: [...conversation, offerOf("PENDING")],
    onDecideOffer: fn(),
    decidingLineId: 803,
  },
  play: async ({ canvasElement }) => {
    const chat = panel(canvasElement);
    await expect(chat.getByRole("button", { name: chatMessagesText.offer.approve })).toBeDisabled();
    await expect(chat.getByRole("button", { name: chatMessagesText.offer.reject })).toBeDisabled();
  },
};

export const ReplacementApproved: Story = {
  args: { open: true, messages: [...conversation, offerOf("APPROVED")], onDecideOffer: fn() },
  play: async ({ canvasElement }) => {
    const chat = panel(canvasElement);
    await expect(chat.getByText(chatMessagesText.offer.approved)).toBeVisible();
    await expect(chat.queryByRole("button", { name: chatMessagesText.offer.approve })).toBeNull();
  },
};

export const ReplacementRejected: Story = {
  args: { open: true, messages: [...conversation, offerOf("REJECTED")], onDecideOffer: fn() },
  play: async ({ canvasElement }) => {
    const chat = panel(canvasElement);
    await expect(chat.getByText(chatMessagesText.offer.rejected)).toBeVisible();
    await expect(chat.queryByRole("button", { name: chatMessagesText.offer.reject })).toBeNull();
  },
};
