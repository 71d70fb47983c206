import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PageError } from "@/components/PageError/PageError";
import { pageErrorText as text } from "@/components/PageError/PageError.text";

const meta = {
  title: "Components/Feedback/PageError",
  component: PageError,
  args: { homeHref: "/", onRetry: fn() },
} satisfies Meta<typeof PageError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FailedPage: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("alert")).toHaveTextContent(text.title);
    await expect(page.getByRole("link", { name: text.home })).toHaveAttribute("href", "/");

    await userEvent.click(page.getByRole("button", { name: text.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
