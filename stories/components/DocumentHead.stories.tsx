import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { DocumentHead, type DocumentHeadProps } from "@/components/DocumentHead/DocumentHead";

/**
 * DocumentHead draws nothing on the page: React hoists its tags into <head>. Each story shows
 * beside it, as a search result would, the title, address and description it gives, and its play
 * reads them back from the document's head.
 */
function SearchResultPreview(props: DocumentHeadProps) {
  return (
    <div className="max-w-xl font-sans">
      <DocumentHead {...props} />
      <p className="text-sm text-gray-600">{props.url ?? "(no canonical address)"}</p>
      <p className="text-lg text-blue-800">{props.title}</p>
      <p className="text-sm text-gray-700">{props.description}</p>
      {props.noindex ? <p className="text-sm text-red-700">noindex</p> : null}
    </div>
  );
}

const meta = {
  title: "Components/Layout/DocumentHead",
  component: DocumentHead,
  render: (args) => <SearchResultPreview {...args} />,
} satisfies Meta<typeof DocumentHead>;

export default meta;
type Story = StoryObj<typeof meta>;

const head = () => document.head;
const metaContent = (selector: string) =>
  head().querySelector<HTMLMetaElement>(selector)?.getAttribute("content");

export const ProductPage: Story = {
  args: {
    title: "Basmati Rice 5 kg — $12.99 | Storefront",
    description: "Buy Basmati Rice 5 kg for $12.99, delivered to your door.",
    url: "https://shop.example.com/products/42/detail",
    image: "https://shop.example.com/media/products/42.svg",
    kind: "product",
    siteName: "Storefront",
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: "Basmati Rice 5 kg </script><script>alert(1)</script>",
        offers: { "@type": "Offer", price: "12.99", priceCurrency: "USD" },
      },
    ],
  },
  play: async ({ args }) => {
    await waitFor(() => expect(document.title).toBe(args.title));
    await expect(metaContent('meta[name="description"]')).toBe(args.description);
    await expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute("href", args.url);
    await expect(metaContent('meta[property="og:type"]')).toBe("product");
    await expect(metaContent('meta[property="og:image"]')).toBe(args.image);
    await expect(metaContent('meta[name="twitter:card"]')).toBe("summary_large_image");
    await expect(head().querySelector('meta[name="robots"]')).toBeNull();
    // The block stays one script whose text parses back to the product, even with a "</script>".
    const blocks = document.querySelectorAll('script[type="application/ld+json"]');
    await expect(blocks).toHaveLength(1);
    const parsed = JSON.parse(blocks[0]?.textContent ?? "null") as { name: string };
    await expect(parsed.name).toBe("Basmati Rice 5 kg </script><script>alert(1)</script>");
  },
};

export const KeptOutOfSearch: Story = {
  args: {
    title: "Checkout | Storefront",
    url: "https://shop.example.com/checkout",
    noindex: true,
  },
  play: async ({ args }) => {
    await waitFor(() => expect(document.title).toBe(args.title));
    await expect(metaContent('meta[name="robots"]')).toBe("noindex");
    // A page kept out of the index names no canonical page to index instead.
    await expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    await expect(metaContent('meta[name="twitter:card"]')).toBe("summary");
  },
};
