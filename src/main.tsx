import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { createQueryClient } from "./app/queryClient";
import { preloadScreen } from "./app/routes";
import {
  canTakeOverDrawnPage,
  pageAudience,
  signedInAsCustomer,
  takeOverDrawnPage,
} from "./app/shell/drawnPage";
import { hydratePageQueries } from "./app/shell/pageQueries";
import { copyStoredValuesToCookies, getSession } from "./lib/storage";
import "./styles.css";

/** `VITE_API_MOCKING=true` serves the whole app from the MSW handlers that Storybook uses. */
async function startMockApiWhenAsked() {
  if (import.meta.env.VITE_API_MOCKING !== "true") return;
  const { startMockWorker } = await import("./mocks/browser");
  await startMockWorker();
}

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html lacks the #root element");

copyStoredValuesToCookies();
const queryClient = createQueryClient();
// A page the server drew carries the answers it was drawn from; with them and the screen's code at
// hand, the app's first render draws the same page and takes over its elements (hydrates them)
// instead of drawing the page again.
hydratePageQueries(queryClient, document);

/** The page the server drew, in the frame's inert container (shared/webBuild.ts); null for the frame. */
const drawnPage = document.getElementById("page-queries")
  ? rootElement.querySelector<HTMLElement>(":scope > [inert]")
  : null;

void Promise.all([
  startMockApiWhenAsked(),
  preloadScreen(window.location.pathname, signedInAsCustomer()),
]).then(() => {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  const { pathname, search } = window.location;
  if (!drawnPage || !canTakeOverDrawnPage(pathname, search)) {
    const root = createRoot(rootElement);
    startTransition(() => root.render(app));
    return;
  }
  takeOverDrawnPage({
    // Without a session there is no cart: a shared page's cards are already this visitor's.
    drawnForNobody: pageAudience(pathname) === "everyone" && getSession() !== null,
    onTakenOver: () => drawnPage.removeAttribute("inert"),
  });
  // In a transition, React takes the page over in small pieces, and the browser responds between them.
  startTransition(() => {
    hydrateRoot(drawnPage, app);
  });
});
