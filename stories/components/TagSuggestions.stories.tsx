import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TagSuggestions } from "@/components/TagSuggestions/TagSuggestions";
import { tagSuggestionsText as text } from "@/components/TagSuggestions/TagSuggestions.text";
import { catalogTags } from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

const tags = catalogTags.slice(0, 4);

function tagAt(index: number) {
  const tag = catalogTags[index];
  if (!tag) throw new Error(`The mock catalogue has no tag ${index}`);
  return tag;
}

const meta = {
  title: "Components/Commerce/TagSuggestions",
  component: TagSuggestions,
  args: {
    tags,
    searchHref: (name: string) => `/search?q=${encodeURIComponent(name)}`,
    onSelect: fn(),
  },
} satisfies Meta<typeof TagSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTags: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: text.label });
    const links = within(list).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(tags.map((tag) => tag.name));
    await expect(links[0]).toHaveAttribute("href", `/search?q=${tags[0]?.name}`);
    await expect(links[0]?.querySelector("img")).toHaveAttribute(
      "src",
      tags[0]?.fileResponse?.fullUrl,
    );
  },
};

export const ChoosingATag: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const chosen = tagAt(2);
    await userEvent.click(within(canvasElement).getByRole("link", { name: chosen.name }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(chosen);
  },
};

export const TagWithoutImage: Story = {
  args: { tags: [{ ...tagAt(0), fileResponse: null }] },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: tagAt(0).name });
    await expect(link.querySelector("img")).toBeNull();
  },
};

/** Without tags the row is left out altogether, so the picture is blank. */
export const NoTags: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("list")).toBeNull();
  },
};

export const ScrollsSidewaysOnAPhone: Story = {
  args: { tags: catalogTags },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: text.label });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(within(list).getAllByRole("link")).toHaveLength(catalogTags.length);
  },
};
