// The languages live in shared/ because the server reads the language cookie too (server/http/pages.ts).
export * from "../../shared/locales";
