import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { chatComposerText } from "@/components/ChatComposer/ChatComposer.text";
import { SupportChat, type SupportChatProps } from "@/components/SupportChat/SupportChat";
import { supportChatText as text } from "@/components/SupportChat/SupportChat.text";
import { CUSTOMER_ID } from "@/mocks/fixtures";
import { conversation } from "../support/chatConversation";
import { behaviourOnly } from "../support/chromatic";
import { overlayParameters } from "../support/docsFrames";

const meta = {
  title: "Components/Commerce/SupportChat",
  component: SupportChat,
  parameters: { layout: "fullscreen", ...overlayParameters },
  args: {
    open: false,
    onOpenChange: fn(),
    unreadCount: 0,
    messages: conversation,
    currentUserId: CUSTOMER_ID,
    onSendText: fn(),
    onSendFile: fn(),
  },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-gray-50 p-6">
        <p>The page stays usable beside the chat.</p>
        <button type="button" className="mt-2 rounded border bg-white px-3 py-1">
          A control on the page
        </button>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The launcher and panel with their own open state, raising onOpenChange as the app would see it. */
function Toggling(props: SupportChatProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <SupportChat
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

const launcher = (canvasElement: HTMLElement, unread = 0) =>
  within(canvasElement).getByRole("button", { name: text.launcher(unread) });

const panel = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("dialog", { name: text.title });

export const LauncherWithUnreadMessages: Story = {
  args: { unreadCount: 3 },
  play: async ({ canvasElement }) => {
    const button = launcher(canvasElement, 3);
    await expect(button).toHaveAccessibleName("Chat Support, 3 unread messages");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(within(canvasElement).getByTestId("support-chat-badge")).toHaveTextContent("3");
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

export const LauncherWithOneUnreadMessage: Story = {
  args: { unreadCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(launcher(canvasElement, 1)).toHaveAccessibleName("Chat Support, 1 unread message");
  },
};

export const LauncherWithManyUnreadMessages: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    const button = launcher(canvasElement, 120);
    // The badge stays small; the name carries the exact count.
    await expect(within(canvasElement).getByTestId("support-chat-badge")).toHaveTextContent("99+");
    await expect(button).toHaveAccessibleName("Chat Support, 120 unread messages");
  },
};

export const LauncherWithoutUnreadMessages: Story = {
  play: async ({ canvasElement }) => {
    const button = launcher(canvasElement);
    await expect(button).toHaveAccessibleName("Chat Support");
    await expect(within(canvasElement).queryByTestId("support-chat-badge")).toBeNull();
  },
};

export const OpenAndEmpty: Story = {
  args: { open: true, messages: [] },
  play: async ({ canvasElement }) => {
    const chat = within(panel(canvasElement));
    await expect(chat.getByRole("heading", { name: text.title })).toBeVisible();
    await expect(chat.getByText(text.empty)).toBeVisible();
    await expect(chat.getByRole("textbox", { name: chatComposerText.input })).toHaveAttribute(
      "placeholder",
      "Say 'Hello!'",
    );
    await expect(panel(canvasElement)).toHaveAttribute("aria-modal", "false");
    await expect(launcher(canvasElement)).toHaveAttribute("aria-expanded", "true");
  },
};

export const OpenWithMessages: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const log = within(within(panel(canvasElement)).getByRole("log"));
    await expect(log.getByText(/My paneer arrived warm/).closest("li")).toHaveClass("items-end");
    await expect(log.getByText(/How can we help/).closest("li")).toHaveClass("items-start");
    await expect(log.getByRole("img", { name: "paneer.jpg" })).toBeVisible();
    await expect(log.getByRole("link", { name: "refund-policy.pdf" })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { open: true, messages: [], loading: true, ready: false },
  play: async ({ canvasElement }) => {
    const chat = within(panel(canvasElement));
    await expect(chat.getByRole("log")).toHaveAttribute("aria-busy", "true");
    await expect(chat.queryByText(text.empty)).toBeNull();
    await expect(chat.getByRole("textbox", { name: chatComposerText.input })).toBeDisabled();
  },
};

export const Sending: Story = {
  args: { open: true, sending: true },
  play: async ({ canvasElement }) => {
    const chat = within(panel(canvasElement));
    await expect(chat.getByTestId("chat-sending")).toBeVisible();
    await expect(chat.getByRole("textbox", { name: chatComposerText.input })).toBeDisabled();
    await expect(chat.getByRole("button", { name: chatComposerText.send })).toBeDisabled();
  },
};

export const SendsTextAndFiles: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    const chat = within(panel(canvasElement));
    const input = chat.getByRole("textbox", { name: chatComposerText.input });
    await userEvent.type(input, "Hello!{Enter}");
    await expect(args.onSendText).toHaveBeenCalledWith("Hello!");
    const invoice = new File(["%PDF-1.7"], "invoice.pdf", { type: "application/pdf" });
    await userEvent.upload(chat.getByTestId("chat-file-input"), invoice);
    await expect(args.onSendFile).toHaveBeenCalledWith(invoice);
  },
};

export const TogglesOpenAndClosed: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { unreadCount: 2 },
  render: (args) => <Toggling {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(launcher(canvasElement, 2));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const chat = panel(canvasElement);
    // Non-modal: the focus goes to the message input and the page stays reachable.
    await waitFor(() =>
      expect(within(chat).getByRole("textbox", { name: chatComposerText.input })).toHaveFocus(),
    );
    await expect(
      within(canvasElement).getByRole("button", { name: "A control on the page" }),
    ).toBeEnabled();

    await userEvent.click(launcher(canvasElement, 2));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  render: (args) => <Toggling {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(launcher(canvasElement));
    const input = within(panel(canvasElement)).getByRole("textbox", {
      name: chatComposerText.input,
    });
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(launcher(canvasElement)).toHaveFocus());
  },
};

export const CloseButtonReturnsFocus: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { open: true },
  render: (args) => <Toggling {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(panel(canvasElement)).getByRole("button", { name: text.close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(launcher(canvasElement)).toHaveFocus());
  },
};
