import { expect, test, type Page } from "@playwright/test";

const LOGIN_REQUIRED = "Please login to access this page";

async function signIn(page: Page, isGuestUser: boolean) {
  await page.addInitScript((guest) => {
    localStorage.setItem("auth_token", "smoke-token");
    localStorage.setItem(
      "auth_user",
      JSON.stringify({
        id: 7,
        firstName: "Amina",
        email: null,
        phone: "+15555550123",
        isGuestUser: guest,
      }),
    );
  }, isGuestUser);
}

test("a protected route sends a visitor without a session home with the login toast", async ({
  page,
}) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("alert").filter({ hasText: LOGIN_REQUIRED })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
});

test("a guest is sent home from every protected route", async ({ page }) => {
  await signIn(page, true);
  await page.goto("/my-orders?tab=Pendings&subTab=All");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("alert").filter({ hasText: LOGIN_REQUIRED })).toBeVisible();
});

test("a signed-in customer reaches a protected route", async ({ page }) => {
  await signIn(page, false);
  await page.goto("/setting");
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByText(LOGIN_REQUIRED)).toHaveCount(0);
});

test("an unknown path lands on the home page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
});

test("public routes render without a session", async ({ page }) => {
  await page.goto("/categories");
  await expect(page.getByRole("heading", { name: "All categories" })).toBeVisible();
});
