import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useLocation } from "react-router-dom";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AccountModalContainer } from "@/app/auth/AccountModalContainer";
import { accountModalText as text } from "@/components/AccountModal/AccountModal.text";
import { Button } from "@/components/ui/Button";
import { readStorage } from "@/lib/storage";
import { CUSTOMER_TOKEN } from "@/mocks/fixtures";
import { http } from "@/mocks/http";
import { scenarios } from "@/mocks/scenarios";
import { screenOf as screen } from "../support/portal";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** The tokens the logout call revoked, read through in front of the default handler. */
const revoked: (string | null)[] = [];
const recordLogout = http.post("/auth/logout", ({ request }) => {
  revoked.push(request.headers.get("Authorization"));
  return undefined;
});

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

/** The header's account button and the modal it opens, as the overlay host wires them. */
function AccountWithTrigger({ reload }: { reload: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Amina</Button>
      <CurrentAddress />
      <AccountModalContainer open={open} onOpenChange={setOpen} reload={reload} />
    </>
  );
}

const meta = {
  title: "App/AccountModalContainer",
  component: AccountWithTrigger,
  args: { reload: fn() },
  globals: { session: "customer" },
  parameters: { ...pageParameters, msw: [recordLogout] },
  beforeEach: () => {
    revoked.length = 0;
  },
} satisfies Meta<typeof AccountWithTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAccount(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Amina" }));
  return within(await screen(canvasElement).findByRole("dialog", { name: text.title }));
}

async function expectClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(screen(canvasElement).queryByRole("dialog")).toBeNull());
}

export const ShowsTheCustomer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAccount(canvasElement);
    await expect(dialog.getByText("+1 (555) 555-0123")).toBeVisible();
    await expect(dialog.getByRole("link", { name: text.myOrders })).toHaveAttribute(
      "href",
      "/my-orders?tab=Pendings&subTab=All",
    );
    await expect(dialog.getByRole("link", { name: text.shortcuts.delivered })).toHaveAttribute(
      "href",
      "/my-orders?tab=To+Review",
    );
    await expect(dialog.getByRole("link", { name: text.shortcuts.returns })).toHaveAttribute(
      "href",
      "/my-orders?tab=Returns/Cancelled",
    );
  },
};

export const LinkNavigatesAndCloses: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const dialog = await openAccount(canvasElement);
    await userEvent.click(dialog.getByRole("link", { name: text.shortcuts.returns }));

    await expectClosed(canvasElement);
    await expect(within(canvasElement).getByRole("status", { name: "Address" })).toHaveTextContent(
      "/my-orders?tab=Returns/Cancelled",
    );
  },
};

export const LogsOut: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openAccount(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.logout }));

    await expectClosed(canvasElement);
    await expect(revoked).toEqual([`Bearer ${CUSTOMER_TOKEN}`]);
    await expect(readStorage("auth_token")).toBeNull();
    await expect(readStorage("auth_user")).toBeNull();

    // The page reloads 1.5 s later, not at once.
    await expect(args.reload).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(args.reload).not.toHaveBeenCalled();
    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
  },
};

export const LogoutCallFails: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: scenarios.auth.logoutFails },
  play: async ({ canvasElement, args }) => {
    const dialog = await openAccount(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.logout }));

    // The server could not be told; the session still ends in this browser.
    await expectClosed(canvasElement);
    await expect(readStorage("auth_token")).toBeNull();
    await expect(readStorage("auth_user")).toBeNull();
    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
  },
};

export const KeyboardOnly: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Amina" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialogElement = await screen(canvasElement).findByRole("dialog", { name: text.title });

    // Tab goes round every link and button inside the modal and never leaves it.
    for (let press = 0; press < 12; press += 1) {
      await userEvent.tab();
      await expect(dialogElement).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    }

    await userEvent.keyboard("{Escape}");
    await expectClosed(canvasElement);
    // Radix hands focus back just after the dialog has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.reload).not.toHaveBeenCalled();
    await expect(readStorage("auth_token")).toBe(CUSTOMER_TOKEN);
  },
};
