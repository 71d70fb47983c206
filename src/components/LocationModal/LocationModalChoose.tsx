import { LoaderCircle, LocateFixed, Search } from "lucide-react";
import { Button } from "../ui/Button";
import { locationModalText as text } from "./LocationModal.text";

interface LocationModalChooseProps {
  detecting: boolean;
  onDetect: () => void;
  onSearch: () => void;
}

/** The first view: detect the location, or open the address search. */
export function LocationModalChoose({ detecting, onDetect, onSearch }: LocationModalChooseProps) {
  return (
    <div className="flex flex-col gap-3">
      <Button
        size="lg"
        variant="outline"
        disabled={detecting}
        aria-busy={detecting}
        onClick={onDetect}
        className="w-full"
      >
        {detecting ? (
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
        ) : (
          <LocateFixed aria-hidden className="size-5" />
        )}
        {detecting ? text.detecting : text.detect}
      </Button>
      <p className="flex items-center gap-3 text-xs text-gray-600 uppercase before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
        {text.or}
      </p>
      {/* Reads as a text field, opens the address search where the typing happens. */}
      <button
        type="button"
        onClick={onSearch}
        className="flex h-12 w-full items-center gap-2 rounded-lg border border-gray-300 bg-gray-50 px-3 text-start text-sm text-gray-700 hover:bg-gray-100"
      >
        <Search aria-hidden className="size-4 text-gray-600" />
        {text.search}
      </button>
    </div>
  );
}
