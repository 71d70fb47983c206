import type { Meta, StoryObj } from "@storybook/react-vite";
import { notify as toast } from "@/app/toast";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "@/components/ui/Button";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** docs/product.md § Toasts and logging: one toast behaviour for the whole app (the container is AppToaster). */
function ToastTrigger() {
  return (
    <div className="flex gap-2">
      <Button onClick={() => toast.success("Coupon applied successfully!")}>Success toast</Button>
      <Button
        variant="danger"
        onClick={() => toast.error("Failed to update cart. Please try again.")}
      >
        Error toast
      </Button>
    </div>
  );
}

const meta = {
  title: "App/Toasts",
  component: ToastTrigger,
  parameters: pageParameters,
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopRightForFiveSeconds: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole("button", { name: "Success toast" }));

    const message = await page.findByText("Coupon applied successfully!");
    const container = message.closest(".Toastify__toast-container");
    await expect(container).toHaveClass("Toastify__toast-container--top-right");
    const timer = page.getByRole("progressbar", { name: "notification timer", hidden: true });
    await expect(timer).toHaveStyle({ animationDuration: "5s" });
  },
};

export const AltTFocusesTheToasts: Story = {
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole("button", { name: "Error toast" }));
    const message = await page.findByText("Failed to update cart. Please try again.");

    await userEvent.keyboard("{Alt>}t{/Alt}");
    await waitFor(() => expect(message.closest(".Toastify__toast")).toHaveFocus());
  },
};

export const PausesOnHover: Story = {
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole("button", { name: "Success toast" }));
    const message = await page.findByText("Coupon applied successfully!");
    const timer = page.getByRole("progressbar", { name: "notification timer", hidden: true });

    await userEvent.hover(message);
    await waitFor(() => expect(timer).toHaveStyle({ animationPlayState: "paused" }));
  },
};
