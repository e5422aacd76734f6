/**
 * The database schema, one file per domain. A new domain adds its file here and generates a
 * migration with `npm run db:generate -- --name <change>`.
 */
export * from "./catalogue";
export * from "./accounts";
export * from "./notifications";
export * from "./operations";
export * from "./auth";
export * from "./catalogue-activity";
export * from "./fair";
export * from "./membership";
export * from "./vocational";
export * from "./payments";
export * from "./live";
export * from "./metrics";
export * from "./chat";
export * from "./webinars";
export * from "./community";
