import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
}

export type RenderLink = (props: LinkProps) => ReactNode;

const renderAnchor: RenderLink = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
);

/**
 * Components link with <Link href>, never with the router: the app supplies its router link here,
 * so every component stays renderable on its own (Storybook, tests) with a plain anchor.
 */
const RenderLinkContext = createContext<RenderLink>(renderAnchor);

export const LinkRenderProvider = RenderLinkContext.Provider;

export function Link(props: LinkProps) {
  const renderLink = useContext(RenderLinkContext);
  return renderLink(props);
}
