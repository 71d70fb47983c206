import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ShareCartDialogContainer } from "@/app/cart/ShareCartDialogContainer";
import { productMessages } from "@/app/productMessages";
import { shareCartDialogText as text } from "@/components/ShareCartDialog/ShareCartDialog.text";
import { db } from "@/mocks/db";
import { mockCartShareId } from "@/mocks/fixtures";
import { http } from "@/mocks/http";
import { scenarios } from "@/mocks/scenarios";
import { errorBody } from "@/mocks/session";
import { expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** The dialog as the cart drawer opens it, with a way to open it again after closing. */
function DialogOverCart() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share cart
      </button>
      <ShareCartDialogContainer open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: "App/ShareCartDialogContainer",
  component: DialogOverCart,
  parameters: pageParameters,
  // The mock store's customer has Desi Ghee saved for later: there is something to share.
  globals: { session: "customer" },
} satisfies Meta<typeof DialogOverCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces a navigator feature for one story; the cleanup brings the browser's own back. */
function stubNavigator(name: "share" | "clipboard", value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, writable: true, value });
  return () => {
    Reflect.deleteProperty(navigator, name);
  };
}

const share = fn<(data: ShareData) => Promise<void>>();
const writeText = fn<(text: string) => Promise<void>>();

function stubSharing({ native }: { native: boolean }) {
  const restoreShare = stubNavigator("share", native ? share : undefined);
  const restoreClipboard = stubNavigator("clipboard", { writeText });
  return () => {
    restoreShare();
    restoreClipboard();
  };
}

async function dialogOf(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole("dialog", { name: text.title }));
}

/** The mock hands out ids in order; the seeded state's next one is 5001. */
const firstLink = () => `${window.location.origin}/shared-cart/${mockCartShareId(5001)}`;

export const CopiesTheLink: Story = {
  beforeEach: () => {
    writeText.mockReset().mockResolvedValue(undefined);
    return stubSharing({ native: false });
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const field = await dialog.findByRole("textbox", { name: text.linkLabel });
    await expect(field).toHaveValue(firstLink());
    await expect(dialog.getByText(/^1 item · works until/)).toBeVisible();
    // The share holds what the cart drawer showed: here the one saved item.
    await expect(db.cartShares.at(-1)?.items).toEqual([{ productId: 111, qty: 1 }]);

    await userEvent.click(dialog.getByRole("button", { name: text.copy }));
    await expectToast(canvasElement, productMessages.linkCopied);
    await expect(writeText).toHaveBeenCalledWith(firstLink());
  },
};

export const CopyingFails: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => {
    writeText.mockReset().mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    return stubSharing({ native: false });
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await dialog.findByRole("textbox", { name: text.linkLabel });
    await userEvent.click(dialog.getByRole("button", { name: text.copy }));
    await expectToast(canvasElement, productMessages.linkCopyFailed);
  },
};

export const SharesWithTheShareSheet: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => {
    share.mockReset().mockResolvedValue(undefined);
    writeText.mockReset().mockResolvedValue(undefined);
    return stubSharing({ native: true });
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await dialog.findByRole("textbox", { name: text.linkLabel });
    await expect(dialog.queryByRole("button", { name: text.copy })).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: text.share }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: text.shareSheetTitle,
        text: text.shareSheetText,
        url: firstLink(),
      }),
    );
    await expect(writeText).not.toHaveBeenCalled();
  },
};

export const EachOpeningMakesANewLink: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => stubSharing({ native: false }),
  play: async ({ canvasElement }) => {
    let dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole("textbox")).toHaveValue(firstLink());
    await userEvent.click(dialog.getByRole("button", { name: text.close }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull(),
    );

    await userEvent.click(within(canvasElement).getByRole("button", { name: "Share cart" }));
    dialog = await dialogOf(canvasElement);
    const second = `${window.location.origin}/shared-cart/${mockCartShareId(5002)}`;
    await waitFor(() => expect(dialog.getByRole("textbox")).toHaveValue(second));
    // One share per opening, also under StrictMode's double effects.
    await expect(db.cartShares).toHaveLength(3);
  },
};

export const CreatingTheLink: Story = {
  parameters: { msw: scenarios.cart.shareCreating },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("status")).toHaveTextContent(text.creating);
    await expect(dialog.queryByRole("textbox")).toBeNull();
  },
};

export const CreationFails: Story = {
  parameters: { msw: scenarios.cart.shareFails },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(text.failed);
    await expect(dialog.getByRole("button", { name: text.retry })).toBeVisible();
  },
};

/** The first try fails; 'Try again' asks once more and the mock store answers the link. */
let attempts = 0;

export const RetryAfterAFailure: Story = {
  tags: ["behaviour"],
  beforeEach: () => {
    attempts = 0;
    return stubSharing({ native: false });
  },
  parameters: {
    chromatic: behaviourOnly,
    msw: [
      http.post("/cart/shares", ({ response }) => {
        attempts += 1;
        return attempts === 1 ? response(500).json(errorBody("Something went wrong.")) : undefined;
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole("button", { name: text.retry }));
    await expect(await dialog.findByRole("textbox", { name: text.linkLabel })).toHaveValue(
      firstLink(),
    );
    await expect(attempts).toBe(2);
    await expect(dialog.queryByRole("alert")).toBeNull();
  },
};
