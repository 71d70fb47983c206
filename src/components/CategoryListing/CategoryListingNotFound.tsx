import { FolderX } from "lucide-react";
import { Button } from "../ui/Button";
import { Link } from "../ui/Link";
import { categoryListingText as text } from "./CategoryListing.text";

/** An unknown category id: 'Category not found' and the way home. */
export function CategoryListingNotFound({ homeHref }: { homeHref: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <FolderX aria-hidden className="size-12 text-gray-400" />
      <h1 className="text-2xl font-semibold">{text.notFound}</h1>
      <p className="text-gray-600">{text.notFoundHint}</p>
      <Button asChild>
        <Link href={homeHref}>{text.home}</Link>
      </Button>
    </section>
  );
}
