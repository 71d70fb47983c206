import { startTransition, StrictMode } from "react";
import type { createRoot, hydrateRoot } from "react-dom/client";
import { getSession } from "@/lib/storage";
import { nextTask } from "@/lib/nextTask";
import { App } from "./App";
import { createQueryClient } from "./queryClient";
import { preloadScreen } from "./routes";
import {
  canTakeOverDrawnPage,
  pageAudience,
  signedInAsCustomer,
  takeOverDrawnPage,
} from "./shell/drawnPage";
import { hydratePageQueries } from "./shell/pageQueries";
import { DEFAULT_LOCALE } from "@/i18n/locales";
import { documentLocale, showDocumentIn } from "./language/documentLanguage";
import { enterLanguage } from "./language/enterLanguage";

/**
 * The app's first render speaks the language the page was drawn in, so it takes the page over
 * word for word. A catalogue that fails to load leaves English, which the app then draws afresh.
 */
async function startInDocumentLanguage(): Promise<void> {
  try {
    await enterLanguage(documentLocale(), { waitForFonts: false });
  } catch (error) {
    console.error("Loading the language failed", error);
    showDocumentIn(DEFAULT_LOCALE);
  }
}

export interface ReactDomClient {
  createRoot: typeof createRoot;
  hydrateRoot: typeof hydrateRoot;
}

/**
 * Starts the app in `rootElement`: takes over the page the server drew there, or draws the page
 * when there is none (the built frame) or it cannot be taken over.
 */
export async function startApp(rootElement: HTMLElement, reactDom: ReactDomClient): Promise<void> {
  await startInDocumentLanguage();
  const queryClient = createQueryClient();
  // A page the server drew carries the answers it was drawn from; with them and the screen's code
  // at hand, the app's first render draws the same page and takes over its elements (hydrates
  // them) instead of drawing the page again.
  hydratePageQueries(queryClient, document);
  await nextTask();
  await preloadScreen(window.location.pathname, signedInAsCustomer());

  /** The page the server drew, in the frame's inert container (shared/webBuild.ts); null for the frame. */
  const drawnPage = document.getElementById("page-queries")
    ? rootElement.querySelector<HTMLElement>(":scope > [inert]")
    : null;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  const { pathname, search } = window.location;
  if (!drawnPage || !canTakeOverDrawnPage(pathname, search)) {
    const root = reactDom.createRoot(rootElement);
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
    reactDom.hydrateRoot(drawnPage, app);
  });
}
