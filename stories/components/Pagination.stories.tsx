import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination } from "@/components/Pagination/Pagination";
import { paginationText as text } from "@/components/Pagination/Pagination.text";
import { snapshotAt } from "../support/chromatic";

const meta = {
  title: "Components/Actions/Pagination",
  component: Pagination,
  args: { currentPage: 1, totalPages: 3, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function pager(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("navigation", { name: text.label }));
}

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = pager(canvasElement);
    await expect(nav.getByText("Page 1 of 3")).toBeVisible();
    await expect(nav.getByRole("button", { name: text.previous })).toBeDisabled();
    await expect(nav.getByRole("button", { name: text.next })).toBeEnabled();

    await userEvent.click(nav.getByRole("button", { name: text.next }));
    await expect(args.onPageChange).toHaveBeenCalledOnce();
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { currentPage: 2 },
  play: async ({ canvasElement, args }) => {
    const nav = pager(canvasElement);
    await expect(nav.getByText("Page 2 of 3")).toBeVisible();

    await userEvent.click(nav.getByRole("button", { name: text.previous }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(nav.getByRole("button", { name: text.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const LastPage: Story = {
  args: { currentPage: 3 },
  play: async ({ canvasElement, args }) => {
    const nav = pager(canvasElement);
    await expect(nav.getByText("Page 3 of 3")).toBeVisible();
    await expect(nav.getByRole("button", { name: text.next })).toBeDisabled();

    await userEvent.click(nav.getByRole("button", { name: text.previous }));
    await expect(args.onPageChange).toHaveBeenCalledOnce();
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** One page has nowhere to go: no pager at all, so the picture is blank. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    // One page has nowhere to go: no pager at all.
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};

export const OnAPhone: Story = {
  args: { currentPage: 12, totalPages: 40 },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = pager(canvasElement);
    await expect(nav.getByText("Page 12 of 40")).toBeVisible();
    // Both buttons and the status stay on one 320 px line.
    const previous = nav.getByRole("button", { name: text.previous }).getBoundingClientRect();
    const next = nav.getByRole("button", { name: text.next }).getBoundingClientRect();
    await expect(Math.abs(previous.top - next.top)).toBeLessThan(1);
    await expect(next.right).toBeLessThanOrEqual(320);
  },
};
