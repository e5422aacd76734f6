import type { IncomingMessage, ServerResponse } from "node:http";

export declare const NOT_FOUND_PROBE_PATH: string;
export declare function isPageLoad(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean;
export declare function isErrorShell(body: Buffer, encoding: string | number | string[] | null | undefined): boolean;
export declare function sendNotFoundPage(
  res: ServerResponse,
  rendered: { status: number; headers: Headers; body: Buffer },
  send: (body: Buffer) => void,
): void;
export declare function handleWithRendered404(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  renderNotFound: () => Promise<{ status: number; headers: Headers; body: Buffer }>,
): unknown;
export declare function renderNotFoundPage(options: {
  origin: string;
  secret: string;
  pathname: string;
  cookie?: string;
  forwardedProto?: string;
}): Promise<{ status: number; headers: Headers; body: Buffer }>;
