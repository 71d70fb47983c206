import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ChatComposer } from "@/components/ChatComposer/ChatComposer";
import {
  CHAT_FILE_ACCEPT,
  chatComposerText as text,
} from "@/components/ChatComposer/ChatComposer.text";
import { supportUploadFixture } from "@/mocks/fixtures";
import { behaviourOnly } from "../support/chromatic";

const meta = {
  title: "Components/Forms/ChatComposer",
  component: ChatComposer,
  args: { onSend: fn(), onAttach: fn() },
  decorators: [
    (Story) => (
      <div className="w-96 rounded-xl border border-gray-200">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

function composer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: canvas.getByRole("textbox", { name: text.input }),
    send: canvas.getByRole("button", { name: text.send }),
  };
}

export const BlankTextDisablesSend: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, send } = composer(canvasElement);
    await expect(input).toHaveAttribute("placeholder", "Say 'Hello!'");
    await expect(send).toBeDisabled();
    // docs/product.md § Validation: whitespace-only text is not sent, by the button or by Enter.
    await userEvent.type(input, "   ");
    await expect(send).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const EnterSends: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const { input } = composer(canvasElement);
    await userEvent.type(input, "  Hello there!  {Enter}");
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith("Hello there!");
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
  },
};

export const ButtonSends: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const { input, send } = composer(canvasElement);
    await userEvent.type(input, "Where is my order?");
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith("Where is my order?");
    await expect(input).toHaveValue("");
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement }) => {
    const { canvas, input, send } = composer(canvasElement);
    // docs/product.md § Rider chat and support chat: a spinner while sending; nothing else goes meanwhile.
    await expect(canvas.getByTestId("chat-sending")).toHaveClass("animate-spin");
    await expect(canvas.getByRole("status")).toHaveTextContent(text.sending);
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    await expect(canvas.getByRole("button", { name: text.attach })).toBeDisabled();
  },
};

export const FailedSendKeepsTheText: Story = {
  args: { onSend: fn(() => Promise.reject(new Error("500"))) },
  play: async ({ canvasElement, args }) => {
    const { input } = composer(canvasElement);
    await userEvent.type(input, "Please call me{Enter}");
    await expect(args.onSend).toHaveBeenCalledWith("Please call me");
    // The container has said why; the shopper can try again without typing it all again.
    await waitFor(() => expect(input).toHaveValue("Please call me"));
  },
};

export const SuccessfulSendClearsTheText: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { onSend: fn(() => Promise.resolve()) },
  play: async ({ canvasElement }) => {
    const { input } = composer(canvasElement);
    await userEvent.type(input, "Thanks!{Enter}");
    await waitFor(() => expect(input).toHaveValue(""));
  },
};

export const AttachesAFile: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const { canvas } = composer(canvasElement);
    const picker = canvas.getByTestId("chat-file-input");
    // docs/product.md § Validation: images, pdf, doc and docx.
    await expect(picker).toHaveAttribute("accept", CHAT_FILE_ACCEPT);
    for (const kind of ["image/*", ".pdf", ".doc", ".docx"]) {
      await expect(CHAT_FILE_ACCEPT.split(",")).toContain(kind);
    }
    await expect(canvas.getByRole("button", { name: text.attach })).toBeEnabled();
    const receipt = supportUploadFixture("receipt.png");
    await userEvent.upload(picker, receipt);
    await expect(args.onAttach).toHaveBeenCalledOnce();
    await expect(args.onAttach).toHaveBeenCalledWith(receipt);
  },
};

export const TextOnly: Story = {
  args: { onAttach: undefined },
  play: async ({ canvasElement }) => {
    const { canvas } = composer(canvasElement);
    await expect(canvas.queryByRole("button", { name: text.attach })).toBeNull();
  },
};

export const NotReadyYet: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const { input, send } = composer(canvasElement);
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
  },
};

export const QuickReplies: Story = {
  args: {
    quickReplies: ["Hello Bilal", "Where you at?", "Will you be on time?"],
    onAttach: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const { canvas } = composer(canvasElement);
    const replies = canvas.getByRole("list", { name: text.quickReplies });
    await userEvent.click(within(replies).getByRole("button", { name: "Where you at?" }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith("Where you at?");
  },
};
