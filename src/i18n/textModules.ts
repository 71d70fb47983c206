/**
 * Every module that defines words (`*.text.ts`, `*Messages.ts`, `*Toasts.ts`), loaded so that
 * `textEntries()` lists them all: the catalogue check's and the translators' list of keys.
 */
const modules = import.meta.glob([
  "/src/**/*.text.ts",
  "/src/**/*Messages.ts",
  "/src/**/*Toasts.ts",
]);

export async function loadTextModules(): Promise<void> {
  await Promise.all(Object.values(modules).map((load) => load()));
}
