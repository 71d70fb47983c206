// The route table lives in shared/ because the server names the same pages (robots.txt, the
// sitemap, links in texts).
export * from "../../shared/paths";
