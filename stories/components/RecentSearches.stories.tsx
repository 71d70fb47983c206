import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RecentSearches } from "@/components/RecentSearches/RecentSearches";
import { recentSearchesText as text } from "@/components/RecentSearches/RecentSearches.text";
import { imageFixture } from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

const searches = [
  { name: "Paneer", fileResponse: imageFixture("Paneer") },
  { name: "basmati rice" },
  { name: "Toor dal", fileResponse: null },
];

const meta = {
  title: "Components/Commerce/RecentSearches",
  component: RecentSearches,
  args: {
    searches,
    searchHref: (name: string) => `/search?q=${encodeURIComponent(name)}`,
    onClear: fn(),
  },
} satisfies Meta<typeof RecentSearches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSearches: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: text.title });
    const links = within(section).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Paneer",
      "basmati rice",
      "Toor dal",
    ]);
    await expect(links[1]).toHaveAttribute("href", "/search?q=basmati%20rice");
    // Only the entry saved with a picture shows one.
    await expect(links[0]?.querySelector("img")).toHaveAttribute(
      "src",
      searches[0]?.fileResponse?.fullUrl,
    );
    await expect(links[1]?.querySelector("img")).toBeNull();
    await expect(links[2]?.querySelector("img")).toBeNull();
  },
};

export const Clear: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const clear = within(canvasElement).getByRole("button", { name: text.clearLabel });
    await expect(clear).toHaveTextContent(text.clear);
    await userEvent.click(clear);
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** Without recent searches the section is left out altogether, so the picture is blank. */
export const NoSearches: Story = {
  args: { searches: [] },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole("heading", { name: text.title })).toBeNull();
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};

export const ManyOnAPhone: Story = {
  args: {
    searches: Array.from({ length: 10 }, (_, index) => ({ name: `Search number ${index + 1}` })),
  },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link");
    await expect(links).toHaveLength(10);
    // The chips wrap onto more lines instead of running off a 320 px screen.
    for (const link of links)
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(320);
  },
};
