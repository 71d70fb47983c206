import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
} from "@storybook/addon-docs/blocks";
import { ComponentWords } from "./ComponentWords";

/** Storybook's autodocs page with the component's words between its props and its stories. */
export default function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <ComponentWords />
      <Stories />
    </>
  );
}
