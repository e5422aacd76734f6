// @ts-check
/**
 * ESLint for Rumbo: TypeScript, Next.js and React hooks rules, plus the layer rules that keep the
 * code where it belongs (docs/architecture.md):
 *
 *   app/**            pages, layouts and route handlers: may import everything below.
 *   components/**     UI: may import lib/api, stores and the pure lib layers; never app/, never a
 *                     value from lib/server or lib/db (types are erased, so `import type` is fine).
 *   stores/**, lib/api/**   browser state and browser API clients: same as components, and no components.
 *   lib/server/**     the domain (server only): never imported by client code. Inside it, the domains
 *                     follow one order from the ground up (lib/server/domains.mjs): a domain imports
 *                     only lower ones (local/domain-order).
 *   lib/db/**         schema, client, migrations: imports nothing from lib/server or lib/seed.
 *   lib/seed/**       seed importers: may use lib/db and the pure layers, not lib/server.
 *   lib/contracts, lib/content, lib/config, lib/format, lib/pricing, lib/utils, lib/beca18   pure layers: no server code.
 *   server/**         the HTTP server in front of Next (compiled on its own): pure layers and its own
 *                     files; the app reaches it through server/interface.ts.
 *   any "use client" file: nothing from lib/server or lib/db, not even types it could mistake for values.
 */
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { checkDomainImport, domainOf, domainOfFile, serverPathOf } from "./lib/server/domains.mjs";

/** An import of lib/server by alias or by a relative path. */
const serverImport = "^(@/lib/server|(\\.\\./)+(lib/)?server)(/|$)";
const dbImport = "^(@/lib/db|(\\.\\./)+(lib/)?db)(/|$)";
const seedImport = "^(@/lib/seed|(\\.\\./)+(lib/)?seed)(/|$)";
const appImport = "^(@/app|(\\.\\./)+app)(/|$)";
const componentsImport = "^(@/components|(\\.\\./)+components)(/|$)";
const storesImport = "^(@/stores|(\\.\\./)+stores)(/|$)";

const layer = (message, ...regexes) => regexes.map((regex) => ({ regex, message }));

/** `@typescript-eslint/no-restricted-imports` with type-only imports allowed. */
const restrict = (...patterns) => ["error", { patterns: patterns.flat().map((p) => ({ ...p, allowTypeImports: true })) }];

/**
 * A local rule for lib/server: a module imports (values or types, static or dynamic) only its own
 * domain and the domains below it in the declared order (lib/server/domains.mjs).
 */
const domainOrderRule = {
  meta: {
    type: "problem",
    schema: [],
    messages: { order: "{{problem}}" },
  },
  create(context) {
    const from = domainOfFile(context.filename);
    if (from === null) return {};
    const check = (node, source) => {
      if (typeof source !== "string") return;
      const target = serverPathOf(context.filename, source);
      if (target === null) return;
      const problem = checkDomainImport(from, domainOf(target));
      if (problem) context.report({ node, messageId: "order", data: { problem } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === "Literal" ? node.source.value : null),
    };
  },
};

/** Local rules: the domain order above, and no-server-in-client (a file that starts with "use client" imports nothing from lib/server or lib/db). */
const localPlugin = {
  rules: {
    "domain-order": domainOrderRule,
    "no-server-in-client": {
      meta: {
        type: "problem",
        schema: [],
        messages: { server: 'A "use client" module cannot import {{source}} (server code): pass the data in as props or call an API.' },
      },
      create(context) {
        let client = false;
        const forbidden = [serverImport, dbImport, seedImport].map((r) => new RegExp(r));
        const check = (node) => {
          const source = node.source?.value;
          if (node.importKind === "type" || node.exportKind === "type") return;
          if (client && typeof source === "string" && forbidden.some((r) => r.test(source))) {
            context.report({ node, messageId: "server", data: { source } });
          }
        };
        return {
          Program(node) {
            client = node.body.some((statement) => statement.type === "ExpressionStatement" && statement.directive === "use client");
          },
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression(node) {
            const source = node.source.type === "Literal" ? node.source.value : null;
            if (client && typeof source === "string" && forbidden.some((r) => r.test(source))) {
              context.report({ node, messageId: "server", data: { source } });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next*/**",
      // The bare app `npm run bench` builds next to the real one.
      "bench/bare-next/.next/**",
      ".data/**",
      // The compiled server (scripts/server-build.mjs).
      ".server/**",
      "out/**",
      "test-results/**",
      "playwright-report/**",
      "blob-report/**",
      "reports/**",
      "public/**",
      "next-env.d.ts",
      "lib/db/migrations/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks, local: localPlugin },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through lib/config/env.ts.",
        },
      ],
      "local/no-server-in-client": "error",
      // next/link cost ~2.6 KB gzip on every page's first load; ours is the same <a>.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Use @/components/ui/link (the same <a>, navigating with Next's router, without next/link's weight).",
            },
            {
              name: "@hookform/resolvers/zod",
              message: "Use @/lib/client/zod-resolver (the same resolver, with zod's Spanish messages for fields without their own).",
            },
          ],
        },
      ],
      // Input sanitising strips control characters on purpose.
      "no-control-regex": "off",
    },
  },
  // process.env is read in one module (lib/config/env.ts) and by tooling outside the app.
  {
    files: [
      "lib/config/env.ts",
      // NEXT_PUBLIC_* must be read literally for Next to inline them into the browser bundle.
      "lib/config/public.ts",
      "scripts/**",
      // The server reads its own settings (PORT, PAGE_CACHE…) before the app exists.
      "server/**",
      "tests/**",
      "e2e/**",
      "bench/**",
      "*.config.{ts,mjs,js}",
      "tests/**/playwright.config.ts",
      "instrumentation.ts",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  // Layers (see the header comment).
  {
    files: ["components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(
        layer("components/ cannot import app/: move the shared piece into components/ or lib/.", appImport),
        layer(
          "components/ cannot import server code: the page (app/) loads the data and passes it as props.",
          serverImport,
          dbImport,
          seedImport,
        ),
      ),
    },
  },
  {
    files: ["stores/**", "lib/api/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(
        layer("Browser state and API clients cannot import UI (app/, components/).", appImport, componentsImport),
        layer("Browser code cannot import server code (lib/server, lib/db, lib/seed).", serverImport, dbImport, seedImport),
      ),
    },
  },
  {
    files: ["lib/**"],
    ignores: ["lib/api/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(
        layer("lib/ cannot import UI or browser state (app/, components/, stores/).", appImport, componentsImport, storesImport),
      ),
    },
  },
  {
    files: ["lib/db/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(
        layer("lib/ cannot import UI or browser state (app/, components/, stores/).", appImport, componentsImport, storesImport),
        layer("lib/db is the bottom of the server: it imports nothing from lib/server or lib/seed.", serverImport, seedImport),
      ),
    },
  },
  {
    files: ["lib/seed/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(
        layer("lib/ cannot import UI or browser state (app/, components/, stores/).", appImport, componentsImport, storesImport),
        layer("The seed writes through lib/db; it does not call the domain (lib/server).", serverImport),
      ),
    },
  },
  {
    files: ["lib/server/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(
        layer("lib/ cannot import UI or browser state (app/, components/, stores/).", appImport, componentsImport, storesImport),
        layer("The domain never depends on the seed (it pulls the whole data set into the server bundle).", seedImport),
      ),
      "local/domain-order": "error",
    },
  },
  {
    files: ["lib/contracts/**", "lib/content/**", "lib/config/**", "lib/format/**", "lib/pricing/**", "lib/utils/**", "lib/beca18/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(
        layer("lib/ cannot import UI or browser state (app/, components/, stores/).", appImport, componentsImport, storesImport),
        layer(
          "Pure layers (contracts, content, config, format, pricing, utils) import no server code.",
          serverImport,
          dbImport,
          seedImport,
        ),
      ),
    },
  },
  // The server in front of Next: its own pieces, the pure layers and lib/server/http's nonce; never the app's UI or its data.
  {
    files: ["server/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(
        layer(
          "server/ runs before Next: it cannot import UI or browser state (app/, components/, stores/).",
          appImport,
          componentsImport,
          storesImport,
        ),
        layer(
          "server/ reaches the app through server/interface.ts, not its database or seed.",
          "^(@/lib/db|(\\.\\./)+lib/db)(/|$)",
          seedImport,
        ),
      ),
    },
  },
  // Tests may use any layer and loose typing in fixtures.
  {
    files: ["tests/**", "e2e/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@next/next/no-img-element": "off", "@next/next/no-html-link-for-pages": "off" },
  },
);
