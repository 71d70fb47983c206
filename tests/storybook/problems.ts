import type { StorybookEvent } from "./channel";

/** Enough of an error to recognise it: Testing Library appends the whole accessible tree. */
const DETAIL_LINES = 6;

const shorten = (text: string) => text.split("\n").slice(0, DETAIL_LINES).join("\n");

/** What went wrong, in words, from the events a story sent while it rendered and played. */
export function storyProblems(events: StorybookEvent[], pageErrors: string[]): string[] {
  const problems = events.flatMap((event): string[] => {
    switch (event.type) {
      case "playFunctionThrewException":
        return [`the play function failed: ${event.detail}`];
      case "unhandledErrorsWhilePlaying":
        return [`errors went unhandled while it played: ${event.detail}`];
      case "storyThrewException":
        return [`rendering threw: ${event.detail}`];
      case "storyErrored":
        return [`Storybook showed an error: ${event.detail}`];
      case "storyMissing":
        return ["the preview has no such story"];
      case "storyFinished":
        return event.status === "success"
          ? []
          : [`it finished as "${event.status}" (${event.detail})`];
      default:
        return event.phase === "aborted" ? ["its render was aborted"] : [];
    }
  });
  const errored = events.some((event) => event.phase === "errored");
  if (errored && problems.length === 0) problems.push("its render phase went to errored");
  return [...problems, ...pageErrors.map((error) => `the page threw: ${error}`)].map(shorten);
}
