import { useParams } from "react-router-dom";
import { ApiError } from "@/api/client";
import { catalogKeys, useProduct, useRefetchOn, useSimilarProducts } from "@/api/queries/catalog";
import type { Product } from "@/api/types";
import { shareLink } from "@/app/shareLink";
import { pageMetaText } from "@/app/meta/pageMeta.text";
import { absoluteAddress } from "@/app/meta/siteOrigin";
import { StoreMeta } from "@/app/meta/StoreMeta";
import { breadcrumbData, productData } from "@/app/meta/structuredData";
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
import { productNotFoundText } from "@/components/ProductNotFound/ProductNotFound.text";
import { ShareButton } from "@/components/ShareButton/ShareButton";
import { idFromParam, paths } from "@/lib/paths";
import { ProductCardContainer } from "./shared/ProductCardContainer";
import { useProductCartActions } from "./shared/useProductCartActions";

const TITLE_ID = "product-detail-title";

/** docs/product.md § Product detail, /products/{id}/detail. An id that is not a positive whole number names nothing. */
export function ProductDetailRoute() {
  const id = idFromParam(useParams().id);
  if (id === null) return <MissingProductPage />;
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
    return <MissingProductPage />;
  }
  return <PageError homeHref={paths.home()} onRetry={() => void product.refetch()} />;
}

function LoadedProduct({ product: loaded }: { product: Product }) {
  const { product, busy, onQuantityChange, onNotify, onStopNotifying } =
    useProductCartActions(loaded);
  const subCategoryId = product.subCategories[0]?.id;
  const trail = productBreadcrumbs(product);
  const named = pageMetaText.sizedName(product.name, product.weight);

  return (
    <article aria-labelledby={TITLE_ID} className="flex flex-col gap-8">
      <StoreMeta
        title={pageMetaText.productTitle(named, product.formattedPrice)}
        description={pageMetaText.productDescription(named, product.formattedPrice)}
        path={paths.productDetail(product.id)}
        image={product.fileResponse?.fullUrl}
        kind="product"
        structuredData={[productData(product), breadcrumbData([...trail, { label: product.name }])]}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Breadcrumbs items={trail} />
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

/** A product id that names nothing: said so, and kept out of search results. */
function MissingProductPage() {
  return (
    <>
      <StoreMeta title={productNotFoundText.title} noindex />
      <ProductNotFound homeHref={paths.home()} />
    </>
  );
}

/** The system share sheet where there is one (docs/product.md § Data the screens show: shareText), else the link copied. */
function shareProduct(product: Product) {
  const url = absoluteAddress(paths.productDetail(product.id));
  return shareLink({ title: product.name, text: product.shareText, url });
}
