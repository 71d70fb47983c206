import type { Meta, StoryObj } from "@storybook/react-vite";
import { History, Tag } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ChipLink } from "@/components/ui/ChipLink";
import { imageFixture } from "@/mocks/fixtures";

const meta = {
  title: "Components/Actions/ChipLink",
  component: ChipLink,
  // A chip is as wide as its words, as in the rows of chips it sits in.
  decorators: [
    (Story) => (
      <div className="flex">
        <Story />
      </div>
    ),
  ],
  args: {
    href: "/search?q=paneer",
    icon: <History aria-hidden className="ms-1 size-4 text-gray-500" />,
    children: "paneer",
    onClick: fn(),
  },
} satisfies Meta<typeof ChipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcon: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: "paneer" });
    await expect(link).toHaveAttribute("href", "/search?q=paneer");
    await expect(link.querySelector("img")).toBeNull();
    await expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** A picture, when there is one, takes the icon's place. */
export const WithImage: Story = {
  args: { imageUrl: imageFixture("Paneer").fullUrl, children: "Paneer" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Paneer" });
    const image = link.querySelector("img");
    await expect(image).toHaveAttribute("alt", "");
    await expect(image).toHaveAttribute("src", imageFixture("Paneer").fullUrl);
    await expect(link.querySelector("svg")).toBeNull();
  },
};

/** Several chips wrap as the search page's tag suggestions do. */
export const InARow: Story = {
  render: (args) => (
    <ul className="flex max-w-sm flex-wrap gap-2">
      {["Rice", "Dal", "Spices", "Frozen snacks"].map((name) => (
        <li key={name}>
          <ChipLink
            {...args}
            href={`/search?q=${encodeURIComponent(name)}`}
            icon={<Tag aria-hidden className="ms-1 size-4 text-gray-500" />}
          >
            {name}
          </ChipLink>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Rice",
      "Dal",
      "Spices",
      "Frozen snacks",
    ]);
    await expect(links[3]).toHaveAttribute("href", "/search?q=Frozen%20snacks");
  },
};
