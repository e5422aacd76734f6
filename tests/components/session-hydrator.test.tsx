import { render, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { SessionHydrator } from "@/components/auth/session-hydrator";
import { sessionUserSchema } from "@/lib/contracts/session";
import { isSessionUser } from "@/lib/contracts/session-cookie";
import { initialSessionState, useSessionStore } from "@/stores/session";
import { sampleStudent } from "../support/session-user";

const user = sampleStudent();

afterEach(() => {
  Cookies.remove("rumbo_user");
  useSessionStore.setState({ ...initialSessionState });
});

describe("SessionHydrator", () => {
  it("restaura la sesión desde la cookie legible al cargar", async () => {
    Cookies.set("rumbo_user", JSON.stringify(user));
    render(<SessionHydrator />);
    // Not in the commit's own task: an update there re-rendered the header in the hydration's task.
    expect(useSessionStore.getState().hydrated).toBe(false);
    await waitFor(() => expect(useSessionStore.getState().isLogged).toBe(true));
    expect(useSessionStore.getState().user?.name).toBe("Lucía");
  });

  it("ignora una cookie rota o con otra forma", async () => {
    for (const raw of ["{no es json", JSON.stringify({ ...user, role: "admin" }), JSON.stringify({ id: 1 })]) {
      Cookies.set("rumbo_user", raw);
      useSessionStore.setState({ ...initialSessionState });
      const { unmount } = render(<SessionHydrator />);
      await waitFor(() => expect(useSessionStore.getState().hydrated).toBe(true));
      expect(useSessionStore.getState().isLogged).toBe(false);
      unmount();
    }
  });

  it("la comprobación a mano acepta exactamente lo que acepta el esquema de la API", () => {
    const samples: unknown[] = [
      user,
      { ...user, role: null, phone: null },
      { ...user, isAdmin: "yes" },
      { ...user, schoolId: "3" },
      null,
      [],
      { ...user, email: 5 },
    ];
    for (const sample of samples) expect(isSessionUser(sample)).toBe(sessionUserSchema.safeParse(sample).success);
  });
});
