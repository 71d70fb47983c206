import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { ApiError } from "@/api/client";
import { catalogKeys, useProduct, useRefetchOn, useSimilarProducts } from "@/api/queries/catalog";
import type { Product } from "@/api/types";
import { absoluteUrl, shareLink } from "@/app/shareLink";
import { Breadcrumbs } from "@/components/Breadcrumbs/Breadcrumbs";
import { productBreadcrumbs } from "@/components/Breadcrumbs/productBreadcrumbs";
import { PageError } from "@/components/PageError/PageError";
import { ProductAccordions } from "@/components/ProductAccordions/ProductAccordions";
import { ProductDetail } from "@/components/ProductDetail/ProductDetail";
import { ProductDetailSimilarProducts } from "@/components/ProductDetail/ProductDetailSimilarProducts";
import { ProductDetailSkeleton } from "@/components/ProductDetail/ProductDetailSkeleton";
import { galleryImagesOf, ProductGallery } from "@/components/ProductGallery/ProductGallery";
import { ProductInfoTable } from "@/components/ProductInfoTable/ProductInfoTable";
import { ProductNotFound } from "@/components/ProductNotFound/ProductNotFound";
import { ShareButton } from "@/components/ShareButton/ShareButton";
import { idFromParam, paths } from "@/lib/paths";
import { ProductCardContainer } from "./shared/ProductCardContainer";
import { useProductCartActions } from "./shared/useProductCartActions";

const TITLE_ID = "product-detail-title";

/** docs/product.md § Product detail, /products/{id}/detail. An id that is not a positive whole number names nothing. */
export function ProductDetailRoute() {
  const id = idFromParam(useParams().id);
  if (id === null) return <ProductNotFound homeHref={paths.home()} />;
  // A new id is a new page: nothing of the previous product's state carries over.
  return <ProductDetailPage key={id} id={id} />;
}

function ProductDetailPage({ id }: { id: number }) {
  const product = useProduct(id);
  // docs/product.md § Product detail: the page reloads the product on the custom refresh event.
  useRefetchOn(["refresh"], catalogKeys.product(id));

  // A refetch that fails keeps the product on screen: only a first load shows the failure.
  if (product.data) return <LoadedProduct product={product.data} />;
  if (product.isPending) return <ProductDetailSkeleton />;
  if (product.error instanceof ApiError && product.error.status === 404) {
    return <ProductNotFound homeHref={paths.home()} />;
  }
  return <PageError homeHref={paths.home()} onRetry={() => void product.refetch()} />;
}

function LoadedProduct({ product: loaded }: { product: Product }) {
  const { product, busy, onQuantityChange, onNotify, onStopNotifying } =
    useProductCartActions(loaded);
  useDocumentTitle(product.name);
  const subCategoryId = product.subCategories[0]?.id;

  return (
    <article aria-labelledby={TITLE_ID} className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Breadcrumbs items={productBreadcrumbs(product)} />
        <ShareButton itemName={product.name} onShare={() => void shareProduct(product)} />
      </div>
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery name={product.name} images={galleryImagesOf(product)} />
        <div className="flex min-w-0 flex-col gap-6">
          <ProductDetail
            product={product}
            titleId={TITLE_ID}
            busy={busy}
            onQuantityChange={onQuantityChange}
            onNotify={onNotify}
            onStopNotifying={onStopNotifying}
          />
          <ProductInfoTable rows={product.table} />
          <ProductAccordions rows={product.table} />
        </div>
      </div>
      {subCategoryId === undefined ? null : (
        <SimilarProducts subCategoryId={subCategoryId} productId={product.id} />
      )}
    </article>
  );
}

/** Other products of the sub-category; left out while loading, when empty and when it fails. */
function SimilarProducts({
  subCategoryId,
  productId,
}: {
  subCategoryId: number;
  productId: number;
}) {
  const similar = useSimilarProducts(subCategoryId);

  const others = similar.data?.filter((product) => product.id !== productId) ?? [];
  if (others.length === 0) return null;
  return (
    <ProductDetailSimilarProducts seeAllHref={paths.categoryProducts(subCategoryId)}>
      {others.map((product) => (
        <ProductCardContainer key={product.id} product={product} />
      ))}
    </ProductDetailSimilarProducts>
  );
}

/** The tab shows the product's name while its page is open, and the previous title after. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The system share sheet where there is one (docs/product.md § Data the screens show: shareText), else the link copied. */
function shareProduct(product: Product) {
  const url = absoluteUrl(paths.productDetail(product.id));
  return shareLink({ title: product.name, text: product.shareText, url });
}
