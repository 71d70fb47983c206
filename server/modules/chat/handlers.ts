import type { ModuleHandlers } from "../../http/types";

// Placeholder while the module is written: its operations answer 501 until then.
export const chatHandlers: ModuleHandlers<never> = () => ({});
