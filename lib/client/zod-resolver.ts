// eslint-disable-next-line no-restricted-imports -- this module is the one place that wraps it.
import { zodResolver } from "@hookform/resolvers/zod";
import { config } from "zod";
import { es } from "zod/locales";

// A field without a message of its own in its schema shows zod's Spanish one under it, never the
// English default ("Invalid input: expected string"), as the API's answers do
// (lib/server/http/map-error.ts). Loaded with the forms, not on every page.
config(es());

/** react-hook-form's resolver for a contract's zod schema, with Spanish messages: every form's. */
export { zodResolver };
