export * from "./dietFilters";
