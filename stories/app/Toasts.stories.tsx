import type { Meta, StoryObj } from "@storybook/react-vite";
import { notify as toast } from "@/app/toast";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@/components/ui/Dialog";
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

/** The trigger with a dialog to open over the toast it raised. */
function ToastUnderDialog() {
  return (
    <div className="flex gap-2">
      <ToastTrigger />
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">Open a dialog</Button>
        </DialogTrigger>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>A dialog over the toast</DialogTitle>
        </DialogContent>
      </Dialog>
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
  tags: ["behaviour"],
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
  tags: ["behaviour"],
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

/**
 * A dialog hides the rest of the page from assistive technology; a toast raised before it opened
 * (a first visit to a customer's page: the login toast, then the location modal) stays an alert.
 */
export const StaysAnnouncedUnderADialog: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  render: () => <ToastUnderDialog />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole("button", { name: "Error toast" }));
    await page.findByText("Failed to update cart. Please try again.");
    await userEvent.click(page.getByRole("button", { name: "Open a dialog" }));
    await expect(await page.findByRole("dialog")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveTextContent(
      "Failed to update cart. Please try again.",
    );
  },
};
