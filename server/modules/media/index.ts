export { mediaRoutes, type MediaRoutesOptions } from "./routes";
export { renderDeliverableAreasPage, type DeliveryArea } from "./pages";
export {
  escapeXml,
  renderBannerSvg,
  renderCategorySvg,
  renderInitialsSvg,
  renderFlagSvg,
  renderProductSvg,
  renderTagSvg,
  wrapText,
} from "./svg";
