import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { categoryDirectoryText } from "@/components/CategoryDirectory/CategoryDirectory.text";
import { missingProductText } from "@/components/MissingProduct/MissingProduct.text";
import { missingProductFormText as formText } from "@/components/MissingProductForm/MissingProductForm.text";
import { failure, loading, scenarios } from "@/mocks/scenarios";
import { CategoriesRoute } from "@/routes/CategoriesRoute";
import { missingProductMessages } from "@/routes/categoryMessages";
import { expectToast } from "../support/toasts";
import { pageParameters } from "../support/chromatic";

const TOO_MANY_REQUESTS_MESSAGE = "You have asked for 10 products this hour. Try again later.";

const meta = {
  title: "Routes/CategoriesRoute",
  component: CategoriesRoute,
  parameters: { ...pageParameters, route: "/categories" },
} satisfies Meta<typeof CategoriesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const h1 = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("heading", { level: 1, name: categoryDirectoryText.title });

const missingBlock = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("region", { name: missingProductText.title });

/** Opens 'Get it for me', names a product and sends the request; returns the dialog. */
async function requestProduct(canvasElement: HTMLElement, productName: string) {
  await userEvent.click(
    within(missingBlock(canvasElement)).getByRole("button", { name: missingProductText.open }),
  );
  const dialog = await bodyOf(canvasElement).findByRole("dialog", {
    name: missingProductText.dialogTitle,
  });
  await userEvent.type(within(dialog).getByLabelText(formText.productName), productName);
  await userEvent.type(within(dialog).getByLabelText(formText.note), "Whichever brand you stock");
  await userEvent.click(within(dialog).getByRole("button", { name: formText.submit }));
  return dialog;
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(h1(canvasElement)).toBeVisible();
    await expect(
      await page.findByRole("heading", { level: 2, name: "Dairy & Eggs" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Snacks & Sweets" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Masala Blends" })).toHaveAttribute(
      "href",
      "/categories/33/products",
    );
    await expect(missingBlock(canvasElement)).toHaveTextContent(
      "Looking for something that is missing?",
    );
  },
};

export const Loading: Story = {
  parameters: { msw: scenarios.catalog.loading },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(h1(canvasElement)).toBeVisible();
    await expect(page.getByTestId("category-directory-skeleton")).toBeVisible();
    await expect(page.queryByRole("link")).toBeNull();
    // The request block does not wait for the categories.
    await expect(missingBlock(canvasElement)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: scenarios.catalog.serverError },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.queryByTestId("category-directory-skeleton")).toBeNull());
    await expect(h1(canvasElement)).toBeVisible();
    await expect(page.getAllByRole("heading", { level: 2 })).toHaveLength(1);
    await expect(missingBlock(canvasElement)).toBeVisible();
    // docs/product.md § Messages and errors: a categories load failure is logged only, never toasted.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvasElement.ownerDocument.body.querySelector(".Toastify__toast")).toBeNull();
  },
};

export const NoCategories: Story = {
  parameters: { msw: scenarios.catalog.noCategories },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.queryByTestId("category-directory-skeleton")).toBeNull());
    await expect(h1(canvasElement)).toBeVisible();
    await expect(page.queryByRole("link")).toBeNull();
    await expect(missingBlock(canvasElement)).toBeVisible();
  },
};

export const RequestSent: Story = {
  play: async ({ canvasElement }) => {
    await requestProduct(canvasElement, "  Kashmiri saffron 1 g ");

    await expectToast(canvasElement, missingProductMessages.sent);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole("dialog")).toBeNull());

    // The next request starts from a blank form.
    await userEvent.click(
      within(missingBlock(canvasElement)).getByRole("button", { name: missingProductText.open }),
    );
    const dialog = await bodyOf(canvasElement).findByRole("dialog", {
      name: missingProductText.dialogTitle,
    });
    await expect(within(dialog).getByLabelText(formText.productName)).toHaveValue("");
    await expect(within(dialog).getByLabelText(formText.note)).toHaveValue("");
  },
};

export const RequestSending: Story = {
  parameters: { msw: [loading("post", "/catalog/ui/product-requests")] },
  play: async ({ canvasElement }) => {
    const dialog = await requestProduct(canvasElement, "Kokum");
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: formText.submit })).toBeDisabled(),
    );
    await expect(within(dialog).getByLabelText(formText.productName)).toHaveValue("Kokum");
  },
};

export const RequestFails: Story = {
  parameters: { msw: scenarios.catalog.productRequestFails },
  play: async ({ canvasElement }) => {
    const dialog = await requestProduct(canvasElement, "Kashmiri saffron 1 g");

    await expectToast(canvasElement, missingProductMessages.failed);
    // The dialog stays open with what was typed, ready to try again.
    await expect(bodyOf(canvasElement).getByRole("dialog")).toBe(dialog);
    await expect(within(dialog).getByLabelText(formText.productName)).toHaveValue(
      "Kashmiri saffron 1 g",
    );
    await expect(within(dialog).getByLabelText(formText.note)).toHaveValue(
      "Whichever brand you stock",
    );
    await expect(within(dialog).getByRole("button", { name: formText.submit })).toBeEnabled();
  },
};

export const TooManyRequests: Story = {
  parameters: {
    msw: [failure("post", "/catalog/ui/product-requests", 429, TOO_MANY_REQUESTS_MESSAGE)],
  },
  play: async ({ canvasElement }) => {
    const dialog = await requestProduct(canvasElement, "Kashmiri saffron 1 g");

    // The server says why, so its words are shown instead of the general failure.
    await expectToast(canvasElement, TOO_MANY_REQUESTS_MESSAGE);
    await expect(bodyOf(canvasElement).queryByText(missingProductMessages.failed)).toBeNull();
    await expect(within(dialog).getByLabelText(formText.productName)).toHaveValue(
      "Kashmiri saffron 1 g",
    );
  },
};
