import { Link as ReactRouterLink } from "react-router-dom";
import type { RenderLink } from "@/components/ui/Link";

/** The router-aware link the app hands to presentational components through LinkRenderProvider. */
export const renderRouterLink: RenderLink = ({ href, ...props }) => (
  <ReactRouterLink to={href} {...props} />
);
