import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
} from "@storybook/addon-docs/blocks";
import { BEHAVIOUR_TAG } from "../../stories/support/chromatic";
import { AXE_BY_HAND } from "./axeByHand";
import { ComponentWords } from "./ComponentWords";

/**
 * Storybook draws a framed story (`docs.story.inline: false`, stories/support/docsFrames.ts) from
 * PREVIEW_URL. With `embed=true` its play does not run, as an inline story's does not on a Docs
 * page: the page shows each story as its args draw it, and frames that played side by side would
 * fight over focus. A story plays when it is opened; the States pages show states after their play.
 */
(globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = `iframe.html?embed=true&${AXE_BY_HAND}`;

/**
 * Storybook's autodocs page with the component's words between its props and its stories. The
 * stories that only test behaviour are left out, as on the States pages: each ends looking like a
 * state shown already, and their plays, run side by side in the page's frames, would fight over
 * focus and storage. The sidebar lists them.
 */
export default function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <ComponentWords />
      <Stories filter={(story) => !story.tags.includes(BEHAVIOUR_TAG)} />
    </>
  );
}
