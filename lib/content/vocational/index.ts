export * from "./types";
export * from "./interests";
export * from "./personality";
export * from "./intelligences";
export * from "./work-values";
export * from "./choices";
export * from "./sections";
export * from "./scoring";
