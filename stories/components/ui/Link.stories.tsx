import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLocation } from "react-router-dom";
import { expect, userEvent, within } from "storybook/test";
import { Link, LinkRenderProvider, type RenderLink } from "@/components/ui/Link";

/** Where the story's router is, so a click that stays in the app can be seen. */
function CurrentPath() {
  return (
    <p className="mt-4 text-sm text-gray-600">
      Current path: <output>{useLocation().pathname}</output>
    </p>
  );
}

const meta = {
  title: "Components/Actions/Link",
  component: Link,
  parameters: {
    docs: {
      description: {
        // Link hands its props to whichever renderer the app supplied, so docgen finds no JSX in
        // it to read a doc comment from.
        component:
          "Every link of the components: in the app it is the router's link (a click changes the page without reloading it), " +
          "anywhere else (a test, a component drawn on its own) a plain anchor. It has no looks of its own: they come from `className`.",
      },
    },
  },
  args: {
    href: "/coupons",
    children: "See your coupons",
    className: "font-medium text-brand-700 hover:underline",
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the app (and in every story) it is the router's link: a click changes the page, not the document. */
export const InTheApp: Story = {
  render: (args) => (
    <>
      <Link {...args} />
      <CurrentPath />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "See your coupons" });
    await expect(link).toHaveAttribute("href", "/coupons");
    await expect(canvas.getByRole("status")).toHaveTextContent(/^\/$/);
    await userEvent.click(link);
    await expect(canvas.getByRole("status")).toHaveTextContent(/^\/coupons$/);
  },
};

const plainAnchor: RenderLink = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
);

/** Without the app's router a component still draws: the link is a plain anchor. */
export const PlainAnchor: Story = {
  render: (args) => (
    <LinkRenderProvider value={plainAnchor}>
      <Link {...args} />
    </LinkRenderProvider>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "See your coupons" });
    await expect(link).toHaveAttribute("href", "/coupons");
    await expect(link).toHaveClass("text-brand-700");
  },
};
