import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AccountModal } from "@/components/AccountModal/AccountModal";
import { accountModalText as text } from "@/components/AccountModal/AccountModal.text";
import { CUSTOMER_PHONE } from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";
import { overlayParameters } from "../support/docsFrames";

const meta = {
  title: "Components/Overlays/AccountModal",
  component: AccountModal,
  args: { open: true, onOpenChange: fn(), phone: CUSTOMER_PHONE, onLogout: fn() },
  parameters: overlayParameters,
} satisfies Meta<typeof AccountModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal renders in a portal, outside the story's canvas. */
async function accountModal(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole("dialog", { name: text.title }));
}

/** docs/product.md § Account modal, word for word. */
const EXPECTED_LINKS: [name: string, href: string][] = [
  ["My Orders", "/my-orders?tab=Pendings&subTab=All"],
  ["Pending", "/my-orders?tab=Pendings&subTab=All"],
  ["Shipped", "/my-orders?tab=Shipped"],
  ["Delivered", "/my-orders?tab=To+Review"],
  ["Returns/Cancelled", "/my-orders?tab=Returns/Cancelled"],
  ["Coupon/Voucher", "/coupons"],
  ["Settings", "/setting"],
];

export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await accountModal(canvasElement);
    // The customer's number with its country code names whose account this is.
    await expect(dialog.getByText("+1 (555) 555-0123")).toBeVisible();
    await expect(
      canvasElement.ownerDocument.body.querySelector("[role=dialog]"),
    ).toHaveAccessibleDescription("Phone: +1 (555) 555-0123");
    await expect(dialog.getByRole("heading", { name: text.yourInformation })).toBeVisible();

    const links = dialog.getAllByRole("link");
    await expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      EXPECTED_LINKS,
    );
    const shortcuts = dialog.getByRole("list", { name: text.shortcutsLabel });
    await expect(within(shortcuts).getAllByRole("link")).toHaveLength(4);
    await expect(dialog.getByRole("button", { name: text.logout })).toBeEnabled();

    // Focus starts on the dialog, not on Logout; Tab reaches My Orders first.
    const dialogElement = within(canvasElement.ownerDocument.body).getByRole("dialog");
    await waitFor(() => expect(dialogElement).toHaveFocus());
    await userEvent.tab();
    await expect(dialog.getByRole("link", { name: text.myOrders })).toHaveFocus();
  },
};

export const LinksCloseTheModal: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = await accountModal(canvasElement);
    await userEvent.click(dialog.getByRole("link", { name: text.shortcuts.shipped }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await accountModal(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.logout }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await accountModal(canvasElement);
    const button = dialog.getByRole("button", { name: text.loggingOut });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const WithoutAPhone: Story = {
  args: { phone: null },
  play: async ({ canvasElement }) => {
    const dialog = await accountModal(canvasElement);
    await expect(dialog.queryByText(text.phoneLabel, { exact: false })).toBeNull();
    await expect(dialog.getByRole("link", { name: text.settings })).toHaveAttribute(
      "href",
      "/setting",
    );
  },
};

export const EscapeCloses: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await accountModal(canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const OnAPhone: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await accountModal(canvasElement);
    for (const [name] of EXPECTED_LINKS.slice(1, 5)) {
      await expect(dialog.getByRole("link", { name })).toBeVisible();
    }
  },
};
