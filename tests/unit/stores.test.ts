import { beforeEach, describe, expect, it } from "vitest";
import { closedModals, modalNames, selectAnyModalOpen, useModalsStore } from "@/stores/modals";
import {
  initialSessionState,
  selectFirstName,
  selectHasMembership,
  selectInitials,
  selectIsDataComplete,
  useSessionStore,
} from "@/stores/session";
import { sampleStudent } from "../support/session-user";

const student = sampleStudent({ name: "maría josé", surname: "QUISPE mamani", email: "maria@example.pe" });

describe("stores/modals", () => {
  beforeEach(() => useModalsStore.setState({ ...closedModals }));

  it("empieza con todos los modales cerrados", () => {
    const state = useModalsStore.getState();
    for (const name of modalNames) expect(state[name]).toBe(false);
    expect(selectAnyModalOpen(state)).toBe(false);
  });

  it("abrir el login cierra el registro y al revés", () => {
    const { open } = useModalsStore.getState();
    open("registerModal");
    expect(useModalsStore.getState().registerModal).toBe(true);
    open("loginModal");
    expect(useModalsStore.getState()).toMatchObject({ loginModal: true, registerModal: false });
    open("registerModal");
    expect(useModalsStore.getState()).toMatchObject({ loginModal: false, registerModal: true });
  });

  it("otros modales conviven y closeAll los cierra todos", () => {
    const { open, closeAll } = useModalsStore.getState();
    open("subscription");
    open("schoolMode");
    expect(useModalsStore.getState()).toMatchObject({ subscription: true, schoolMode: true });
    expect(selectAnyModalOpen(useModalsStore.getState())).toBe(true);
    closeAll();
    expect(selectAnyModalOpen(useModalsStore.getState())).toBe(false);
  });
});

describe("stores/session", () => {
  beforeEach(() => useSessionStore.setState({ ...initialSessionState }));

  it("pasa de sin sesión a con sesión al guardar un usuario, y vuelve al cerrar", () => {
    expect(useSessionStore.getState().isLogged).toBe(false);
    useSessionStore.getState().setSession(student);
    expect(useSessionStore.getState().isLogged).toBe(true);
    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState()).toMatchObject({ isLogged: false, user: null });
  });

  it("deriva nombre, iniciales, membresía y datos completos", () => {
    useSessionStore.getState().setSession(student);
    const state = useSessionStore.getState();
    expect(selectFirstName(state)).toBe("María");
    expect(selectInitials(state)).toBe("MQ");
    expect(selectHasMembership(state)).toBe(false);
    expect(selectIsDataComplete(state)).toBe(true);
  });

  it("la membresía viene de haveMembership, una alianza o un colegio", () => {
    for (const patch of [{ haveMembership: true }, { alliance: 3 }, { schoolId: 12 }]) {
      expect(selectHasMembership({ user: { ...student, ...patch } })).toBe(true);
    }
  });

  it("los datos están incompletos sin teléfono o sin rol", () => {
    expect(selectIsDataComplete({ user: { ...student, phone: null } })).toBe(false);
    expect(selectIsDataComplete({ user: { ...student, role: null } })).toBe(false);
    expect(selectIsDataComplete({ user: null })).toBe(false);
  });

  it("una orientadora o una especialista invitadas no tienen datos que completar, aun sin teléfono", () => {
    for (const role of ["school", "advisor"] as const)
      expect(selectIsDataComplete({ user: { ...student, role, phone: null, fullPhone: null } })).toBe(true);
  });

  it("actualizar la sesión cambia teléfono, teléfono completo y rol", () => {
    useSessionStore.getState().setSession({ ...student, phone: null, fullPhone: null, role: null });
    useSessionStore.getState().updateUser({ phone: "912345678", fullPhone: "+51912345678", role: "user-parent" });
    expect(useSessionStore.getState().user).toMatchObject({ phone: "912345678", fullPhone: "+51912345678", role: "user-parent" });
  });
});
