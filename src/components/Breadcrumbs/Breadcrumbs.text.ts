/** docs/product.md § Product detail: Home / parent category / sub-category. */
export const breadcrumbsText = {
  label: "Breadcrumb",
  home: "Home",
};
