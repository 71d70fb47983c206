import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Link, Route, Routes } from "react-router-dom";

/**
 * The reference the store is measured against (npm run bench:lighthouse): the same React, React
 * Router and TanStack Query, one route that loads a small JSON answer and lists it. Whatever the
 * store costs beyond this page is the store's own.
 */
interface Item {
  id: number;
  name: string;
}

function ItemList() {
  const items = useQuery({
    queryKey: ["items"],
    queryFn: async (): Promise<Item[]> => (await fetch("/items.json")).json() as Promise<Item[]>,
  });
  if (items.isPending) return <p>Loading…</p>;
  if (items.isError) return <p>The list could not be loaded.</p>;
  return (
    <ul>
      {items.data.map((item) => (
        <li key={item.id}>
          {/* Tall enough a touch target, so the reference scores what a usable page scores. */}
          <Link to={`/items/${item.id}`} style={{ display: "block", padding: "12px 0" }}>
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function BarePage() {
  return (
    <main>
      <h1>Groceries</h1>
      <ItemList />
    </main>
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks the #root element");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<BarePage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
