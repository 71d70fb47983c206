import { DocumentHead, type DocumentHeadProps } from "@/components/DocumentHead/DocumentHead";
import { headerText } from "@/components/Header/Header.text";
import { pageMetaText as text } from "./pageMeta.text";
import { absoluteAddress } from "./siteOrigin";

export interface StoreMetaProps extends Pick<
  DocumentHeadProps,
  "kind" | "noindex" | "structuredData"
> {
  /** The page's own title, which the store's name follows; without one, the store's title. */
  title?: string;
  /** Without one, the store's. */
  description?: string;
  /** The app path that names the page (no tracking or view parameters): its canonical address. */
  path?: string;
  /** The image a shared link previews: an app path or an absolute address. */
  image?: string | null;
}

/** A page's head in the store's words, with its addresses made absolute (docs/seo.md). */
export function StoreMeta({ title, description, path, image, ...rest }: StoreMetaProps) {
  return (
    <DocumentHead
      title={title === undefined ? text.homeTitle : text.titled(title)}
      description={description ?? text.storeDescription}
      url={path === undefined ? undefined : absoluteAddress(path)}
      image={image ? absoluteAddress(image) : undefined}
      siteName={headerText.wordmark}
      {...rest}
    />
  );
}

/** The head of a page only its customer sees: its title, and kept out of search results. */
export function PrivatePageMeta({ title }: { title: string }) {
  return <StoreMeta title={title} noindex />;
}
