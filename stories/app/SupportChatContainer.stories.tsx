import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SupportChatContainer } from "@/app/chat/SupportChatContainer";
import { supportChatToasts as toasts } from "@/app/chat/supportChatToasts";
import { chatComposerText } from "@/components/ChatComposer/ChatComposer.text";
import { chatMessagesText } from "@/components/ChatMessages/ChatMessages.text";
import { supportChatText as text } from "@/components/SupportChat/SupportChat.text";
import { FILE_NOT_ACCEPTED_MESSAGE, FILE_TOO_LARGE_MESSAGE } from "@/mocks/files";
import { supportUploadFixture } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { FIRST_EARLIER_MESSAGE } from "@/mocks/scenarios/chatHistory";
import { MOCK_AGENT_REPLY, MOCK_AGENT_REPLY_DELAY_MS } from "@/mocks/scenarios/replies";
import { CHAT_TOO_FAST_MESSAGE, CHAT_UPLOADS_TOO_LARGE_TODAY_MESSAGE } from "../../shared/errors";
import { expectNoToast, expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** The open chat's poll in the stories that watch it: sooner than the shopper's 3 s. */
const CHAT_POLL_MS = 300;

const meta = {
  title: "App/SupportChatContainer",
  component: SupportChatContainer,
  parameters: { ...pageParameters, layout: "fullscreen" },
  globals: { session: "customer" },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-gray-50 p-6">
        <p>A page of the store.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportChatContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const findLauncher = (canvasElement: HTMLElement, unread = 0) =>
  within(canvasElement).findByRole("button", { name: text.launcher(unread) });

/** Opens the panel from the launcher and waits for the conversation to load. */
async function openChat(canvasElement: HTMLElement, unread = 0) {
  await userEvent.click(await findLauncher(canvasElement, unread));
  const panel = await within(canvasElement).findByRole("dialog", { name: text.title });
  const chat = within(panel);
  const input = chat.getByRole("textbox", { name: chatComposerText.input });
  await waitFor(() => expect(input).toBeEnabled());
  return { panel, chat, input, log: within(chat.getByRole("log")) };
}

export const LauncherWithUnreadMessage: Story = {
  play: async ({ canvasElement }) => {
    // The seeded thread has one answer the customer has not read.
    const launcher = await findLauncher(canvasElement, 1);
    await expect(launcher).toHaveAccessibleName("Chat Support, 1 unread message");
    await expect(within(canvasElement).getByTestId("support-chat-badge")).toHaveTextContent("1");
  },
};

export const LauncherWithoutUnreadMessages: Story = {
  parameters: { msw: scenarios.chat.noMessages },
  play: async ({ canvasElement }) => {
    await expect(await findLauncher(canvasElement)).toBeVisible();
    await expect(within(canvasElement).queryByTestId("support-chat-badge")).toBeNull();
  },
};

export const OpenWithMessages: Story = {
  play: async ({ canvasElement }) => {
    const { log } = await openChat(canvasElement, 1);
    // docs/product.md § Rider chat and support chat: the current user's id decides the side.
    const mine = await log.findByText("My paneer arrived warm. Can I get a refund?");
    await expect(mine.closest("li")).toHaveClass("items-end");
    await expect(log.getByText("Hello! How can we help you today?").closest("li")).toHaveClass(
      "items-start",
    );
    await expect(log.getByRole("img", { name: "paneer.jpg" })).toBeVisible();
  },
};

export const ReadingClearsTheBadge: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const { chat } = await openChat(canvasElement, 1);
    await chat.findByText(/refunded \$5\.49/);
    await userEvent.keyboard("{Escape}");
    // Listing the messages marked them read; the launcher says so once the panel closes.
    const launcher = await findLauncher(canvasElement);
    await expect(within(canvasElement).queryByTestId("support-chat-badge")).toBeNull();
    await waitFor(() => expect(launcher).toHaveFocus());
  },
};

export const Empty: Story = {
  parameters: { msw: scenarios.chat.noMessages },
  play: async ({ canvasElement }) => {
    const { chat } = await openChat(canvasElement);
    await expect(await chat.findByText(text.empty)).toBeVisible();
  },
};

export const EnterSendsAndReloads: Story = {
  play: async ({ canvasElement }) => {
    const { input, log } = await openChat(canvasElement, 1);
    await userEvent.type(input, "Is the refund on its way?{Enter}");

    await expectToast(canvasElement, toasts.sent);
    // docs/product.md § States and transitions: the messages reload after the send.
    const sent = await log.findByText("Is the refund on its way?");
    await expect(sent.closest("li")).toHaveClass("items-end");
    await waitFor(() => expect(input).toHaveValue(""));
  },
};

export const BlankTextIsNotSent: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const { chat, input } = await openChat(canvasElement, 1);
    const send = chat.getByRole("button", { name: chatComposerText.send });
    await expect(send).toBeDisabled();
    await userEvent.type(input, "   {Enter}");
    await expect(send).toBeDisabled();
    await expect(input).toHaveValue("   ");
  },
};

export const Sending: Story = {
  parameters: { msw: scenarios.chat.supportSendHangs },
  play: async ({ canvasElement }) => {
    const { chat, input } = await openChat(canvasElement, 1);
    await userEvent.type(input, "Hello?{Enter}");
    await expect(await chat.findByTestId("chat-sending")).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(chat.getByRole("button", { name: chatComposerText.attach })).toBeDisabled();
  },
};

export const AgentReplyAppearsByPolling: Story = {
  parameters: {
    msw: scenarios.chat.supportAgentReplies,
    pollIntervals: { supportMessages: CHAT_POLL_MS },
  },
  play: async ({ canvasElement }) => {
    const { input, log } = await openChat(canvasElement, 1);
    await userEvent.type(input, "Where is my order?{Enter}");
    await log.findByText("Where is my order?");
    // Nobody reloads: the open panel keeps asking, so the agent's answer shows up by itself.
    const reply = await log.findByText(
      MOCK_AGENT_REPLY,
      {},
      { timeout: MOCK_AGENT_REPLY_DELAY_MS + CHAT_POLL_MS * 2 + 5_000 },
    );
    await expect(reply.closest("li")).toHaveClass("items-start");
  },
};

export const SendFails: Story = {
  parameters: { msw: scenarios.chat.sendFails },
  play: async ({ canvasElement }) => {
    const { input } = await openChat(canvasElement, 1);
    await userEvent.type(input, "Please call me{Enter}");
    await expectToast(canvasElement, toasts.sendFailed);
    // The text stays for another try.
    await waitFor(() => expect(input).toBeEnabled());
    await expect(input).toHaveValue("Please call me");
  },
};

export const SendsAnImage: Story = {
  play: async ({ canvasElement }) => {
    const { chat, log } = await openChat(canvasElement, 1);
    await userEvent.upload(
      chat.getByTestId("chat-file-input"),
      supportUploadFixture("receipt.png"),
    );
    await expectToast(canvasElement, toasts.sent);
    const image = await log.findByRole("img", { name: "receipt.png" });
    await expect(image.closest("li")).toHaveClass("items-end");
  },
};

export const SendsADocument: Story = {
  play: async ({ canvasElement }) => {
    const { chat, log } = await openChat(canvasElement, 1);
    const pdf = new File([new TextEncoder().encode("%PDF-1.7\n")], "invoice.pdf", {
      type: "application/pdf",
    });
    await userEvent.upload(chat.getByTestId("chat-file-input"), pdf);
    await expectToast(canvasElement, toasts.sent);
    const link = await log.findByRole("link", { name: "invoice.pdf" });
    await expect(link.getAttribute("href")).toMatch(/\/support\/chat\/ui\/files\/.+\?key=/);
  },
};

export const FileTooLarge: Story = {
  parameters: { msw: scenarios.chat.fileTooLarge },
  play: async ({ canvasElement }) => {
    const { chat } = await openChat(canvasElement, 1);
    await userEvent.upload(chat.getByTestId("chat-file-input"), supportUploadFixture("scan.png"));
    // The server's 413 message, not the generic failure.
    await expectToast(canvasElement, FILE_TOO_LARGE_MESSAGE);
  },
};

export const FileOfTheWrongKind: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const { chat } = await openChat(canvasElement, 1);
    // Named like a pdf, but the server judges files by their content.
    const renamed = new File(["just some notes"], "notes.pdf", { type: "application/pdf" });
    await userEvent.upload(chat.getByTestId("chat-file-input"), renamed);
    await expectToast(canvasElement, FILE_NOT_ACCEPTED_MESSAGE);
  },
};

export const ThreadLoadFails: Story = {
  parameters: { msw: scenarios.chat.supportThreadFails },
  play: async ({ canvasElement }) => {
    await userEvent.click(await findLauncher(canvasElement, 1));
    await expectToast(canvasElement, toasts.threadFailed);
    const panel = within(canvasElement).getByRole("dialog", { name: text.title });
    // Nothing can be sent without a thread.
    await expect(
      within(panel).getByRole("textbox", { name: chatComposerText.input }),
    ).toBeDisabled();
  },
};

export const UnreadCountLoadFails: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: scenarios.chat.supportUnreadFails },
  play: async ({ canvasElement }) => {
    await expectToast(canvasElement, toasts.unreadFailed);
    await expect(await findLauncher(canvasElement)).toBeVisible();
  },
};

export const MessagesLoadFail: Story = {
  parameters: {
    msw: scenarios.chat.supportMessagesFail,
    pollIntervals: { supportMessages: CHAT_POLL_MS },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await findLauncher(canvasElement, 1));
    await expectToast(canvasElement, toasts.messagesFailed);
    // Polling goes on failing; the shopper still sees one toast, not a stack.
    await new Promise((resolve) => setTimeout(resolve, CHAT_POLL_MS * 3));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getAllByText(toasts.messagesFailed)).toHaveLength(1);
  },
};

/** A closed failure toast stays closed while the polls go on failing: one toast a run of failures. */
export const MessagesLoadFailToastClosed: Story = {
  parameters: MessagesLoadFail.parameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(await findLauncher(canvasElement, 1));
    await expectToast(canvasElement, toasts.messagesFailed);
    const body = within(canvasElement.ownerDocument.body);
    const toast = body.getByText(toasts.messagesFailed).closest<HTMLElement>("[role='alert']");
    await userEvent.click(within(toast ?? document.body).getByRole("button", { name: /close/i }));
    await waitFor(() => expectNoToast(canvasElement, toasts.messagesFailed));
    await new Promise((resolve) => setTimeout(resolve, CHAT_POLL_MS * 4));
    await expectNoToast(canvasElement, toasts.messagesFailed);
  },
};

export const Guest: Story = {
  globals: { session: "guest" },
  play: async ({ canvasElement }) => {
    // The support chat needs a session, not an account.
    const { log } = await openChat(canvasElement, 1);
    await expect(await log.findByText("Hello! How can we help you today?")).toBeVisible();
  },
};

export const SendRefusedTooFast: Story = {
  parameters: { msw: scenarios.chat.sendTooFast },
  play: async ({ canvasElement }) => {
    const { input } = await openChat(canvasElement, 1);
    await userEvent.type(input, "Any news on my refund?{Enter}");
    // The server's 429 message, not the generic failure; the text stays for another try.
    await expectToast(canvasElement, CHAT_TOO_FAST_MESSAGE);
    await waitFor(() => expect(input).toBeEnabled());
    await expect(input).toHaveValue("Any news on my refund?");
  },
};

export const FileRefusedOverTheDaysUploads: Story = {
  parameters: { msw: scenarios.chat.uploadsTooLargeToday },
  play: async ({ canvasElement }) => {
    const { chat } = await openChat(canvasElement, 1);
    await userEvent.upload(chat.getByTestId("chat-file-input"), supportUploadFixture("scan.png"));
    await expectToast(canvasElement, CHAT_UPLOADS_TOO_LARGE_TODAY_MESSAGE);
  },
};

export const OlderMessagesToTheStart: Story = {
  parameters: { msw: scenarios.chat.longHistory },
  play: async ({ canvasElement }) => {
    const { log } = await openChat(canvasElement, 1);
    const showOlder = await log.findByRole("button", { name: chatMessagesText.showOlder });
    await expect(log.queryByText(FIRST_EARLIER_MESSAGE)).toBeNull();
    await userEvent.click(showOlder);
    await log.findByText(FIRST_EARLIER_MESSAGE);
    await expect(log.getByText(chatMessagesText.start)).toBeInTheDocument();
  },
};

export const LoadingOlderMessages: Story = {
  parameters: { msw: scenarios.chat.olderMessagesHang },
  play: async ({ canvasElement }) => {
    const { log } = await openChat(canvasElement, 1);
    await userEvent.click(await log.findByRole("button", { name: chatMessagesText.showOlder }));
    await expect(
      await log.findByRole("button", { name: chatMessagesText.loadingOlder }),
    ).toHaveAttribute("aria-disabled", "true");
  },
};
