// Convenience barrel. In client components prefer the file itself ("@/components/ui/button"), so a
// page that needs a button does not also pull in, say, the phone widget and its metadata.
export * from "./alert";
export * from "./badge";
export * from "./button";
export * from "./card";
export * from "./checkbox";
export * from "./dialog";
export * from "./field";
export * from "./full-screen-loader";
export * from "./input";
export * from "./phone-input";
export * from "./select";
export * from "./skeleton";
export * from "./spinner";
export * from "./tabs";
export * from "./visually-hidden";
