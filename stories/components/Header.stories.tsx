import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { EthnicityDropdown } from "@/components/EthnicityDropdown/EthnicityDropdown";
import { ethnicityDropdownText } from "@/components/EthnicityDropdown/EthnicityDropdown.text";
import { Header } from "@/components/Header/Header";
import { headerText as text } from "@/components/Header/Header.text";
import { NotificationInbox } from "@/components/NotificationInbox/NotificationInbox";
import { notificationInboxText } from "@/components/NotificationInbox/NotificationInbox.text";
import { SearchBox } from "@/components/SearchBox/SearchBox";
import { searchBoxText } from "@/components/SearchBox/SearchBox.text";
import {
  cartFixture,
  cartItemFixture,
  emptyCartFixture,
  ethnicities,
  findCatalogProduct,
  MOCK_EPOCH,
  notificationInboxFixture,
} from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

const searchHandlers = {
  onSearch: fn(),
  onSubmit: fn(),
  onActivateOffSearchPage: fn(),
  onBack: fn(),
};

const searchBox = <SearchBox query="" onSearchPage={false} {...searchHandlers} />;
const searchBoxOnSearchPage = <SearchBox query="paneer" onSearchPage {...searchHandlers} />;
const ethnicityDropdown = (
  <EthnicityDropdown ethnicities={ethnicities} loading={false} selectedId={2} onSelect={fn()} />
);

const notificationInbox = (
  <NotificationInbox
    inbox={notificationInboxFixture()}
    loading={false}
    error={false}
    onRetry={fn()}
    onOpenNotification={fn()}
    onMarkAllRead={fn()}
    now={MOCK_EPOCH}
  />
);

const twoLines = cartFixture();
const rice = findCatalogProduct(101);
const oneLine = cartFixture({ cartItems: [cartItemFixture({ id: 7, product: rice, qty: 3 })] });

const meta = {
  title: "Components/Layout/Header",
  component: Header,
  args: {
    homeHref: "/",
    onSearchPage: false,
    locationLabel: null,
    customer: null,
    cart: null,
    ethnicitySlot: ethnicityDropdown,
    searchSlot: searchBox,
    onLocationClick: fn(),
    onLoginClick: fn(),
    onAccountClick: fn(),
    onCartClick: fn(),
  },
  parameters: { chromatic: snapshotAt("desktop"), layout: "fullscreen" },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile2" } };
const smallMobile = { viewport: { value: "mobile1" } };

/** Out of sight, yet read: the words of an icon-only control on small screens. */
async function expectVisuallyHidden(element: HTMLElement) {
  await expect(element.getBoundingClientRect().width).toBeLessThanOrEqual(1);
}

function banner(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("banner"));
}

function cartButton(canvasElement: HTMLElement, name: string | RegExp) {
  return banner(canvasElement).getByRole("button", { name });
}

export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const header = banner(canvasElement);
    await expect(header.getByRole("link", { name: text.homeLabel })).toHaveAttribute("href", "/");
    await expect(header.getByText(text.wordmark)).toBeVisible();

    await userEvent.click(header.getByRole("button", { name: text.selectLocation }));
    await expect(args.onLocationClick).toHaveBeenCalledOnce();

    await userEvent.click(header.getByRole("button", { name: text.login }));
    await expect(args.onLoginClick).toHaveBeenCalledOnce();
    await expect(args.onAccountClick).not.toHaveBeenCalled();

    await userEvent.click(cartButton(canvasElement, text.myCart));
    await expect(args.onCartClick).toHaveBeenCalledOnce();

    await expect(
      header.getByRole("button", { name: `${ethnicityDropdownText.triggerPrefix} Asia (India)` }),
    ).toBeVisible();
    await expect(header.getByRole("searchbox", { name: searchBoxText.label })).toBeVisible();
  },
};

export const GuestWithLocationAndCart: Story = {
  // A guest session counts as not signed in: the header still offers 'Login'.
  args: { locationLabel: "New York, USA", cart: twoLines },
  play: async ({ canvasElement, args }) => {
    const header = banner(canvasElement);
    const location = header.getByRole("button", {
      name: `${text.locationPrefix} New York, USA`,
    });
    await expect(location).toHaveTextContent("New York, USA");
    await expect(header.queryByText(text.selectLocation)).toBeNull();

    await userEvent.click(header.getByRole("button", { name: text.login }));
    await expect(args.onLoginClick).toHaveBeenCalledOnce();
  },
};

export const Customer: Story = {
  args: { customer: { firstName: "Amina" }, locationLabel: "Texas, USA" },
  play: async ({ canvasElement, args }) => {
    const header = banner(canvasElement);
    await expect(header.queryByRole("button", { name: text.login })).toBeNull();

    await userEvent.click(header.getByRole("button", { name: "Amina" }));
    await expect(args.onAccountClick).toHaveBeenCalledOnce();
    await expect(args.onLoginClick).not.toHaveBeenCalled();
  },
};

/** A customer's header has the bell (NotificationInboxContainer) before their name. */
export const CustomerWithNotifications: Story = {
  args: {
    customer: { firstName: "Amina" },
    locationLabel: "Texas, USA",
    cart: twoLines,
    notificationsSlot: notificationInbox,
  },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    const bell = header.getByRole("button", { name: notificationInboxText.bellLabel(2) });
    const account = header.getByRole("button", { name: "Amina" });
    await expect(bell.getBoundingClientRect().right).toBeLessThanOrEqual(
      account.getBoundingClientRect().left,
    );
    await userEvent.click(bell);
    await expect(header.getByRole("dialog", { name: notificationInboxText.heading })).toBeVisible();
  },
};

export const CustomerWithNotificationsOnASmallPhone: Story = {
  args: {
    locationLabel: "Massachusetts, USA",
    customer: { firstName: "Amina" },
    cart: twoLines,
    notificationsSlot: notificationInbox,
  },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: smallMobile,
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    const logo = header.getByRole("link", { name: text.homeLabel }).getBoundingClientRect();
    const bell = header.getByRole("button", { name: notificationInboxText.bellLabel(2) });
    const cart = cartButton(canvasElement, /2 Items/).getBoundingClientRect();
    // The bell joins the logo row without pushing the cart off the screen.
    await expect(bell.getBoundingClientRect().top).toBeLessThan(logo.bottom);
    await expect(cart.top).toBeLessThan(logo.bottom);
    await expect(cart.right).toBeLessThanOrEqual(canvasElement.ownerDocument.body.clientWidth);
    await userEvent.click(bell);
    const panel = header.getByRole("dialog", { name: notificationInboxText.heading });
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.body.clientWidth);
  },
};

export const CustomerWithoutFirstName: Story = {
  args: { customer: { firstName: null } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      banner(canvasElement).getByRole("button", { name: text.accountFallback }),
    );
    await expect(args.onAccountClick).toHaveBeenCalledOnce();
  },
};

export const EmptyCart: Story = {
  args: { cart: emptyCartFixture() },
  play: async ({ canvasElement }) => {
    await expect(cartButton(canvasElement, text.myCart)).toHaveTextContent(/^My Cart$/);
  },
};

export const OneItem: Story = {
  args: { cart: oneLine },
  play: async ({ canvasElement, args }) => {
    // One line of 3 units is 1 item (lib/itemCount), with the cart's formatted total.
    const button = cartButton(canvasElement, `My Cart: 1 Item ${oneLine.formattedTotal}`);
    await expect(within(button).getByText("1 Item")).toBeVisible();
    await expect(within(button).getByText(oneLine.formattedTotal)).toBeVisible();

    await userEvent.click(button);
    await expect(args.onCartClick).toHaveBeenCalledOnce();
  },
};

export const SeveralItems: Story = {
  args: { cart: twoLines },
  play: async ({ canvasElement }) => {
    // N counts the cart's lines (2), not the units in them (3), as the drawer and checkout do;
    // the amount is the cart's formatted total, checkout's Total, not the drawer's Sub Total.
    await expect(twoLines.cartItems.some((line) => line.qty > 1)).toBe(true);
    await expect(twoLines.formattedTotal).not.toBe(twoLines.formattedSubTotal);
    const button = cartButton(canvasElement, `My Cart: 2 Items ${twoLines.formattedTotal}`);
    await expect(within(button).getByText("2 Items")).toBeVisible();
    await expect(within(button).getByText(twoLines.formattedTotal)).toBeVisible();
  },
};

export const OnTheSearchPage: Story = {
  args: {
    onSearchPage: true,
    locationLabel: "New York, USA",
    customer: { firstName: "Amina" },
    cart: twoLines,
    searchSlot: searchBoxOnSearchPage,
  },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(header.queryByRole("button", { name: /Delivery location/ })).toBeNull();
    await expect(header.queryByRole("button", { name: /Ethnicity/ })).toBeNull();
    await expect(header.queryByRole("button", { name: "Amina" })).toBeNull();
    await expect(header.getByRole("searchbox")).toHaveValue("paneer");
    await expect(cartButton(canvasElement, /2 Items/)).toBeVisible();
    // The back arrow is for small screens only.
    await expect(header.queryByRole("button", { name: searchBoxText.back })).toBeNull();
  },
};

export const OnTheSearchPageMobile: Story = {
  ...OnTheSearchPage,
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await userEvent.click(header.getByRole("button", { name: searchBoxText.back }));
    await expect(searchHandlers.onBack).toHaveBeenCalled();
    await expect(header.queryByRole("button", { name: /Delivery location/ })).toBeNull();
    await expect(header.queryByRole("button", { name: text.login })).toBeNull();
  },
};

export const Desktop: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { locationLabel: "New York, USA", cart: twoLines },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    const logo = header.getByRole("link", { name: text.homeLabel }).getBoundingClientRect();
    const search = header.getByRole("searchbox").getBoundingClientRect();
    // One row: the search box sits beside the logo.
    await expect(search.top).toBeLessThan(logo.bottom);
    await expect(search.left).toBeGreaterThan(logo.right);
    await expect(header.getByText(text.login)).toBeVisible();
    await expect(header.getByText("Asia (India)")).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { locationLabel: "New York, USA", cart: twoLines },
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    const logo = header.getByRole("link", { name: text.homeLabel }).getBoundingClientRect();
    const cart = cartButton(canvasElement, /2 Items/).getBoundingClientRect();
    const search = header.getByRole("searchbox").getBoundingClientRect();
    const ethnicity = header.getByRole("button", { name: /^Ethnicity:/ }).getBoundingClientRect();
    // The search box takes a row below the logo row, which still holds the cart; the
    // ethnicity flag sits beside the search box.
    await expect(search.top).toBeGreaterThanOrEqual(logo.bottom);
    await expect(cart.top).toBeLessThan(logo.bottom);
    await expect(ethnicity.top).toBeGreaterThanOrEqual(logo.bottom);
    await expect(ethnicity.right).toBeLessThan(search.left);
    // Compact controls: the mark without the wordmark, icons whose words stay in their names.
    await expect(header.getByText(text.wordmark)).not.toBeVisible();
    await expect(header.getByRole("button", { name: text.login })).toBeVisible();
    await expectVisuallyHidden(header.getByText(text.login));
    await expect(header.getByText("New York, USA")).toBeVisible();
  },
};

/** Only TabOrderDesktop uses it, so nothing else can have called it. */
const tabbedSearchActivated = fn();
const tabbedSearchBox = (
  <SearchBox
    query=""
    onSearchPage={false}
    {...searchHandlers}
    onActivateOffSearchPage={tabbedSearchActivated}
  />
);

/** Tab from the page's start: each control takes focus in turn. */
async function expectTabOrder(canvasElement: HTMLElement, controls: HTMLElement[]) {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
  for (const control of controls) {
    await userEvent.tab();
    await expect(control).toHaveFocus();
  }
}

function headerControls(canvasElement: HTMLElement) {
  const header = banner(canvasElement);
  return {
    logo: header.getByRole("link", { name: text.homeLabel }),
    location: header.getByRole("button", { name: /^Delivery location/ }),
    ethnicity: header.getByRole("button", { name: /^Ethnicity:/ }),
    search: header.getByRole("searchbox", { name: searchBoxText.label }),
    login: header.getByRole("button", { name: text.login }),
    cart: cartButton(canvasElement, /^My Cart/),
  };
}

export const TabOrderDesktop: Story = {
  tags: ["behaviour"],
  // Every control in the order it is seen; Tab passes the search box without opening /search.
  // (The phone's row-by-row order comes from CSS reading-flow, which only a real Tab follows:
  // tests/e2e/keyboard.spec.ts checks it.)
  parameters: { chromatic: behaviourOnly },
  args: { locationLabel: "New York, USA", cart: twoLines, searchSlot: tabbedSearchBox },
  play: async ({ canvasElement, args }) => {
    const { logo, location, ethnicity, search, login, cart } = headerControls(canvasElement);
    await expectTabOrder(canvasElement, [logo, location, ethnicity, search, login, cart]);
    await expect(tabbedSearchActivated).not.toHaveBeenCalled();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard("{Enter}");
    await expect(args.onLoginClick).toHaveBeenCalledOnce();
  },
};

export const SmallMobileKeepsOneLogoRow: Story = {
  args: {
    locationLabel: "Massachusetts, USA",
    customer: { firstName: "Amina" },
    cart: twoLines,
  },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: smallMobile,
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    const logo = header.getByRole("link", { name: text.homeLabel }).getBoundingClientRect();
    const cart = cartButton(canvasElement, /2 Items/).getBoundingClientRect();
    const location = header
      .getByRole("button", { name: `${text.locationPrefix} Massachusetts, USA` })
      .getBoundingClientRect();
    const placeName = header.getByText("Massachusetts, USA").getBoundingClientRect();
    // A long place name is cut short rather than pushing the cart onto another line, and
    // still has room to be read.
    await expect(cart.top).toBeLessThan(logo.bottom);
    await expect(location.top).toBeLessThan(logo.bottom);
    await expect(placeName.width).toBeGreaterThan(60);
    await expect(cart.right).toBeLessThanOrEqual(canvasElement.ownerDocument.body.clientWidth);
  },
};
