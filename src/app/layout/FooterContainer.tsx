import { useCategories, usePopularSearches } from "@/api/queries/catalog";
import { useSupportConfigs } from "@/api/queries/support";
import type { SupportConfig, SupportConfigKey } from "@/api/types";
import { Footer } from "@/components/Footer/Footer";

function configValue(configs: SupportConfig[] | undefined, key: SupportConfigKey) {
  return configs?.find((config) => config.key === key)?.value || undefined;
}

/**
 * The footer of every page, wired to popular searches, categories and the configured pages; it
 * appears once they have all answered (or failed).
 */
export function FooterContainer() {
  const popularSearches = usePopularSearches();
  const categories = useCategories();
  const configs = useSupportConfigs();

  // Shown once, whole: filling in its lists one by one would move what is below their
  // placeholders on a page short enough to show the footer (a layout shift after load).
  if (popularSearches.isPending || categories.isPending || configs.isPending) return null;

  return (
    <Footer
      popularSearches={popularSearches.data}
      popularSearchesLoading={popularSearches.isPending}
      categories={categories.data}
      categoriesLoading={categories.isPending}
      pageUrls={{
        about: configValue(configs.data, "ABOUT_PAGE_URL"),
        terms: configValue(configs.data, "TERMS_PAGE_URL"),
        privacy: configValue(configs.data, "PRIVACY_POLICY_PAGE_URL"),
        faq: configValue(configs.data, "FAQS_PAGE_URL"),
      }}
      year={new Date().getFullYear()}
    />
  );
}
