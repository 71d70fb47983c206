import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { EthnicityDropdown } from "@/components/EthnicityDropdown/EthnicityDropdown";
import { Header } from "@/components/Header/Header";
import { SearchBox } from "@/components/SearchBox/SearchBox";
import { LanguageSwitch } from "@/components/LanguageSwitch/LanguageSwitch";
import { DEFAULT_LOCALE } from "@/i18n/locales";
import { paths, routePatterns } from "@/lib/paths";
import { AppLayout } from "../layout/AppLayout";
import { RouteFallback } from "../layout/RouteFallback";

const nothing = () => undefined;

/**
 * The page frame as a visitor first sees it (header, 'Loading…'), as static HTML. The build writes
 * it into every page (build/routePages.ts), so the store paints at once instead of after its
 * JavaScript; the app replaces it on its first render. Run at build time only, never in the browser.
 */
export function renderAppShell(routePattern: string): string {
  const onSearchPage = routePattern === routePatterns.search;
  const header = (
    <Header
      homeHref={paths.home()}
      onSearchPage={onSearchPage}
      locationLabel={null}
      customer={null}
      cart={null}
      ethnicitySlot={
        <EthnicityDropdown ethnicities={undefined} loading selectedId={null} onSelect={nothing} />
      }
      languageSlot={<LanguageSwitch variant="header" value={DEFAULT_LOCALE} onChange={nothing} />}
      searchSlot={
        <SearchBox
          query=""
          onSearchPage={onSearchPage}
          onSearch={nothing}
          onSubmit={nothing}
          onActivateOffSearchPage={nothing}
          onBack={nothing}
        />
      }
      onLocationClick={nothing}
      onLoginClick={nothing}
      onAccountClick={nothing}
      onCartClick={nothing}
    />
  );
  return renderToString(
    <MemoryRouter>
      <Routes>
        <Route element={<AppLayout header={header} />}>
          <Route path="*" element={<RouteFallback />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}
