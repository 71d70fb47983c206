import type { Product } from "@/api/types";
import { paths } from "@/lib/paths";
import type { BreadcrumbItem } from "./Breadcrumbs";
import { breadcrumbsText as text } from "./Breadcrumbs.text";
import { localCategoryName } from "@/lib/catalogueNames.text";

/**
 * docs/product.md § Product detail: Home / parent category / sub-category, from the product's first sub-category.
 * The product's name is the page's heading right below, so the trail ends at its sub-category,
 * which stays a link to that listing. A missing parent or sub-category shortens the trail.
 */
export function productBreadcrumbs(product: Pick<Product, "subCategories">): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ label: text.home, href: paths.home() }];
  const subCategory = product.subCategories[0];
  if (!subCategory) return items;
  if (subCategory.parentId !== null && subCategory.parentName) {
    items.push({
      label: localCategoryName(subCategory.parentName),
      href: paths.categoryProducts(subCategory.parentId),
    });
  }
  items.push({
    label: localCategoryName(subCategory.name),
    href: paths.categoryProducts(subCategory.id),
  });
  return items;
}
