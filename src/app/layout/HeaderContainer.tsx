import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useCart } from "@/api/queries/cart";
import { Header } from "@/components/Header/Header";
import { headerText } from "@/components/Header/Header.text";
import { SearchBox } from "@/components/SearchBox/SearchBox";
import { paths, routePatterns } from "@/lib/paths";
import { EthnicityDropdownContainer } from "./EthnicityDropdownContainer";
import { NotificationInboxContainer } from "./NotificationInboxContainer";
import { LanguageSwitchContainer } from "../language/LanguageSwitchContainer";
import { useOverlays } from "../overlays/overlays";
import { useStoredLocation } from "../preferences";
import { useSession } from "../session";

/** The header of every page, wired to the session, cart, stored location, address and overlays. */
export function HeaderContainer() {
  const { status, user } = useSession();
  const cart = useCart({ enabled: status !== "none" });
  const location = useStoredLocation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const overlays = useOverlays();
  const onSearchPage = pathname === routePatterns.search;

  // Every pause in typing would otherwise add a page to the history while on /search.
  const showResults = (text: string) => navigate(paths.search(text), { replace: onSearchPage });

  return (
    <Header
      homeHref={paths.home()}
      onSearchPage={onSearchPage}
      locationLabel={location ? headerText.locationLabel(location.state, location.country) : null}
      customer={status === "customer" ? user : null}
      cart={cart.data}
      ethnicitySlot={<EthnicityDropdownContainer />}
      languageSlot={<LanguageSwitchContainer variant="header" />}
      notificationsSlot={status === "customer" ? <NotificationInboxContainer /> : null}
      searchSlot={
        <SearchBox
          query={searchParams.get("q") ?? ""}
          onSearchPage={onSearchPage}
          onSearch={(text) => {
            if (text !== "") showResults(text);
            else if (onSearchPage) showResults("");
          }}
          // Enter and the pause search alike: the search page keeps the words in Recent Searches
          // once they find something (routes/SearchRoute), one rule for both.
          onSubmit={showResults}
          onActivateOffSearchPage={() => navigate(paths.search())}
          onBack={() => navigate(paths.home())}
        />
      }
      onLocationClick={() => overlays.open("location")}
      onLoginClick={() => overlays.open("login")}
      onAccountClick={() => overlays.open("account")}
      onCartClick={() => overlays.open("cart")}
    />
  );
}
