import { useState } from "react";
import { useCategories, useRequestMissingProduct } from "@/api/queries/catalog";
import { notify } from "@/app/toast";
import { CategoryDirectory } from "@/components/CategoryDirectory/CategoryDirectory";
import { MissingProduct } from "@/components/MissingProduct/MissingProduct";
import type { MissingProductRequest } from "@/components/MissingProductForm/MissingProductForm";
import { StoreMeta } from "@/app/meta/StoreMeta";
import { pageMetaText } from "@/app/meta/pageMeta.text";
import { categoryDirectoryText } from "@/components/CategoryDirectory/CategoryDirectory.text";
import { paths } from "@/lib/paths";
import { missingProductFailureMessage, missingProductMessages } from "./categoryMessages";

/** docs/product.md § All categories, with the 'Something’s Missing?' request form. */
export function CategoriesRoute() {
  const categories = useCategories();
  const requestProduct = useRequestMissingProduct();
  const [requestOpen, setRequestOpen] = useState(false);

  function sendRequest(request: MissingProductRequest) {
    requestProduct.mutate(request, {
      onSuccess: () => {
        setRequestOpen(false);
        notify.success(missingProductMessages.sent);
      },
      // The dialog stays open with what was typed, so the shopper can try again.
      onError: (error) => notify.error(missingProductFailureMessage(error)),
    });
  }

  return (
    <div className="flex flex-col gap-12">
      <StoreMeta
        title={categoryDirectoryText.title}
        description={pageMetaText.categoriesDescription}
        path={paths.categories()}
      />
      <CategoryDirectory categories={categories.data ?? []} loading={categories.isPending} />
      <MissingProduct
        open={requestOpen}
        onOpenChange={setRequestOpen}
        onSubmit={sendRequest}
        submitting={requestProduct.isPending}
      />
    </div>
  );
}
