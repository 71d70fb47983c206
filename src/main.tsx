import { nextTask } from "./lib/nextTask";
import { copyStoredValuesToCookies } from "./lib/storage";
import "./styles.css";

/** `VITE_API_MOCKING=true` serves the whole app from the MSW handlers that Storybook uses. */
async function startMockApiWhenAsked() {
  if (import.meta.env.VITE_API_MOCKING !== "true") return;
  const { startMockWorker } = await import("./mocks/browser");
  await startMockWorker();
}

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html lacks the #root element");

/**
 * The app starts in steps, each in a task of its own, so that the page the server drew answers
 * taps and scrolls between them: the first read of the browser's storage and cookies, React's own
 * code, and the app's code, then the app itself. Run in one task, evaluating the code alone was
 * the longest task of a phone's start (docs/performance.md). Each step's code is a chunk of its
 * own (vite.config.ts, `startStages`), fetched with the page.
 */
async function start(root: HTMLElement) {
  await startMockApiWhenAsked();
  copyStoredValuesToCookies();
  await nextTask();
  const reactDom = await import("react-dom/client");
  await nextTask();
  const { startApp } = await import("./app/startApp");
  await nextTask();
  await startApp(root, reactDom);
}

start(rootElement).catch((error: unknown) => {
  console.error("Starting the app failed", error);
  // Its code did not all arrive: public/start-app.js, which also hears the entry's own failure,
  // lifts the page the server drew out of its inert container.
  window.dispatchEvent(new Event("app-start-failed"));
});
