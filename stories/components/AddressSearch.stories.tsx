import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AddressSearch, type AddressSuggestion } from "@/components/AddressSearch/AddressSearch";
import { addressSearchText as text } from "@/components/AddressSearch/AddressSearch.text";
import { behaviourOnly } from "../support/chromatic";

const places: AddressSuggestion[] = [
  { id: "us-11201", label: "Brooklyn, NY 11201, USA" },
  { id: "us-11372", label: "Jackson Heights, NY 11372, USA" },
  { id: "us-07306", label: "Jersey City, NJ 07306, USA" },
];

/** The maps service's part: the places for typed text once it is long enough, else none. */
function placesFor(text: string): AddressSuggestion[] | null {
  const needle = text.trim().toLowerCase();
  if (needle.length <= 2) return null;
  return places.filter(({ label }) => label.toLowerCase().includes(needle));
}

/** The container's part: the suggestions follow the typed text once it is long enough. */
function TypingAddressSearch(props: React.ComponentProps<typeof AddressSearch>) {
  const [query, setQuery] = useState(props.query);
  const suggestions = placesFor(query) ?? [];
  return (
    <AddressSearch
      {...props}
      query={query}
      suggestions={suggestions}
      onQueryChange={(next) => {
        props.onQueryChange(next);
        setQuery(next);
      }}
    />
  );
}

/** Like the maps service behind a slow network: the answer for the typed text comes again later. */
function AnsweredTwiceAddressSearch(props: React.ComponentProps<typeof AddressSearch>) {
  const [query, setQuery] = useState(props.query);
  const [answer, setAnswer] = useState({ suggestions: [] as AddressSuggestion[], count: 0 });
  const answerFor = (text: string) => {
    const suggestions = placesFor(text);
    if (suggestions) setAnswer((last) => ({ suggestions, count: last.count + 1 }));
  };
  useEffect(() => {
    const later = setTimeout(() => answerFor(query), 300);
    return () => clearTimeout(later);
  }, [query]);
  return (
    <>
      <AddressSearch
        {...props}
        query={query}
        suggestions={answer.suggestions}
        onQueryChange={(next) => {
          props.onQueryChange(next);
          setQuery(next);
          answerFor(next);
        }}
      />
      <p>Answers: {answer.count}</p>
    </>
  );
}

const meta = {
  title: "Components/Forms/AddressSearch",
  component: AddressSearch,
  args: { query: "", suggestions: [], searching: false, onQueryChange: fn(), onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md pb-48">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuggestsAfterTwoCharacters: Story = {
  render: (args) => <TypingAddressSearch {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("combobox", { name: text.label });
    await userEvent.type(box, "ny");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("listbox")).toBeNull();

    await userEvent.type(box, " 1");
    const list = canvas.getByRole("listbox", { name: text.suggestions });
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(box).toHaveAttribute("aria-controls", list.id);
    await expect(within(list).getAllByRole("option")).toHaveLength(2);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith("ny 1");
  },
};

export const KeyboardSelection: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  render: (args) => <TypingAddressSearch {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("combobox", { name: text.label });
    await userEvent.type(box, "usa");

    // Down wraps from the last option to the first; Up from the first to the last.
    await userEvent.keyboard("{ArrowDown}");
    const first = canvas.getByRole("option", { name: places[0]?.label });
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", first.id);
    await userEvent.keyboard("{ArrowUp}");
    await expect(canvas.getByRole("option", { name: places[2]?.label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(places[1]);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveFocus();
  },
};

export const HighlightKeptWhenTheAnswerComesAgain: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  render: (args) => <AnsweredTwiceAddressSearch {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("combobox", { name: text.label });
    await userEvent.type(box, "usa");
    await expect(canvas.getByText("Answers: 1")).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await waitFor(() => expect(canvas.getByText("Answers: 2")).toBeVisible());

    const second = canvas.getByRole("option", { name: places[1]?.label });
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", second.id);
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(places[1]);
  },
};

export const EscapeClosesTheList: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  render: (args) => <TypingAddressSearch {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("combobox", { name: text.label });
    await userEvent.type(box, "jersey");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("jersey");
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const MouseSelection: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  render: (args) => <TypingAddressSearch {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox"), "brooklyn");
    await userEvent.click(canvas.getByRole("option", { name: places[0]?.label }));
    await expect(args.onSelect).toHaveBeenCalledWith(places[0]);
  },
};

export const Searching: Story = {
  args: { query: "Edis", searching: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(text.searching);
  },
};

export const NoMatch: Story = {
  args: { query: "Atlantis" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox"));
    await expect(canvas.getByRole("status")).toHaveTextContent(text.noMatch);
    await expect(canvas.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
  },
};

export const FocusedWhenShown: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { focusOnMount: true },
  play: async ({ canvasElement }) => {
    // The box takes focus in an effect: outside Vitest's act(), after the play has begun.
    const box = within(canvasElement).getByRole("combobox");
    await waitFor(() => expect(box).toHaveFocus());
  },
};
