import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  localeDirection,
} from "../src/i18n/locales";
import { enterLanguage } from "../src/app/language/enterLanguage";
import type { Decorator } from "@storybook/react-vite";
import { useState, type ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { AppProviders } from "../src/app/providers";
import { renderRouterLink } from "../src/app/RouterLink";
import { LinkRenderProvider } from "../src/components/ui/Link";
import { createQueryClient } from "../src/app/queryClient";
import type { SessionStatus } from "../src/app/session";
import { clearSession, saveSession } from "../src/lib/storage";
import { authUserFixture, CUSTOMER_TOKEN, GUEST_TOKEN } from "../src/mocks/fixtures";

/** Toolbar switch: review any story as a visitor without a session, a guest or a customer. */
/** The store's language, and with it the direction stories are drawn in (docs/languages.md). */
export const localeToolbar = {
  description: "Language and reading direction",
  toolbar: {
    title: "Language",
    icon: "globe",
    items: LOCALES.map((locale) => ({
      value: locale,
      title: `${LOCALE_NAMES[locale]} (${localeDirection(locale).toUpperCase()})`,
    })),
    dynamicTitle: true,
  },
};

/**
 * Loads the story's language (`parameters.locale` pins one, for the language baselines; else the
 * toolbar's) and its fonts before the story draws, and sets `<html lang dir>` as the app does.
 */
export async function loadStoryLocale({
  globals,
  parameters,
}: {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}): Promise<Record<string, never>> {
  const chosen = parameters.locale ?? globals.locale;
  const locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  await enterLanguage(locale, { waitForFonts: true });
  if (locale !== DEFAULT_LOCALE) await document.fonts.ready;
  return {};
}

export const sessionToolbar = {
  description: "Session state",
  toolbar: {
    title: "Session",
    icon: "user",
    items: [
      { value: "none", title: "No session" },
      { value: "guest", title: "Guest" },
      { value: "customer", title: "Customer" },
    ],
    dynamicTitle: true,
  },
};

/** The tokens the mock API knows, so secured calls in a story answer as for that session. */
function writeSession(status: SessionStatus) {
  if (status === "none") clearSession();
  else if (status === "guest") saveSession(GUEST_TOKEN, authUserFixture({ isGuestUser: true }));
  else saveSession(CUSTOMER_TOKEN, authUserFixture({ isGuestUser: false }));
}

/** Writes the chosen session before the providers read it; a story may pin one with `globals`. */
export const withSession: Decorator = (Story, context) => {
  const status = (context.globals.session ?? "none") as SessionStatus;
  writeSession(status);
  return <Story key={status} />;
};

/** A fresh QueryClient per story, without retries, so error states show at once. */
function StoryProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  return <AppProviders queryClient={queryClient}>{children}</AppProviders>;
}

export const withAppProviders: Decorator = (Story) => (
  <StoryProviders>
    <Story />
  </StoryProviders>
);

/** Stories set `parameters.route` to start at a path; components rendered alone get "/". */
export const withRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? "/";
  return (
    <MemoryRouter initialEntries={[route]}>
      <LinkRenderProvider value={renderRouterLink}>
        <Story />
      </LinkRenderProvider>
    </MemoryRouter>
  );
};
