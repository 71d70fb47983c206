import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/Accordion";
import { behaviourOnly } from "../../support/chromatic";

const sections = [
  {
    value: "delivery",
    title: "Delivery",
    body: "Orders arrive in the delivery window chosen at checkout.",
  },
  {
    value: "returns",
    title: "Returns",
    body: "Tell us within 24 hours of delivery if something is wrong.",
  },
  { value: "storage", title: "Storage", body: "Keep in a cool, dry place once opened." },
];

function Sections() {
  return sections.map((section) => (
    <AccordionItem key={section.value} value={section.value}>
      <AccordionTrigger>{section.title}</AccordionTrigger>
      <AccordionContent>{section.body}</AccordionContent>
    </AccordionItem>
  ));
}

const frame = "w-96 rounded-xl border border-gray-200 px-4";

const meta = {
  title: "Components/Layout/Accordion",
  component: Accordion,
  subcomponents: { AccordionItem, AccordionTrigger, AccordionContent },
  render: (args) => (
    <Accordion {...args} className={frame}>
      <Sections />
    </Accordion>
  ),
  args: { type: "single", collapsible: true },
  parameters: {
    docs: {
      description: {
        component:
          "Sections that open and close under their headings (the product page's 'Description & Nutrition'). " +
          "Built on Radix: Enter, Space, the arrow keys, Home and End work, and each trigger says whether it is expanded. " +
          "Each trigger sits in a heading (`headingLevel`, 3 by default) so the sections fit the page's outline.",
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole("button", { name });

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const section of sections) {
      await expect(triggerOf(canvasElement, section.title)).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      await expect(canvas.queryByText(section.body)).toBeNull();
    }
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(sections.length);
  },
};

export const OneOpen: Story = {
  args: { defaultValue: "delivery" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(triggerOf(canvasElement, "Delivery")).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(sections[0]?.body ?? "")).toBeVisible();

    // A single accordion keeps one section open: opening another closes the first.
    await userEvent.click(triggerOf(canvasElement, "Returns"));
    await expect(canvas.getByText(sections[1]?.body ?? "")).toBeVisible();
    await expect(canvas.queryByText(sections[0]?.body ?? "")).toBeNull();
    await expect(triggerOf(canvasElement, "Delivery")).toHaveAttribute("aria-expanded", "false");
  },
};

export const SeveralOpen: Story = {
  // Its own render: a multiple accordion takes no `collapsible` from the meta's args.
  render: () => (
    <Accordion type="multiple" defaultValue={["delivery", "storage"]} className={frame}>
      <Sections />
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(sections[0]?.body ?? "")).toBeVisible();
    await expect(canvas.getByText(sections[2]?.body ?? "")).toBeVisible();
    await expect(canvas.queryByText(sections[1]?.body ?? "")).toBeNull();
  },
};

export const HeadingLevel: Story = {
  render: (args) => (
    <Accordion {...args} className={frame}>
      <AccordionItem value="info">
        <AccordionTrigger headingLevel={2}>Product Information</AccordionTrigger>
        <AccordionContent>Brand, weight and origin.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 2, name: "Product Information" }),
    ).toBeVisible();
  },
};

export const KeyboardMovesBetweenSections: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(triggerOf(canvasElement, "Delivery")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(triggerOf(canvasElement, "Returns")).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(triggerOf(canvasElement, "Storage")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText(sections[2]?.body ?? "")).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(canvas.queryByText(sections[2]?.body ?? "")).toBeNull();
  },
};
