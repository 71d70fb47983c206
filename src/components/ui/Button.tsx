import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentPropsWithRef } from "react";
import { cn } from "@/lib/cn";

// Each look is a variant, not a class passed to beat the button's own: `cn` joins classes and
// does not resolve two that set the same property (src/lib/cn.ts).
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-1.5 whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        outline: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
        /** Ends something the shopper cannot take back (cancel an order, log out). */
        outlineDanger: "border border-danger-700 bg-white text-danger-700 hover:bg-red-50",
        ghost: "text-gray-700 hover:bg-gray-100",
        ghostBrand: "text-brand-700 hover:bg-gray-100",
        /** Removes something (a coupon, a tip, a card). */
        ghostDanger: "text-danger-700 hover:bg-danger-500/10",
        danger: "bg-danger-700 text-white hover:bg-danger-600",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-8",
        iconLg: "size-10",
      },
      shape: { rounded: "rounded-lg", circle: "rounded-full" },
      weight: { semibold: "font-semibold", medium: "font-medium" },
    },
    defaultVariants: { variant: "primary", size: "md", shape: "rounded", weight: "semibold" },
  },
);

export interface ButtonProps
  extends ComponentPropsWithRef<"button">, VariantProps<typeof buttonVariants> {
  /** Renders the child element (e.g. a link) with the button's looks instead of a <button>. */
  asChild?: boolean;
}

/**
 * The store's button. Its looks are variants, never classes passed in: `variant` (primary, outline,
 * ghost, danger, and outlineDanger, ghostBrand, ghostDanger), `size` (sm, md, lg and the square
 * icon and iconLg), `shape` and `weight`. It is `type="button"` unless told otherwise, and
 * `asChild` lends its looks to a link.
 */
export function Button({
  className,
  variant,
  size,
  shape,
  weight,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      className={cn(buttonVariants({ variant, size, shape, weight }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
