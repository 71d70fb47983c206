import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SafeHtml } from "@/components/SafeHtml/SafeHtml";
import { sanitizeHtml } from "@/components/SafeHtml/sanitizeHtml";
import { behaviourOnly } from "../support/chromatic";

/** Set by the payloads below if one of them ever runs. */
declare global {
  interface Window {
    safeHtmlPwned?: string;
  }
}

const harmless = [
  "<p>Fresh <strong>basmati</strong> and <em>sona masoori</em>.</p>",
  "<ul><li>Pack sizes: 5 kg, 10 lb</li><li>Same-day delivery</li></ul>",
  '<p>Read <a href="https://example.com/rice-guide">our rice guide</a>.</p>',
].join("");

const hostile = [
  "<p>Before</p>",
  "<script>window.safeHtmlPwned = 'script'</script>",
  "<img src=x onerror=\"window.safeHtmlPwned = 'img'\">",
  "<a href=\"javascript:window.safeHtmlPwned = 'link'\">Click me</a>",
  '<a href="JaVaScRiPt&colon;alert(1)">Encoded</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Data link</a>',
  '<iframe src="https://example.com"></iframe>',
  "<style>body { display: none }</style>",
  '<svg onload="window.safeHtmlPwned = \'svg\'"><circle r="10"></circle></svg>',
  '<form action="https://example.com/steal"><input name="card"><button>Pay</button></form>',
  '<object data="https://example.com/x.swf"></object><embed src="https://example.com/x.swf">',
  '<p onclick="window.safeHtmlPwned = \'click\'" style="position:fixed;inset:0" class="fixed" id="main">After</p>',
].join("");

const meta = {
  title: "Components/Layout/SafeHtml",
  component: SafeHtml,
  args: { html: harmless, onNavigate: fn() },
  beforeEach: () => {
    delete window.safeHtmlPwned;
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HarmlessMarkupStays: Story = {
  play: async ({ canvasElement }) => {
    const html = within(canvasElement);
    await expect(canvasElement.querySelector("p strong")).toHaveTextContent("basmati");
    await expect(canvasElement.querySelector("p em")).toHaveTextContent("sona masoori");
    await expect(html.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Pack sizes: 5 kg, 10 lb",
      "Same-day delivery",
    ]);
    const link = html.getByRole("link", { name: "our rice guide" });
    await expect(link).toHaveAttribute("href", "https://example.com/rice-guide");
    // Another site opens in a new tab and cannot reach back to the store.
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const HostileMarkupIsRemoved: Story = {
  args: { html: hostile },
  play: async ({ canvasElement }) => {
    // The SafeHtml box itself: its own classes are the app's, not the description's.
    const root = within(canvasElement).getByText("Before").parentElement;
    if (!root) throw new Error("The description was not rendered");
    for (const selector of [
      "script",
      "img",
      "iframe",
      "style",
      "svg",
      "form",
      "input",
      "button",
      "object",
      "embed",
    ]) {
      await expect(root.querySelector(selector)).toBeNull();
    }
    for (const element of root.querySelectorAll("*")) {
      const names = element.getAttributeNames();
      await expect(names.filter((name) => name.startsWith("on"))).toEqual([]);
      await expect(names).not.toContain("style");
      await expect(names).not.toContain("class");
      await expect(names).not.toContain("id");
    }
    for (const link of root.querySelectorAll("a")) {
      const href = link.getAttribute("href") ?? "";
      await expect(href).not.toMatch(/^\s*(javascript|data):/i);
    }
    // The words of harmless elements are kept; those of dropped ones are not.
    await expect(root).toHaveTextContent("Before");
    await expect(root).toHaveTextContent("After");
    await expect(root).not.toHaveTextContent("display: none");

    // Nothing ran, even after a click on what is left.
    await userEvent.click(within(root).getByText("Click me"));
    await userEvent.click(within(root).getByText("After"));
    await expect(window.safeHtmlPwned).toBeUndefined();
  },
};

export const DataUrlsAreRefused: Story = {
  args: {
    html: '<p><a href="data:image/png;base64,iVBORw0KGgo=">picture</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"></p>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(within(canvasElement).getByText("picture")).not.toHaveAttribute("href");
  },
};

export const LinksWithinTheStoreStayInTheApp: Story = {
  args: {
    html: '<p>See also <a href="/categories/12/products?sortBy=PRICE_LOW">Atta &amp; Flours</a> and <a href="mailto:help@example.com">write to us</a>.</p>',
  },
  play: async ({ canvasElement, args }) => {
    const html = within(canvasElement);
    const internal = html.getByRole("link", { name: "Atta & Flours" });
    await expect(internal).not.toHaveAttribute("target");
    await expect(internal).toHaveAttribute("rel", "noopener noreferrer");
    await userEvent.click(internal);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith("/categories/12/products?sortBy=PRICE_LOW");

    const mail = html.getByRole("link", { name: "write to us" });
    await expect(mail).toHaveAttribute("href", "mailto:help@example.com");
    await expect(mail).not.toHaveAttribute("target");
  },
};

export const TheSharedDomPurifyIsUntouched: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async () => {
    // The link hook lives on a DOMPurify of its own: the shared instance adds no target.
    const { default: sharedPurify } = await import("dompurify");
    sanitizeHtml('<a href="https://example.com">x</a>');
    const shared = sharedPurify.sanitize('<a href="https://example.com">x</a>');
    await expect(shared).toBe('<a href="https://example.com">x</a>');
  },
};
