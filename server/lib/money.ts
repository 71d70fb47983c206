/**
 * Money is integer cents in the database; answers carry dollars and the strings the UI shows.
 * The rules live in shared/pricing, which the web app's mocks use too; the server's modules take
 * them from here.
 */
export { discountPercent, formatCents, formatUnitPrice } from "../../shared/pricing";
