import { addons } from "storybook/manager-api";

addons.setConfig({
  layoutCustomisations: {
    /**
     * A panel sized to nothing (full screen, or `panel=false` in the URL) is not drawn at all.
     * Storybook would keep drawing it, unseen, at zero size: the Controls, Actions and
     * Interactions panels re-rendered for each step a play took, about half the processor time
     * of showing a story (docs/testing.md § The static Storybook). Showing the panel again
     * (`Alt+A`, or the menu) gives it its size back, and with it the panel.
     */
    showPanel: ({ layout }, shown) => {
      const size =
        layout.panelPosition === "right" ? layout.rightPanelWidth : layout.bottomPanelHeight;
      return size > 0 && shown;
    },
  },
});
