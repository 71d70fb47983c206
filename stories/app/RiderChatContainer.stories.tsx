import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RiderChatContainer } from "@/app/order/RiderChatContainer";
import { riderChatToasts as toasts } from "@/app/order/riderChatToasts";
import { chatComposerText } from "@/components/ChatComposer/ChatComposer.text";
import { chatMessagesText } from "@/components/ChatMessages/ChatMessages.text";
import { riderChatText as text } from "@/components/RiderChat/RiderChat.text";
import { orderFixture } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { FIRST_EARLIER_MESSAGE } from "@/mocks/scenarios/chatHistory";
import { MOCK_RIDER_REPLY, MOCK_RIDER_REPLY_DELAY_MS } from "@/mocks/scenarios/replies";
import { CHAT_TOO_FAST_MESSAGE } from "../../shared/errors";
import { expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** The open chat's poll in the stories that wait for an answer: sooner than the shopper's 3 s. */
const CHAT_POLL_MS = 300;

/** The seeded dispatched order (3): its rider Imran and the conversation the mocks keep. */
const dispatched = orderFixture({ id: 3, status: "PENDING_DISPATCHED" });

const meta = {
  title: "App/RiderChatContainer",
  component: RiderChatContainer,
  parameters: pageParameters,
  globals: { session: "customer" },
  args: { order: dispatched },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RiderChatContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = text.title("Imran");

/** Opens the panel from the toggle and waits for the conversation to load. */
async function openChat(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: TITLE }));
  const panel = within(await within(canvasElement).findByRole("region", { name: TITLE }));
  const log = panel.getByRole("log");
  await waitFor(() => expect(log).toHaveAttribute("aria-busy", "false"));
  const input = panel.getByRole("textbox", { name: chatComposerText.input });
  return { panel, input, log: within(log) };
}

/** The toast's kind, from react-toastify's class on it. */
async function expectToastKind(canvasElement: HTMLElement, message: string, kind: string) {
  await expectToast(canvasElement, message);
  const toast = within(canvasElement.ownerDocument.body)
    .getByText(message)
    .closest(".Toastify__toast");
  await expect(toast).toHaveClass(`Toastify__toast--${kind}`);
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: TITLE });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};

export const OpenWithConversation: Story = {
  play: async ({ canvasElement }) => {
    const { log } = await openChat(canvasElement);
    // docs/product.md § Rider chat and support chat: the signed-in customer's messages on the right.
    const mine = await log.findByText("Will you be on time?");
    await expect(mine.closest("li")).toHaveClass("items-end");
    await expect(log.getByText("Yes, about 10 minutes away.").closest("li")).toHaveClass(
      "items-start",
    );
    await expect(log.getByRole("img", { name: "Image" })).toBeVisible();
  },
};

export const SendShowsToastAndTheMessage: Story = {
  play: async ({ canvasElement }) => {
    const { input, log } = await openChat(canvasElement);
    await userEvent.type(input, "Please ring the bell{Enter}");
    await expectToastKind(canvasElement, toasts.sent, "success");
    // docs/product.md § States and transitions: the messages reload after the send.
    const sent = await log.findByText("Please ring the bell");
    await expect(sent.closest("li")).toHaveClass("items-end");
    await waitFor(() => expect(input).toHaveValue(""));
  },
};

export const QuickReplySends: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const { panel, log } = await openChat(canvasElement);
    await userEvent.click(panel.getByRole("button", { name: "Where you at?" }));
    await expectToast(canvasElement, toasts.sent);
    const sent = await log.findAllByText("Where you at?");
    await expect(sent.at(-1)?.closest("li")).toHaveClass("items-end");
  },
};

export const SendFails: Story = {
  parameters: { msw: scenarios.chat.sendFails },
  play: async ({ canvasElement }) => {
    const { input } = await openChat(canvasElement);
    await userEvent.type(input, "Leave it with the doorman{Enter}");
    // An error toast, though the spec shows this one in the success style (a defect).
    await expectToastKind(canvasElement, toasts.sendFailed, "error");
    await waitFor(() => expect(input).toBeEnabled());
    await expect(input).toHaveValue("Leave it with the doorman");
  },
};

export const Sending: Story = {
  parameters: { msw: scenarios.chat.riderSendHangs },
  play: async ({ canvasElement }) => {
    const { panel, input } = await openChat(canvasElement);
    await userEvent.type(input, "Hello?{Enter}");
    await expect(await panel.findByTestId("chat-sending")).toBeVisible();
    await expect(input).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: scenarios.chat.noMessages },
  play: async ({ canvasElement }) => {
    const { panel } = await openChat(canvasElement);
    await expect(panel.getByText(text.empty("Imran"))).toBeVisible();
  },
};

export const RiderReplyAppearsByPolling: Story = {
  parameters: { msw: scenarios.chat.riderReplies, pollIntervals: { orderChat: CHAT_POLL_MS } },
  play: async ({ canvasElement }) => {
    const { input, log } = await openChat(canvasElement);
    await userEvent.type(input, "Are you close?{Enter}");
    await log.findByText("Are you close?");
    // Nobody reloads: the open panel keeps asking, so the rider's answer shows up by itself.
    const reply = await log.findByText(
      MOCK_RIDER_REPLY,
      {},
      { timeout: MOCK_RIDER_REPLY_DELAY_MS + CHAT_POLL_MS * 2 + 5_000 },
    );
    await expect(reply.closest("li")).toHaveClass("items-start");
  },
};

/**
 * No thread before a rider is assigned: the widget is not there at all, so the picture is blank.
 */
export const NoRiderYet: Story = {
  args: { order: orderFixture({ id: 1, status: "PENDING_ACCEPTED" }) },
  play: async ({ canvasElement }) => {
    // No thread before a rider is assigned: the widget is not there at all.
    await expect(within(canvasElement).queryByRole("button", { name: /^Chat with/ })).toBeNull();
  },
};

export const SendRefusedTooFast: Story = {
  parameters: { msw: scenarios.chat.sendTooFast },
  play: async ({ canvasElement }) => {
    const { input } = await openChat(canvasElement);
    await userEvent.type(input, "Are you close?{Enter}");
    // The server's 429 says what happened and what to do, in the chat's error toast.
    await expectToastKind(canvasElement, CHAT_TOO_FAST_MESSAGE, "error");
    await waitFor(() => expect(input).toBeEnabled());
    await expect(input).toHaveValue("Are you close?");
  },
};

export const OlderMessagesToTheStart: Story = {
  parameters: { msw: scenarios.chat.longHistory },
  play: async ({ canvasElement }) => {
    const { log } = await openChat(canvasElement);
    // The newest page only: the earliest messages wait on the server.
    await expect(log.queryByText(FIRST_EARLIER_MESSAGE)).toBeNull();
    await userEvent.click(log.getByRole("button", { name: chatMessagesText.showOlder }));
    await log.findByText(FIRST_EARLIER_MESSAGE);
    await expect(log.getByText(chatMessagesText.start)).toBeInTheDocument();
    await expect(log.getByText(chatMessagesText.olderLoaded)).toBeInTheDocument();
    // The button that had the focus is gone: the conversation itself takes it.
    await waitFor(() => expect(canvasElement.querySelector("[role=log]")).toHaveFocus());
  },
};

export const LoadingOlderMessages: Story = {
  parameters: { msw: scenarios.chat.olderMessagesHang },
  play: async ({ canvasElement }) => {
    const { log } = await openChat(canvasElement);
    await userEvent.click(log.getByRole("button", { name: chatMessagesText.showOlder }));
    const loading = await log.findByRole("button", { name: chatMessagesText.loadingOlder });
    await expect(loading).toHaveFocus();
    await expect(log.getByRole("status")).toHaveTextContent(chatMessagesText.loadingOlder);
  },
};
