import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { Ethnicity } from "@/api/types";
import { EthnicityDropdown } from "@/components/EthnicityDropdown/EthnicityDropdown";
import { ethnicityDropdownText as text } from "@/components/EthnicityDropdown/EthnicityDropdown.text";
import { ethnicities, ethnicityFixture } from "@/mocks/fixtures";
import { screenOf as page } from "../support/portal";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

/** Room below the trigger, where the menu opens. */
const headerSpace: Decorator = (Story) => (
  <div className="min-h-96">
    <Story />
  </div>
);

const meta = {
  title: "Components/Forms/EthnicityDropdown",
  component: EthnicityDropdown,
  args: { ethnicities, loading: false, selectedId: null, onSelect: fn() },
  decorators: [headerSpace],
} satisfies Meta<typeof EthnicityDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mock ethnicity with the label and icon every fixture has. */
function fixtureNamed(name: string) {
  const ethnicity = ethnicities.find((candidate) => candidate.name === name);
  if (!ethnicity?.label || !ethnicity.fileResponse) throw new Error(`No mock ethnicity ${name}`);
  return { ...ethnicity, label: ethnicity.label, iconUrl: ethnicity.fileResponse.fullUrl };
}

const pakistan = fixtureNamed("Pakistan");
const india = fixtureNamed("India");
const nepal = fixtureNamed("Nepal");

/** The ethnicity as the list holds it, without the story's conveniences. */
function asListed({ iconUrl: _iconUrl, ...ethnicity }: Ethnicity & { iconUrl: string }) {
  return ethnicity;
}

function trigger(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByRole("button", { name: `${text.triggerPrefix} ${label}` });
}

async function openMenu(canvasElement: HTMLElement, label: string) {
  await userEvent.click(trigger(canvasElement, label));
  return page(canvasElement).findByRole("menu", { name: text.heading });
}

// Kept first: until a story opens the menu, its code is not loaded, so this is the story that
// exercises the hand-over from the light placeholder to the Radix menu.
export const DefaultLabel: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement, text.defaultLabel);
    await expect(button).toHaveTextContent(text.defaultLabel);
    await expect(button).toHaveAttribute("aria-haspopup", "menu");
    await expect(page(canvasElement).queryByRole("menu")).toBeNull();
  },
};

/**
 * Focus stays on the button while the menu's code arrives: the button was replaced by the menu's
 * own when the code came, taking it out from under focus, and a Tab pressed then landed on the
 * new button instead of moving on (found walking the store by keyboard). Kept before any story
 * that opens the menu, so its code has not arrived yet.
 */
export const FocusStaysWhileTheMenuLoads: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const focused = trigger(canvasElement, text.defaultLabel);
    await expect(focused).toHaveFocus();
    // The code the focus asked for, and a render after it.
    await import("@/components/EthnicityDropdown/EthnicityDropdownMenu");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(trigger(canvasElement, text.defaultLabel)).toBe(focused);
    await expect(focused).toHaveFocus();
  },
};

/**
 * A phone shows the same label as a desktop ('Asia (Pakistan)', docs/product.md § Constants and limits), shortened only
 * by truncation: once the default is chosen, it read 'Pakistan' there.
 */
export const PhoneShowsTheSameLabel: Story = {
  args: { selectedId: pakistan.id },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement, text.defaultLabel);
    await expect(within(button).queryByText(pakistan.name)).toBeNull();
    const shown = within(button).getByText(text.defaultLabel);
    // Drawn, not only read out: a visually hidden label is a 1 px box.
    await expect(shown.getBoundingClientRect().width).toBeGreaterThan(40);
    // And whole: the default label is not cut short.
    await expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth);
  },
};

export const OpensWithTheKeyboard: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { selectedId: india.id },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement, india.label)).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    const menu = await page(canvasElement).findByRole("menu", { name: text.heading });
    const items = within(menu).getAllByRole("menuitemradio");
    // The menu button pattern: Enter opens the menu on its first item.
    await waitFor(() => expect(items[0]).toHaveFocus());

    await userEvent.keyboard("{ArrowDown}");
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(asListed(india));
    await waitFor(() => expect(page(canvasElement).queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger(canvasElement, india.label)).toHaveFocus());
  },
};

export const ArrowDownOpensAndEscapeCloses: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    trigger(canvasElement, text.defaultLabel).focus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await page(canvasElement).findByRole("menu", { name: text.heading });
    await waitFor(() =>
      expect(within(menu).getByRole("menuitemradio", { name: "Asia (Pakistan)" })).toHaveFocus(),
    );

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("menu")).toBeNull());
    await expect(trigger(canvasElement, text.defaultLabel)).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const List: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, text.defaultLabel);
    await expect(within(menu).getByText(text.heading)).toBeVisible();

    const items = within(menu).getAllByRole("menuitemradio");
    await expect(items.map((item) => item.textContent)).toEqual(
      ethnicities.map((ethnicity) => ethnicity.label),
    );
    // Nothing chosen yet: no row is marked, although the trigger reads the default label.
    for (const item of items) await expect(item).toHaveAttribute("aria-checked", "false");

    // Each row has its icon, decorative since the name is written beside it.
    const icons = menu.querySelectorAll("img");
    await expect(icons).toHaveLength(ethnicities.length);
    for (const icon of icons) await expect(icon).toHaveAttribute("alt", "");
    await expect(icons[0]).toHaveAttribute("src", pakistan.iconUrl);
  },
};

export const Selected: Story = {
  args: { selectedId: india.id },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement, india.label);
    await expect(button).toHaveTextContent(india.label);
    await expect(button.querySelector("img")).toHaveAttribute("src", india.iconUrl);

    const menu = await openMenu(canvasElement, india.label);
    await expect(within(menu).getByRole("menuitemradio", { name: india.label })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(
      within(menu).getByRole("menuitemradio", { name: "Asia (Pakistan)" }),
    ).toHaveAttribute("aria-checked", "false");
  },
};

export const ChoosingRaisesOnSelectAndCloses: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement, text.defaultLabel);
    await userEvent.click(within(menu).getByRole("menuitemradio", { name: nepal.label }));

    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(asListed(nepal));
    await waitFor(() => expect(page(canvasElement).queryByRole("menu")).toBeNull());
  },
};

export const NameWithoutLabel: Story = {
  args: {
    ethnicities: [
      ethnicityFixture({ id: 42, name: "Jamaica", label: undefined, fileResponse: null }),
    ],
    selectedId: 42,
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, "Jamaica");
    await expect(within(menu).getByRole("menuitemradio", { name: "Jamaica" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  },
};

export const Loading: Story = {
  args: { ethnicities: undefined, loading: true },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement, text.defaultLabel);
    await expect(menu).toHaveAttribute("aria-busy", "true");
    await expect(within(menu).getByText(text.loading)).toBeVisible();
    await expect(within(menu).queryByRole("menuitemradio")).toBeNull();
    await expect(within(menu).queryByText(text.empty)).toBeNull();

    await userEvent.click(within(menu).getByText(text.loading));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { ethnicities: [] },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, text.defaultLabel);
    await expect(within(menu).getByRole("menuitem", { name: text.empty })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(within(menu).queryByRole("menuitemradio")).toBeNull();
    await expect(within(menu).queryByText(text.loading)).toBeNull();
  },
};

export const SelectedNotInList: Story = {
  // A stored choice the server no longer lists falls back to the default label.
  args: { selectedId: 999 },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, text.defaultLabel)).toBeVisible();
  },
};
