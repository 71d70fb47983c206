import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { createQueryClient } from "./app/queryClient";
import { preloadScreen } from "./app/routes";
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
// A page the server rendered carries the answers it was drawn from; with them and the screen's
// code at hand, the app's first render draws the same page, so replacing it shows no change.
hydratePageQueries(queryClient, document);

void Promise.all([
  startMockApiWhenAsked(),
  preloadScreen(window.location.pathname, signedInAsCustomer()),
]).then(() => {
  const root = createRoot(rootElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
