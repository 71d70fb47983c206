import { catalogKeys, useHomePage, useRefetchOn } from "@/api/queries/catalog";
import { useEthnicityFilter } from "@/app/preferences";
import { HomeLayout } from "@/components/HomeLayout/HomeLayout";
import { PromotionBanners } from "@/components/PromotionBanners/PromotionBanners";
import { ShowcaseSection } from "@/components/ShowcaseSection/ShowcaseSection";
import { TopCategories } from "@/components/TopCategories/TopCategories";
import { ProductCardContainer } from "./shared/ProductCardContainer";

/**
 * Spec section 2 "Home". Choosing an ethnicity changes the query key, so the home page loads
 * again for it; a new location (page-updated) changes every catalogue answer, so all of them go
 * stale and the ones on screen refetch.
 */
export function HomeRoute() {
  const ethnicity = useEthnicityFilter();
  const home = useHomePage(ethnicity.id, { enabled: ethnicity.ready });
  useRefetchOn(["page-updated"], catalogKeys.all);

  const data = home.data;
  return (
    <HomeLayout loading={home.isPending}>
      {data ? (
        <>
          <PromotionBanners banners={data.promotionBanners} />
          <TopCategories subCategories={data.highlightSubCategories} />
          {data.showcaseSubCategories
            .filter((showcase) => showcase.products.length > 0)
            .map((showcase) => (
              <ShowcaseSection key={showcase.id} id={showcase.id} name={showcase.name}>
                {showcase.products.map((product) => (
                  <ProductCardContainer key={product.id} product={product} />
                ))}
              </ShowcaseSection>
            ))}
        </>
      ) : null}
    </HomeLayout>
  );
}
