import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SearchBox, type SearchBoxProps } from "@/components/SearchBox/SearchBox";
import {
  PLACEHOLDER_ROTATION_MS,
  SEARCH_DEBOUNCE_MS,
  searchBoxText as text,
} from "@/components/SearchBox/SearchBox.text";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

const meta = {
  title: "Components/Forms/SearchBox",
  component: SearchBox,
  args: {
    query: "",
    onSearchPage: false,
    onSearch: fn(),
    onSubmit: fn(),
    onActivateOffSearchPage: fn(),
    onBack: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile2" } };
const desktop = { viewport: { value: "desktop" } };

function searchInput(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole("searchbox", { name: text.label });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const RotatingPlaceholder: Story = {
  play: async ({ canvasElement, args }) => {
    const input = searchInput(canvasElement);
    await expect(input).toHaveAttribute("type", "search");
    await expect(input).toHaveAttribute("placeholder", 'Search "milk"');

    await waitFor(() => expect(input).toHaveAttribute("placeholder", 'Search "bread"'));
    // Rotating only changes the attribute: focus stays where it was and nothing is announced.
    await expect(input).not.toHaveFocus();
    await expect(input).not.toHaveAttribute("aria-live");
    await expect(args.onActivateOffSearchPage).not.toHaveBeenCalled();
  },
};

export const SearchPagePlaceholder: Story = {
  args: { onSearchPage: true },
  play: async ({ canvasElement }) => {
    const input = searchInput(canvasElement);
    await expect(input).toHaveAttribute("placeholder", text.searchPagePlaceholder);
    await pause(PLACEHOLDER_ROTATION_MS + 300);
    await expect(input).toHaveAttribute("placeholder", text.searchPagePlaceholder);
  },
};

export const SearchesAfterTypingStops: Story = {
  args: { onSearchPage: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(searchInput(canvasElement), "  paneer ");
    await expect(args.onSearch).not.toHaveBeenCalled();

    await waitFor(() => expect(args.onSearch).toHaveBeenCalled());
    await pause(SEARCH_DEBOUNCE_MS + 100);
    // One call for the whole burst of keystrokes, with the text trimmed.
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith("paneer");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EnterSearchesAtOnce: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { onSearchPage: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(searchInput(canvasElement), " basmati rice {Enter}");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith("basmati rice");

    // Enter replaced the pending search instead of adding to it.
    await pause(SEARCH_DEBOUNCE_MS + 200);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const EnterWithoutText: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { onSearchPage: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(searchInput(canvasElement), "   {Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ClearEmptiesTheBox: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { onSearchPage: true, query: "paneer" },
  play: async ({ canvasElement, args }) => {
    const input = searchInput(canvasElement);
    await expect(input).toHaveValue("paneer");

    await userEvent.click(within(canvasElement).getByRole("button", { name: text.clear }));
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    await expect(within(canvasElement).queryByRole("button", { name: text.clear })).toBeNull();

    // Emptied on the search page, the box searches for "" (the container opens /search?q=).
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith(""));
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

export const NoClearButtonWhenEmpty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: text.clear })).toBeNull();
  },
};

export const PressOffTheSearchPage: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(searchInput(canvasElement));
    await expect(args.onActivateOffSearchPage).toHaveBeenCalledOnce();
    await expect(searchInput(canvasElement)).toHaveFocus();
  },
};

export const TabPastOffTheSearchPage: Story = {
  tags: ["behaviour"],
  // docs/decisions.md § Tab passes the search box: focus by Tab alone does not open the search page.
  parameters: { chromatic: behaviourOnly },
  decorators: [
    (Story) => (
      <>
        <button type="button">Before</button>
        <Story />
        <button type="button">After</button>
      </>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    page.getByRole("button", { name: "Before" }).focus();
    await userEvent.tab();
    await expect(searchInput(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole("button", { name: "After" })).toHaveFocus();
    await expect(args.onActivateOffSearchPage).not.toHaveBeenCalled();
  },
};

export const TypeOffTheSearchPage: Story = {
  tags: ["behaviour"],
  // The first keystroke in a box reached by Tab opens the search page.
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    searchInput(canvasElement).focus();
    await expect(args.onActivateOffSearchPage).not.toHaveBeenCalled();
    await userEvent.keyboard("m");
    await expect(args.onActivateOffSearchPage).toHaveBeenCalled();
    await expect(searchInput(canvasElement)).toHaveValue("m");
  },
};

export const FocusOnTheSearchPage: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { onSearchPage: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(searchInput(canvasElement));
    await expect(args.onActivateOffSearchPage).not.toHaveBeenCalled();
  },
};

export const BackArrowOnMobile: Story = {
  args: { onSearchPage: true },
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: text.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const NoBackArrowOnDesktop: Story = {
  args: { onSearchPage: true },
  parameters: { chromatic: snapshotAt("desktop") },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: text.back })).toBeNull();
  },
};

export const NoBackArrowOffTheSearchPage: Story = {
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: text.back })).toBeNull();
  },
};

/**
 * The box with an address bar of its own: onSearch "navigates", buttons stand for links. The
 * address changes `catchUpMs` after the search, as when the page's code is still loading.
 */
function NavigatingSearchBox({ catchUpMs = 0, ...args }: SearchBoxProps & { catchUpMs?: number }) {
  const [query, setQuery] = useState(args.query);
  return (
    <div className="flex flex-col items-start gap-3">
      <SearchBox
        {...args}
        query={query}
        onSearch={(searched) => {
          args.onSearch(searched);
          if (catchUpMs === 0) setQuery(searched);
          else setTimeout(() => setQuery(searched), catchUpMs);
        }}
      />
      <button type="button" className="underline" onClick={() => setQuery("rice")}>
        Open the search for rice
      </button>
      <button type="button" className="underline" onClick={() => setQuery("")}>
        Go home
      </button>
    </div>
  );
}

export const FollowsTheAddress: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { onSearchPage: true, query: "atta" },
  render: (args) => <NavigatingSearchBox {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const input = searchInput(canvasElement);
    await expect(input).toHaveValue("atta");

    await userEvent.click(page.getByRole("button", { name: "Open the search for rice" }));
    await expect(input).toHaveValue("rice");
    await userEvent.click(page.getByRole("button", { name: "Go home" }));
    await expect(input).toHaveValue("");
  },
};

export const KeepsTypingAfterTheAddressCatchesUp: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { onSearchPage: true },
  render: (args) => <NavigatingSearchBox {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = searchInput(canvasElement);
    await userEvent.type(input, "basmati ");
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith("basmati"));
    // The address now says "basmati"; the space being typed is not taken away.
    await expect(input).toHaveValue("basmati ");

    await userEvent.type(input, "rice");
    await expect(input).toHaveValue("basmati rice");
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith("basmati rice"));
  },
};

/**
 * A letter typed after a pause, while the address is still catching up with the search the pause
 * made, stays in the box: the address's older words replaced the box's newer ones ('rice' became
 * 'rie' on a busy machine, CI's keyboard journey).
 */
export const KeepsWhatIsTypedWhileTheAddressCatchesUp: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { onSearchPage: true },
  render: (args) => <NavigatingSearchBox {...args} catchUpMs={400} />,
  play: async ({ canvasElement, args }) => {
    const input = searchInput(canvasElement);
    await userEvent.type(input, "ri");
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith("ri"));
    await userEvent.type(input, "c");
    await pause(600);
    await expect(input).toHaveValue("ric");
    await userEvent.type(input, "e");
    await expect(input).toHaveValue("rice");
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith("rice"));
  },
};
