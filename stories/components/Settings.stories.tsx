import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Settings } from "@/components/Settings/Settings";
import { settingsText as text } from "@/components/Settings/Settings.text";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

const meta = {
  title: "Components/Forms/Settings",
  component: Settings,
  args: {
    profile: { firstName: "Amina", phone: "+12125550123", email: "amina.khan@example.com" },
    hrefs: {
      addressBook: "/address-book",
      paymentMethods: "/payment-method",
      notifications: "/notifications",
    },
    onEditProfile: fn(),
    onDeleteAccount: fn(),
  },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-3xl p-4">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof Settings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    const profile = within(page.getByRole("region", { name: text.profileHeading }));
    await expect(profile.getByText("Amina")).toBeVisible();
    await expect(profile.getByText("+1 (212) 555-0123")).toBeVisible();
    await expect(profile.getByText("amina.khan@example.com")).toBeVisible();
    // docs/product.md § Settings: the email is marked Unverified.
    await expect(profile.getByText(text.unverified)).toBeVisible();

    await userEvent.click(profile.getByRole("button", { name: text.updateProfile }));
    await expect(args.onEditProfile).toHaveBeenCalledOnce();
    await userEvent.click(page.getByRole("button", { name: text.deleteAccount }));
    await expect(args.onDeleteAccount).toHaveBeenCalledOnce();
  },
};

export const LinksToTheOtherAccountPages: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const links = within(
      within(canvasElement).getByRole("navigation", { name: text.linksHeading }),
    );
    await expect(links.getByRole("link", { name: text.links.addressBook })).toHaveAttribute(
      "href",
      "/address-book",
    );
    await expect(links.getByRole("link", { name: text.links.paymentMethods })).toHaveAttribute(
      "href",
      "/payment-method",
    );
    await expect(links.getByRole("link", { name: text.links.notifications })).toHaveAttribute(
      "href",
      "/notifications",
    );
  },
};

export const NothingGivenYet: Story = {
  args: { profile: { firstName: null, phone: "+12125550123", email: null } },
  play: async ({ canvasElement }) => {
    const profile = within(
      within(canvasElement).getByRole("region", { name: text.profileHeading }),
    );
    await expect(profile.getAllByText(text.notSet)).toHaveLength(2);
    // No email, nothing to mark.
    await expect(profile.queryByText(text.unverified)).toBeNull();
  },
};

export const LongDetails: Story = {
  args: {
    profile: {
      firstName: "Alexandria-Marguerite Konstantinopoulou",
      phone: "+12125550123",
      email: "alexandria.marguerite.konstantinopoulou.family@long-domain-name.example.com",
    },
  },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/long-domain-name/)).toBeVisible();
    // A long address wraps inside the card instead of widening the page.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
