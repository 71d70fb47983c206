import { IconGallery, IconItem } from "@storybook/addon-docs/blocks";
import * as appIcons from "./appIcons";

/** The gallery of every lucide icon the app draws, by the name the code imports it by. */
export function AppIcons() {
  const icons = Object.entries(appIcons).sort(([a], [b]) => a.localeCompare(b));
  return (
    <>
      <p>
        The {icons.length} icons of <code>lucide-react</code> that <code>src/</code> imports, drawn
        at 24 px with the default 2 px stroke (most of the app draws them at 16 or 20 px). The list
        is <code>stories/docs/appIcons.ts</code>; <code>tests/unit/appIcons.test.ts</code> fails
        when the app starts or stops using an icon that it does not name.
      </p>
      <IconGallery>
        {icons.map(([name, Icon]) => (
          <IconItem key={name} name={name}>
            <Icon aria-hidden size={24} />
          </IconItem>
        ))}
      </IconGallery>
    </>
  );
}
