import type { Decorator } from "@storybook/react-vite";

/** A product card at the width it has in a desktop grid. */
export const cardWidth: Decorator = (Story) => (
  <div className="w-52">
    <Story />
  </div>
);
