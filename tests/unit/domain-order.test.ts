import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { checkDomainImport, domainLevels, domainOf, repoRoot } from "@/lib/server/domains.mjs";
import { measure } from "@/scripts/domain-graph.mjs";

/** Lints `code` as if it were the file `filePath` with the project's eslint.config.mjs; the domain-order messages. */
async function domainOrderMessages(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "local/domain-order").map((m) => m.message);
}

describe("the order of the lib/server domains", () => {
  it("has no circles and no import against the order in the source tree", () => {
    const graph = measure();
    expect(graph.circles).toEqual([]);
    expect(graph.violations).toEqual([]);
    expect(graph.undeclared).toEqual([]);
    // The graph is really measured: the adapter uses auth, auth uses membership.
    expect(graph.edges.get("handler")?.has("auth")).toBe(true);
    expect(graph.edges.get("auth")?.has("membership")).toBe(true);
  });

  it("declares every top-level folder and file of lib/server, and this round's planned domains, once", () => {
    const names = domainLevels.flat();
    expect(new Set(names).size).toBe(names.length);
    const present = readdirSync(path.join(repoRoot, "lib/server"))
      .map((entry) => domainOf(entry))
      .filter((d): d is string => d !== null);
    for (const domain of [...present, "webinars", "chat", "community"]) expect(names).toContain(domain);
    expect(domainLevels.at(-1)).toContain("admin");
  });

  it("puts the HTTP adapter above the domains it calls and its error types below them", () => {
    expect(domainOf("handler/handler.ts")).toBe("handler");
    expect(domainOf("http/errors.ts")).toBe("http");
    expect(checkDomainImport("auth", "http")).toBeNull();
    expect(checkDomainImport("auth", "handler")).toMatch(/above it/);
  });

  // ESLint loads the project's config (TypeScript, Next, React plugins) on its first run: seconds on a busy machine.
  it("lets lint fail on an import of a higher domain (value, type, alias or dynamic)", { timeout: 60_000 }, async () => {
    expect(
      await domainOrderMessages(
        "lib/server/membership/fixture.ts",
        'import { loadSessionUser } from "../auth/users";\nexport { loadSessionUser };\n',
      ),
    ).toEqual([expect.stringMatching(/"membership" may not import "auth"/)]);
    expect(
      await domainOrderMessages(
        "lib/server/auth/fixture.ts",
        'import type { SessionUser } from "@/lib/contracts/session";\nimport type { X } from "@/lib/server/family/parents";\nexport type Y = X | SessionUser;\n',
      ),
    ).toEqual([expect.stringMatching(/"auth" may not import "family"/)]);
    expect(
      await domainOrderMessages("lib/server/notifications/fixture.ts", 'export const load = () => import("../admin/users");\n'),
    ).toHaveLength(1);
    expect(await domainOrderMessages("lib/server/rate-limit.ts", 'export { handler } from "./handler/handler";\n')).toHaveLength(1);
  });

  it("lets lint fail on an import between two domains of the same level", async () => {
    expect(
      await domainOrderMessages("lib/server/catalogue/fixture.ts", 'import { x } from "../schools/search-schools";\nexport { x };\n'),
    ).toEqual([expect.stringMatching(/same level/)]);
  });

  it("lets lint pass imports of lower domains and of the own domain", async () => {
    const code = [
      'import { AppError } from "../http/errors";',
      'import { logInfo } from "@/lib/server/log";',
      'import { grantMembership } from "../membership/memberships";',
      'import { createSession } from "./session";',
      "export { AppError, logInfo, grantMembership, createSession };",
      "",
    ].join("\n");
    expect(await domainOrderMessages("lib/server/auth/fixture.ts", code)).toEqual([]);
    // app/ is above every domain.
    expect(
      await domainOrderMessages(
        "app/api/fixture/route.ts",
        'import { requireAdmin } from "@/lib/server/access";\nimport { listUsers } from "@/lib/server/admin/users";\nexport { requireAdmin, listUsers };\n',
      ),
    ).toEqual([]);
  });
});
