"use client";

import { deferred } from "@/components/ui/deferred";

/**
 * The account pages' forms (/entrar, /empezar, /empezar-colegio, the campaign landings) as deferred
 * parts: their code (react-hook-form, zod, the phone library, the API client) comes
 * after the page's first load, so these pages weigh what the other public pages weigh. The server
 * renders each form in place, so it is there to read and type into at once; what is typed, ticked
 * or chosen before the code arrives is kept, and a press on a button meanwhile («Continuar»,
 * «Iniciar sesión») is done once it has (components/ui/deferred.tsx). The 'Regístrate' and
 * 'Inicia sesión' modals import the forms directly: they load when opened.
 */
const inline = { className: "contents" };

export const LoginPanelPart = deferred(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./login-panel") as typeof import("./login-panel")).LoginPanel
    : null,
  () => import("./login-panel").then((m) => m.LoginPanel),
  inline,
);

export const RegisterStagesPart = deferred(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./register-stages") as typeof import("./register-stages")).RegisterStages
    : null,
  () => import("./register-stages").then((m) => m.RegisterStages),
  inline,
);

export const SchoolRegisterFormPart = deferred(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./school-register-form") as typeof import("./school-register-form")).SchoolRegisterForm
    : null,
  () => import("./school-register-form").then((m) => m.SchoolRegisterForm),
  inline,
);
