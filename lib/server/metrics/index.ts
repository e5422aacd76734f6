import "server-only";

export { recordServerEvent, type ServerEventOptions } from "./record";
