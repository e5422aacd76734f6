import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LeadDialogForm } from "@/components/catalogue/lead-dialog-form";
import { SaveInstitutionButton } from "@/components/catalogue/save-institution-button";
import { AuthModals } from "@/components/auth/auth-modals";
import { closedModals, useModalsStore } from "@/stores/modals";
import { initialSessionState, useSessionStore } from "@/stores/session";
import { server } from "../support/msw/server";
import { sampleStudent } from "../support/session-user";

const REF_A = "ref_aaaaaaaaaaaaaaaaaaaa";
const REF_B = "ref_bbbbbbbbbbbbbbbbbbbb";
let calls: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  calls = [];
  window.sessionStorage.clear();
  server.use(
    http.get("*/api/auth/oauth", () => HttpResponse.json({ data: { google: false, facebook: false } })),
    http.post("*/api/institution/notification/express", () => {
      calls.push("express");
      return HttpResponse.json({ data: { referenceId: REF_B, verified: true, delivered: true } });
    }),
    http.post("*/api/institution/notification/validate", () => {
      calls.push("validate");
      return HttpResponse.json({ data: { referenceId: REF_A, verified: true, delivered: true } });
    }),
    http.post("*/api/institution/notification", () => {
      calls.push("sms");
      return HttpResponse.json({
        data: { referenceId: REF_A, phone: "+51 987 *** 321", expiresAt: new Date().toISOString(), channel: "sms", verified: false },
      });
    }),
    http.post("*/lead", () => {
      calls.push("lead");
      return HttpResponse.json({ data: { referenceId: REF_A, verified: false, delivered: false } });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  useModalsStore.setState({ ...closedModals, pendingAction: null, pendingReason: null });
  useSessionStore.setState({ ...initialSessionState });
  Cookies.remove("rumbo_user", { path: "/" });
});
afterAll(() => server.close());

function leadForm(id: number, name: string) {
  return <LeadDialogForm key={id} institution={{ id, name }} open onOpenChange={() => {}} />;
}

describe("'Solicitar información'", { timeout: 30_000 }, () => {
  it("con sesión viene lleno con nombre, celular y correo; la segunda institución no pide otro código (express)", async () => {
    act(() => useSessionStore.getState().setSession(sampleStudent()));
    const user = userEvent.setup();
    const { rerender } = render(leadForm(1, "Universidad Uno"));
    let dialog = await screen.findByRole("dialog", { name: "Solicitar información a Universidad Uno" });
    expect(within(dialog).getByLabelText("Nombre completo")).toHaveValue("Lucía Quispe");
    expect(within(dialog).getByLabelText("Celular")).toHaveValue("+51987654321");
    expect(within(dialog).getByLabelText("Correo electrónico")).toHaveValue("lucia@example.pe");

    await user.click(within(dialog).getByRole("button", { name: "Enviar y recibir código" }));
    await user.type(await within(dialog).findByLabelText("Código"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Confirmar código" }));
    expect(await screen.findByRole("dialog", { name: "¡Solicitud enviada!" })).toBeInTheDocument();
    expect(calls).toEqual(["lead", "sms", "validate"]);

    calls = [];
    rerender(leadForm(2, "Instituto Dos"));
    dialog = await screen.findByRole("dialog", { name: "Solicitar información a Instituto Dos" });
    await user.click(within(dialog).getByRole("button", { name: "Enviar y recibir código" }));
    expect(await screen.findByRole("dialog", { name: "¡Solicitud enviada!" })).toBeInTheDocument();
    expect(calls).toEqual(["express"]);
  });

  it("si express se niega, sigue el código por SMS", async () => {
    server.use(
      http.post("*/api/institution/notification/express", () => {
        calls.push("express");
        return HttpResponse.json({ message: "Primero confirma tu celular con el código.", code: "bad_request" }, { status: 400 });
      }),
    );
    act(() => useSessionStore.getState().setSession(sampleStudent()));
    window.sessionStorage.setItem("rumbo.lead.verified", JSON.stringify({ "987654321|lucia@example.pe|lucía quispe": REF_A }));
    const user = userEvent.setup();
    render(leadForm(3, "Instituto Tres"));
    const dialog = await screen.findByRole("dialog", { name: "Solicitar información a Instituto Tres" });
    await user.click(within(dialog).getByRole("button", { name: "Enviar y recibir código" }));
    expect(await within(dialog).findByLabelText("Código")).toBeInTheDocument();
    expect(calls).toEqual(["express", "lead", "sms"]);
  });
});

/** The institutions the button saved (PUT /api/student/institutions/:id), in order. */
function recordSaves(): unknown[] {
  const saved: unknown[] = [];
  server.use(
    http.put("*/api/student/institutions/:id", ({ params }) => {
      saved.push(params.id);
      return HttpResponse.json({ data: [] });
    }),
  );
  return saved;
}

/** A profile's save button for a visitor's page (the cached HTML), with the account modals. */
function renderSaveButton() {
  render(
    <>
      <SaveInstitutionButton institutionId={7} saved={false} isLogged={false} />
      <AuthModals />
    </>,
  );
}

describe("una acción que pide cuenta", { timeout: 30_000 }, () => {
  it("guardar sin sesión abre el login en la página; al entrar se guarda sin salir", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: window.location.href, search: "" });
    const saved = recordSaves();
    server.use(http.post("*/api/auth/login", () => HttpResponse.json({ data: { token: "t", user: sampleStudent() } })));
    const user = userEvent.setup();
    renderSaveButton();
    await user.click(screen.getByRole("button", { name: "☆ Guardar en mi lista" }));
    const dialog = await screen.findByRole("dialog", { name: "Inicia sesión" });
    expect(dialog).toHaveAccessibleDescription(/para guardarla en tu lista\. Seguirás en esta página/);
    await user.type(within(dialog).getByLabelText("Correo electrónico"), "lucia@example.pe");
    await user.type(within(dialog).getByLabelText("Contraseña"), "Clave-segura-1");
    await user.click(within(dialog).getByRole("button", { name: "Iniciar sesión" }));
    expect(await screen.findByRole("button", { name: "★ En mi lista" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Inicia sesión" })).not.toBeInTheDocument());
    expect(saved).toEqual(["7"]);
    expect(assign).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("con sesión, un toque antes de que la página lea su sesión guarda sin pedirle cuenta", async () => {
    // The store reads the session when the browser is first idle after hydrating; the cookie is already there.
    Cookies.set("rumbo_user", JSON.stringify(sampleStudent()), { path: "/" });
    const saved = recordSaves();
    server.use(http.get("*/api/student/institutions", () => HttpResponse.json({ data: [] })));
    const user = userEvent.setup();
    renderSaveButton();
    expect(useSessionStore.getState().hydrated).toBe(false);
    await user.click(screen.getByRole("button", { name: "☆ Guardar en mi lista" }));
    expect(await screen.findByRole("button", { name: "★ En mi lista" })).toHaveAttribute("aria-pressed", "true");
    expect(saved).toEqual(["7"]);
    expect(screen.queryByRole("dialog", { name: "Inicia sesión" })).not.toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ isLogged: true, hydrated: true });
  });

  it("cerrar el login olvida la acción pendiente", () => {
    const action = vi.fn();
    act(() => void useModalsStore.getState().requireAccount(action));
    expect(useModalsStore.getState()).toMatchObject({ loginModal: true });
    act(() => useModalsStore.getState().open("registerModal"));
    expect(useModalsStore.getState().pendingAction).toBe(action);
    act(() => useModalsStore.getState().close("registerModal"));
    expect(useModalsStore.getState().pendingAction).toBeNull();
    expect(action).not.toHaveBeenCalled();
  });
});
