import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link, Route, Routes } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ScrollToTop } from "@/app/ScrollToTop";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** docs/product.md § Route table: every path change starts the new page at the top. */
function TallPages() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route
          path="/"
          element={
            <div style={{ height: "3000px" }} className="flex flex-col justify-end">
              <Link to="/categories">All categories</Link>
            </div>
          }
        />
        <Route path="/categories" element={<h1 style={{ height: "3000px" }}>All categories</h1>} />
      </Routes>
    </>
  );
}

const meta = {
  title: "App/ScrollToTop",
  component: TallPages,
  parameters: { ...pageParameters, layout: "fullscreen" },
} satisfies Meta<typeof TallPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The new page is a 3000 px stand-in with its heading at the top, so the picture is mostly white:
 * it shows that the page starts at the top.
 */
export const NewPathStartsAtTheTop: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const page = within(canvasElement);
    const link = page.getByRole("link", { name: "All categories" });
    link.scrollIntoView();
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(1000));

    await userEvent.click(link);
    await expect(await page.findByRole("heading", { name: "All categories" })).toBeVisible();
    await waitFor(() => expect(view.scrollY).toBe(0));
  },
};
