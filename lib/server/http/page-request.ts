import "server-only";
import { headers } from "next/headers";
import { isLoopbackRequest } from "./peer-address";

/** For a page (server component): whether its request came from this machine (see `isLoopbackRequest`). */
export async function pageRequestVia(): Promise<{ loopback: boolean }> {
  return { loopback: isLoopbackRequest(await headers()) };
}
