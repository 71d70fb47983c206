import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { createQueryClient } from "./app/queryClient";
import { preloadScreen } from "./app/routes";
import { canTakeOverSharedPage, pageAudience, takeOverDrawnPage } from "./app/shell/drawnPage";
import { hydratePageQueries } from "./app/shell/pageQueries";
import { copyStoredValuesToCookies, getSession } from "./lib/storage";
import "./styles.css";

/** `VITE_API_MOCKING=true` serves the whole app from the MSW handlers that Storybook uses. */
async function startMockApiWhenAsked() {
  if (import.meta.env.VITE_API_MOCKING !== "true") return;
  const { startMockWorker } = await import("./mocks/browser");
  await startMockWorker();
}

/** As the app's session will say (src/app/session.tsx): a customer's, not a guest's. */
function signedInAsCustomer(): boolean {
  const user = getSession()?.user;
  return Boolean(user && !user.isGuestUser);
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
  // Only a page drawn for everyone is taken over. A customer's page is drawn again: its order map
  // places its pins from the size it measures in the browser, which the drawn copy cannot know.
  const shared = pageAudience(pathname) === "everyone";
  if (!drawnPage || !shared || !canTakeOverSharedPage(pathname, search)) {
    const root = createRoot(rootElement);
    startTransition(() => root.render(app));
    return;
  }
  takeOverDrawnPage({
    // Without a session there is no cart: the shared page's cards are already this visitor's.
    drawnForNobody: getSession() !== null,
    onTakenOver: () => drawnPage.removeAttribute("inert"),
  });
  // In a transition, React takes the page over in small pieces, and the browser responds between them.
  startTransition(() => {
    hydrateRoot(drawnPage, app);
  });
});
