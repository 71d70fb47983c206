import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes, useLocation } from "react-router-dom";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { couponListText as text } from "@/components/CouponList/CouponList.text";
import { couponsByPeriod } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { couponMessages } from "@/routes/couponMessages";
import { CouponsRoute } from "@/routes/CouponsRoute";
import { expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** Shows the address the route has written, so a story can check the tab is kept in it. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Current address">{location.pathname + location.search}</output>;
}

const meta = {
  title: "Routes/CouponsRoute",
  component: CouponsRoute,
  render: () => (
    <Routes>
      <Route
        path="/coupons"
        element={
          <>
            <CouponsRoute />
            <CurrentAddress />
          </>
        }
      />
    </Routes>
  ),
  parameters: { ...pageParameters, route: "/coupons", layout: "fullscreen" },
  globals: { session: "customer" },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-5xl px-4 py-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof CouponsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

const heading = (canvasElement: HTMLElement) =>
  page(canvasElement).getByRole("heading", { level: 1, name: text.heading });

const tab = (canvasElement: HTMLElement, name: string) =>
  page(canvasElement).getByRole("tab", { name });

async function expectCoupons(canvasElement: HTMLElement, codes: readonly string[]) {
  const screen = page(canvasElement);
  await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(codes.length));
  for (const code of codes) await expect(screen.getByText(code)).toBeVisible();
}

const codesOf = (period: keyof typeof couponsByPeriod) =>
  couponsByPeriod[period].map((coupon) => coupon.code);

export const Available: Story = {
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toBeVisible();
    await expectCoupons(canvasElement, codesOf("active"));
    await expect(tab(canvasElement, text.tabs.available)).toHaveAttribute("aria-selected", "true");
  },
};

export const Used: Story = {
  parameters: { route: "/coupons?tab=used" },
  play: async ({ canvasElement }) => {
    await expectCoupons(canvasElement, codesOf("used"));
    await expect(tab(canvasElement, text.tabs.used)).toHaveAttribute("aria-selected", "true");
  },
};

export const Expired: Story = {
  parameters: { route: "/coupons?tab=expired" },
  play: async ({ canvasElement }) => {
    await expectCoupons(canvasElement, codesOf("expired"));
    await expect(tab(canvasElement, text.tabs.expired)).toHaveAttribute("aria-selected", "true");
  },
};

export const UnknownTabShowsAvailable: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/coupons?tab=bogus" },
  play: async ({ canvasElement }) => {
    await expectCoupons(canvasElement, codesOf("active"));
    await expect(tab(canvasElement, text.tabs.available)).toHaveAttribute("aria-selected", "true");
  },
};

export const SwitchingTabKeepsItInTheAddress: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const address = page(canvasElement).getByRole("status", { name: "Current address" });
    await expectCoupons(canvasElement, codesOf("active"));
    await userEvent.click(tab(canvasElement, text.tabs.used));
    await expectCoupons(canvasElement, codesOf("used"));
    await expect(address).toHaveTextContent("/coupons?tab=used");
    await userEvent.keyboard("{ArrowRight}");
    await expectCoupons(canvasElement, codesOf("expired"));
    await expect(address).toHaveTextContent("/coupons?tab=expired");
  },
};

export const Empty: Story = {
  parameters: { msw: scenarios.promotion.noCoupons },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(text.empty)).toBeVisible();
    await expect(heading(canvasElement)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: scenarios.promotion.loading },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toBeVisible();
    await expect(page(canvasElement).getByText(text.loading)).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { msw: scenarios.promotion.serverError },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent(text.errorTitle);
    await expect(heading(canvasElement)).toBeVisible();
    // The other tabs stay reachable.
    await expect(tab(canvasElement, text.tabs.used)).toBeVisible();
  },
};

/** Replaces the clipboard for one story; the cleanup brings the browser's own back. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    writable: true,
    value: { writeText },
  });
  return () => {
    Reflect.deleteProperty(navigator, "clipboard");
  };
}

const writeText = fn<(text: string) => Promise<void>>();
const [firstCode = ""] = codesOf("active");

const copyButton = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole("button", { name: text.copyCode(firstCode) });

export const CopiesACode: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => {
    writeText.mockReset().mockResolvedValue(undefined);
    return stubClipboard(writeText);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await copyButton(canvasElement));
    await expect(writeText).toHaveBeenCalledWith(firstCode);
    await expectToast(canvasElement, couponMessages.codeCopied);
  },
};

export const CopyRefused: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => {
    writeText.mockReset().mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    return stubClipboard(writeText);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await copyButton(canvasElement));
    await expectToast(canvasElement, couponMessages.codeCopyFailed);
  },
};
