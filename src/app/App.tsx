import { BrowserRouter } from "react-router-dom";
import { AppProviders } from "./providers";
import { createQueryClient } from "./queryClient";
import { AppRoutes } from "./routes";

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
