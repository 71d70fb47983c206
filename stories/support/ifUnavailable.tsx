import { fn } from "storybook/test";
import type { CartItem, IfUnavailableChoice } from "@/api/types";
import { IfUnavailablePicker } from "@/components/IfUnavailablePicker/IfUnavailablePicker";
import { catalogProducts, findCatalogProduct, productSummaryOf } from "@/mocks/fixtures";
import { replacementsFor } from "@/mocks/handlers/catalogQueries";

/** What the mock catalogue offers to replace a line's product, best match first. */
function similarItemsOf(line: CartItem) {
  const product = findCatalogProduct(line.product.id);
  return product ? replacementsFor(catalogProducts, product).map(productSummaryOf) : [];
}

/** A cart line carrying an "If unavailable" choice; SPECIFIC_ITEM takes the first similar item. */
export function withIfUnavailable(line: CartItem, choice: IfUnavailableChoice): CartItem {
  const replacement = choice === "SPECIFIC_ITEM" ? (similarItemsOf(line)[0] ?? null) : null;
  return { ...line, ifUnavailable: { choice, replacement } };
}

/**
 * The picker a page would wire to the cart, for a component's story: it reads back the line's
 * choice and raises `onChange`; the story's cart does not change.
 */
export function renderStoryPicker(
  onChange: (...args: [IfUnavailableChoice, number?]) => void = fn(),
) {
  function StoryPicker(line: CartItem) {
    if (!line.ifUnavailable) return null;
    return (
      <IfUnavailablePicker
        productName={line.product.name}
        value={line.ifUnavailable}
        candidates={similarItemsOf(line)}
        onShowCandidates={fn()}
        onChange={onChange}
      />
    );
  }
  return StoryPicker;
}
