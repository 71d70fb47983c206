import { setApiTransport } from "../src/api/client";

let currentStory = 0;

const never = () => new Promise<never>(() => undefined);

/**
 * Story files share one page, so a request a story left running (a loading state that never
 * answers, a send that fails after the story has passed, a request the client times out 30 s
 * later) would settle inside a later story and show its toast there. Each story's requests go
 * through a transport of its own, and once the next story begins, whatever they answer is left
 * unanswered, as when a shopper leaves the page.
 */
export function leaveLateAnswersUnanswered() {
  currentStory += 1;
  const story = currentStory;
  setApiTransport((request) =>
    globalThis.fetch(request).then(
      (response) => (story === currentStory ? response : never()),
      (error: unknown) => (story === currentStory ? Promise.reject(error) : never()),
    ),
  );
}
