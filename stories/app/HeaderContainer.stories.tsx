import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes, useLocation, useNavigationType } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sharedApiTimeoutMs } from "@/api/client";
import { HeaderContainer } from "@/app/layout/HeaderContainer";
import { useOverlays } from "@/app/overlays/overlays";
import { ethnicityDropdownText } from "@/components/EthnicityDropdown/EthnicityDropdown.text";
import { headerText } from "@/components/Header/Header.text";
import { notificationInboxText } from "@/components/NotificationInbox/NotificationInbox.text";
import { searchBoxText } from "@/components/SearchBox/SearchBox.text";
import { on } from "@/lib/events";
import { loadRecentSearches } from "@/lib/recentSearches";
import { readStorage, removeStorage, writeStorage } from "@/lib/storage";
import type { SelectedEthnicity } from "@/lib/storedTypes";
import { cartFixture } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { behaviourOnly, pageParameters, snapshotAt } from "../support/chromatic";

/** Where the header sent the shopper, and whether that replaced the page in the history. */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  return (
    <dl>
      <dt>Address</dt>
      <dd data-testid="address">{pathname + search}</dd>
      <dt>Navigation</dt>
      <dd data-testid="navigation">{navigationType}</dd>
    </dl>
  );
}

/** Which of the app's overlays the header asked for (the overlay host renders it in the app). */
function ActiveOverlay() {
  const { active } = useOverlays();
  return <output aria-label="Open overlay">{active ?? "none"}</output>;
}

/**
 * The header over stand-in pages. What the plays read (the overlay asked for, the page the header
 * led to) is there for them and for screen readers only: the picture is the header's alone.
 */
function HeaderOverPages() {
  return (
    <>
      <HeaderContainer />
      <div className="sr-only">
        <ActiveOverlay />
        <main>
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path="/search" element={<CurrentAddress />} />
          </Routes>
        </main>
      </div>
    </>
  );
}

const meta = {
  title: "App/HeaderContainer",
  component: HeaderOverPages,
  parameters: { ...pageParameters, layout: "fullscreen" },
  globals: { viewport: { value: "desktop" } },
  // Each story starts without a stored location, ethnicity, cached list or recent searches.
  beforeEach: () => {
    for (const key of ["location", "ethnicity", "ethnicities", "recentSearches"] as const) {
      removeStorage(key);
    }
  },
} satisfies Meta<typeof HeaderOverPages>;

export default meta;
type Story = StoryObj<typeof meta>;

function header(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("banner"));
}

async function expectAddress(canvasElement: HTMLElement, address: string, navigation: string) {
  const page = within(canvasElement);
  await waitFor(() => expect(page.getByTestId("address").textContent).toBe(address));
  await expect(page.getByTestId("navigation").textContent).toBe(navigation);
}

function ethnicityTrigger(canvasElement: HTMLElement, label: string) {
  return header(canvasElement).getByRole("button", {
    name: `${ethnicityDropdownText.triggerPrefix} ${label}`,
  });
}

async function openEthnicities(canvasElement: HTMLElement, label: string) {
  await userEvent.click(ethnicityTrigger(canvasElement, label));
  return within(
    await within(canvasElement.ownerDocument.body).findByRole("menu", {
      name: ethnicityDropdownText.heading,
    }),
  );
}

const mockCart = cartFixture();

export const CustomerWithItemsInCart: Story = {
  globals: { session: "customer" },
  parameters: { msw: scenarios.cart.withItems },
  play: async ({ canvasElement }) => {
    const banner = header(canvasElement);
    await expect(
      await banner.findByRole("button", {
        name: `${headerText.myCart}: 2 Items ${mockCart.formattedTotal}`,
      }),
    ).toBeVisible();
    await expect(banner.getByRole("button", { name: "Amina" })).toBeVisible();
    await expect(banner.queryByRole("button", { name: headerText.login })).toBeNull();
    // A customer's header has the notification bell, with the seeded inbox's two unread.
    await expect(
      await banner.findByRole("button", { name: notificationInboxText.bellLabel(2) }),
    ).toBeVisible();
  },
};

/** docs/languages.md: the header in Urdu reads right to left; the play reads the words in Urdu. */
export const InUrdu: Story = {
  globals: { session: "customer" },
  parameters: { msw: scenarios.cart.withItems, locale: "ur" },
  play: async ({ canvasElement }) => {
    const banner = header(canvasElement);
    await expect(
      await banner.findByRole("button", { name: new RegExp(headerText.itemCount(2)) }),
    ).toBeVisible();
    await expect(headerText.myCart).not.toBe("My Cart");
    await expect(document.documentElement).toHaveAttribute("dir", "rtl");
  },
};

/** docs/languages.md: the header in Hindi, left to right in Devanagari. */
export const InHindi: Story = {
  globals: { session: "guest" },
  parameters: { msw: scenarios.cart.withItems, locale: "hi" },
  play: async ({ canvasElement }) => {
    const banner = header(canvasElement);
    await expect(await banner.findByRole("button", { name: headerText.login })).toBeVisible();
    await expect(headerText.login).not.toBe("Login");
    await expect(document.documentElement).toHaveAttribute("dir", "ltr");
  },
};

export const CustomerWithEmptyCart: Story = {
  globals: { session: "customer" },
  parameters: { msw: scenarios.cart.empty },
  play: async ({ canvasElement }) => {
    const banner = header(canvasElement);
    await expect(banner.getByRole("button", { name: headerText.myCart })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Amina" })).toBeVisible();
    await expect(
      await banner.findByRole("button", { name: notificationInboxText.bellLabel(2) }),
    ).toBeVisible();
  },
};

export const Guest: Story = {
  globals: { session: "guest" },
  parameters: { msw: scenarios.cart.withItems },
  play: async ({ canvasElement }) => {
    const banner = header(canvasElement);
    // A guest has a cart but is not signed in.
    await expect(await banner.findByRole("button", { name: /2 Items/ })).toBeVisible();
    await expect(banner.getByRole("button", { name: headerText.login })).toBeVisible();
    // Only a customer has an inbox.
    await expect(banner.queryByRole("button", { name: /^Notifications/ })).toBeNull();
  },
};

export const VisitorWithoutLocation: Story = {
  globals: { session: "none" },
  play: async ({ canvasElement }) => {
    const banner = header(canvasElement);
    await expect(banner.getByRole("button", { name: headerText.selectLocation })).toBeVisible();
    await expect(banner.getByRole("button", { name: headerText.login })).toBeVisible();
    await expect(banner.getByRole("button", { name: headerText.myCart })).toBeVisible();
  },
};

export const StoredLocation: Story = {
  globals: { session: "customer" },
  beforeEach: () => {
    writeStorage("location", { lat: 40.7, lng: -74, state: "New York", country: "USA" });
  },
  play: async ({ canvasElement }) => {
    await expect(
      header(canvasElement).getByRole("button", {
        name: `${headerText.locationPrefix} New York, USA`,
      }),
    ).toHaveTextContent("New York, USA");
    // Drawn once the inbox has answered.
    await header(canvasElement).findByRole("button", { name: notificationInboxText.bellLabel(2) });
  },
};

export const ChoosingAnEthnicity: Story = {
  play: async ({ canvasElement }) => {
    const announced: SelectedEthnicity[] = [];
    const stopListening = on("ethnicity-updated", (selected) => announced.push(selected));

    const menu = await openEthnicities(canvasElement, ethnicityDropdownText.defaultLabel);
    await userEvent.click(await menu.findByRole("menuitemradio", { name: "Asia (India)" }));
    stopListening();

    // Stored, announced to the rest of the app, and shown on the trigger.
    await expect(readStorage("ethnicity")).toMatchObject({ id: 2, label: "Asia (India)" });
    await expect(announced).toEqual([expect.objectContaining({ id: 2 })]);
    await expect(ethnicityTrigger(canvasElement, "Asia (India)")).toBeVisible();
  },
};

export const EthnicitiesLoading: Story = {
  parameters: { msw: scenarios.support.loading },
  play: async ({ canvasElement }) => {
    const menu = await openEthnicities(canvasElement, ethnicityDropdownText.defaultLabel);
    await expect(menu.getByText(ethnicityDropdownText.loading)).toBeVisible();
    // The mock's loading answer never comes, and the client must not give up on it either: with
    // the app's 30 s timeout, a loading story left open would turn into its failed state.
    await expect(sharedApiTimeoutMs()).toBeNull();
  },
};

export const NoEthnicities: Story = {
  parameters: { msw: scenarios.support.noEthnicities },
  play: async ({ canvasElement }) => {
    const menu = await openEthnicities(canvasElement, ethnicityDropdownText.defaultLabel);
    await expect(await menu.findByText(ethnicityDropdownText.empty)).toBeVisible();
  },
};

export const EthnicitiesFailToLoad: Story = {
  tags: ["behaviour"],
  // docs/product.md § Messages and errors: logged only; the menu shows its empty state.
  parameters: { chromatic: behaviourOnly, msw: scenarios.support.serverError },
  play: async ({ canvasElement }) => {
    const menu = await openEthnicities(canvasElement, ethnicityDropdownText.defaultLabel);
    await expect(await menu.findByText(ethnicityDropdownText.empty)).toBeVisible();
    await expect(menu.queryByText(ethnicityDropdownText.loading)).toBeNull();
  },
};

export const TypingSearches: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { name: "Home page" })).toBeVisible();

    // Focusing the box off the search page opens the search page, keeping focus in the box.
    const box = header(canvasElement).getByRole("searchbox", { name: searchBoxText.label });
    await userEvent.click(box);
    await expectAddress(canvasElement, "/search", "PUSH");
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute("placeholder", searchBoxText.searchPagePlaceholder);

    // After the pause, the results page replaces the landing instead of stacking up history.
    await userEvent.type(box, "  paneer ");
    await expectAddress(canvasElement, "/search?q=paneer", "REPLACE");
    await expect(box).toHaveValue("  paneer ");
  },
};

export const EnterSearchesAtOnce: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/search" },
  play: async ({ canvasElement }) => {
    const box = header(canvasElement).getByRole("searchbox", { name: searchBoxText.label });
    await userEvent.type(box, "basmati rice{Enter}");
    await expectAddress(canvasElement, "/search?q=basmati+rice", "REPLACE");
    // The header keeps nothing itself: the search page keeps the words once they find something,
    // as it does after the pause (Routes/SearchRoute, EnterAndThePauseKeepTheSameSearches).
    await expect(loadRecentSearches()).toEqual([]);
  },
};

export const ClearingOnTheSearchPage: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/search?q=paneer" },
  play: async ({ canvasElement }) => {
    const banner = header(canvasElement);
    await expect(banner.getByRole("searchbox")).toHaveValue("paneer");
    await userEvent.click(banner.getByRole("button", { name: searchBoxText.clear }));
    await expectAddress(canvasElement, "/search?q=", "REPLACE");
  },
};

export const OnTheSearchPage: Story = {
  globals: { session: "customer" },
  parameters: { route: "/search?q=milk" },
  play: async ({ canvasElement }) => {
    const banner = header(canvasElement);
    await expect(banner.getByRole("searchbox")).toHaveValue("milk");
    await expect(
      banner.queryByRole("button", { name: /Delivery location|Select location/ }),
    ).toBeNull();
    await expect(banner.queryByRole("button", { name: /Ethnicity/ })).toBeNull();
    await expect(banner.queryByRole("button", { name: "Amina" })).toBeNull();
    await expect(banner.getByRole("button", { name: /My Cart/ })).toBeVisible();
  },
};

export const BackFromTheSearchPageOnMobile: Story = {
  parameters: { chromatic: snapshotAt("mobile2"), route: "/search?q=milk" },
  globals: { viewport: { value: "mobile2" } },
  play: async ({ canvasElement }) => {
    await userEvent.click(header(canvasElement).getByRole("button", { name: searchBoxText.back }));
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Home page" }),
    ).toBeVisible();
    await expect(header(canvasElement).getByRole("searchbox")).toHaveValue("");
  },
};

export const ButtonsOpenTheirOverlays: Story = {
  tags: ["behaviour"],
  globals: { session: "customer" },
  parameters: { chromatic: behaviourOnly, msw: scenarios.cart.withItems },
  beforeEach: () => {
    writeStorage("location", { lat: 40.7, lng: -74, state: "New York", country: "USA" });
  },
  play: async ({ canvasElement }) => {
    const banner = header(canvasElement);
    const open = within(canvasElement).getByRole("status", { name: "Open overlay" });
    await expect(open).toHaveTextContent("none");

    await userEvent.click(banner.getByRole("button", { name: /New York, USA/ }));
    await expect(open).toHaveTextContent("location");
    await userEvent.click(banner.getByRole("button", { name: "Amina" }));
    await expect(open).toHaveTextContent("account");
    await userEvent.click(await banner.findByRole("button", { name: /2 Items/ }));
    await expect(open).toHaveTextContent("cart");
  },
};

export const LoginButtonOpensTheLoginModal: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  globals: { session: "guest" },
  play: async ({ canvasElement }) => {
    await userEvent.click(header(canvasElement).getByRole("button", { name: headerText.login }));
    await expect(
      within(canvasElement).getByRole("status", { name: "Open overlay" }),
    ).toHaveTextContent("login");
  },
};
