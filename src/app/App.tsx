import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { AppProviders } from "./providers";
import { createQueryClient } from "./queryClient";
import { appRoutes } from "./routes";

const router = createBrowserRouter(appRoutes);
const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
