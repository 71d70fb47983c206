import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check } from "lucide-react";
import { useId, useRef, useState, type FocusEvent } from "react";
import type { Ethnicity } from "@/api/types";
import { ethnicityDropdownText as text } from "./EthnicityDropdown.text";
import { EthnicityDropdownIcon } from "./EthnicityDropdownIcon";
import { EthnicityDropdownTrigger } from "./EthnicityDropdownTrigger";
import { portalContainer } from "../ui/portalContainer";

export interface EthnicityDropdownMenuProps {
  ethnicities: Ethnicity[] | undefined;
  loading: boolean;
  selectedId: number | null;
  onSelect: (ethnicity: Ethnicity) => void;
  className?: string;
  triggerLabel: string;
  triggerIconSrc: string | null | undefined;
  /** Open at once: the shopper asked for the menu before its code had arrived. */
  initiallyOpen: boolean;
  /** The first open came from the keyboard, so focus goes to the first item (menu button pattern). */
  openedWithKeyboard: boolean;
}

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-[disabled]:cursor-default data-[disabled]:text-gray-600 data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold";

/** The Radix menu of ethnicities; loaded on first interest, as it is too heavy for every first visit. */
export function EthnicityDropdownMenu({
  ethnicities,
  loading,
  selectedId,
  onSelect,
  className,
  triggerLabel,
  triggerIconSrc,
  initiallyOpen,
  openedWithKeyboard,
}: EthnicityDropdownMenuProps) {
  const headingId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  // Only the hand-over from the placeholder moves focus, never a later render. Radix learns about
  // keyboard use from keydowns it heard; the one that opened it came earlier.
  const focusFirstItem = useRef(initiallyOpen && openedWithKeyboard);

  // Radix focuses the content when it opens; a keyboard hand-over moves on to the first item.
  const onContentFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !focusFirstItem.current) return;
    focusFirstItem.current = false;
    event.currentTarget
      .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
      ?.focus();
  };

  const showList = !loading && ethnicities !== undefined && ethnicities.length > 0;

  return (
    // Not modal: a header menu need not hide the page from screen readers or trap focus, and
    // the modal variant leaves the focusable trigger inside an aria-hidden region.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <EthnicityDropdownTrigger
          label={triggerLabel}
          iconSrc={triggerIconSrc}
          className={className}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={portalContainer()}>
        <DropdownMenu.Content
          onFocus={onContentFocus}
          align="start"
          sideOffset={6}
          aria-labelledby={headingId}
          aria-busy={loading || undefined}
          className="z-50 max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] w-64 overflow-y-auto rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label id={headingId} className="px-2 py-1.5 text-sm font-semibold">
            {text.heading}
          </DropdownMenu.Label>
          {showList ? (
            <DropdownMenu.RadioGroup value={selectedId === null ? "" : String(selectedId)}>
              {ethnicities.map((ethnicity) => (
                <DropdownMenu.RadioItem
                  key={ethnicity.id}
                  value={String(ethnicity.id)}
                  // onSelect rather than the group's onValueChange: choosing the current one
                  // again still closes the menu and confirms the choice.
                  onSelect={() => onSelect(ethnicity)}
                  className={itemClass}
                >
                  <EthnicityDropdownIcon src={ethnicity.fileResponse?.fullUrl} />
                  <span className="flex-1 truncate">{text.nameOf(ethnicity)}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="size-4 text-brand-700" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          ) : (
            // A disabled item rather than bare text: a menu must hold items to make sense to
            // assistive technology, and this one says why there is nothing to choose.
            <DropdownMenu.Item disabled className={itemClass}>
              {loading ? text.loading : text.empty}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
