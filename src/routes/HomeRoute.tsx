import { catalogKeys, useHomePage, useRefetchOn } from "@/api/queries/catalog";
import { useEthnicityFilter } from "@/app/preferences";
import { HomeLayout } from "@/components/HomeLayout/HomeLayout";
import { PromotionBanners } from "@/components/PromotionBanners/PromotionBanners";
import { ShowcaseSection } from "@/components/ShowcaseSection/ShowcaseSection";
import { TopCategories } from "@/components/TopCategories/TopCategories";
import { ProductCardContainer } from "./shared/ProductCardContainer";
import { ShoppingPreferenceNoticeContainer } from "./shared/ShoppingPreferenceNoticeContainer";
import { localCategoryName } from "@/lib/catalogueNames.text";
import { StoreMeta } from "@/app/meta/StoreMeta";
import { organizationData, webSiteData } from "@/app/meta/structuredData";
import { headerText } from "@/components/Header/Header.text";
import { paths } from "@/lib/paths";

/**
 * The showcases drawn with the page; the rest draw their cards as they near the screen, so the
 * first render (and its blocking time) covers what a phone shows, not all 96 cards.
 */
const EAGER_SHOWCASES = 1;

/**
 * docs/product.md § Home. Choosing an ethnicity changes the query key, so the home page loads
 * again for it; a new location (page-updated) changes every catalogue answer, so all of them go
 * stale and the ones on screen refetch.
 */
export function HomeRoute() {
  const ethnicity = useEthnicityFilter();
  const home = useHomePage(ethnicity.id, { enabled: ethnicity.ready });
  useRefetchOn(["page-updated"], catalogKeys.all);

  const data = home.data;
  return (
    <>
      <StoreMeta
        path={paths.home()}
        image={data?.promotionBanners[0]?.fileResponse?.fullUrl}
        structuredData={[organizationData(headerText.wordmark), webSiteData(headerText.wordmark)]}
      />
      <HomeLayout loading={home.isPending}>
        {data ? (
          <>
            <PromotionBanners banners={data.promotionBanners} />
            <ShoppingPreferenceNoticeContainer />
            <TopCategories subCategories={data.highlightSubCategories} />
            {data.showcaseSubCategories
              .filter((showcase) => showcase.products.length > 0)
              .map((showcase, index) => (
                <ShowcaseSection
                  key={showcase.id}
                  id={showcase.id}
                  name={localCategoryName(showcase.name)}
                  deferCards={index >= EAGER_SHOWCASES}
                >
                  {showcase.products.map((product) => (
                    <ProductCardContainer key={product.id} product={product} />
                  ))}
                </ShowcaseSection>
              ))}
          </>
        ) : null}
      </HomeLayout>
    </>
  );
}
