import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import "./styles.css";

/** `VITE_API_MOCKING=true` serves the whole app from the MSW handlers that Storybook uses. */
async function startMockApiWhenAsked() {
  if (import.meta.env.VITE_API_MOCKING !== "true") return;
  const { startMockWorker } = await import("./mocks/browser");
  await startMockWorker();
}

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html lacks the #root element");

void startMockApiWhenAsked().then(() => {
  const root = createRoot(rootElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
