import type { FunnelStepName } from "@/lib/contracts/metrics";

export const stepLabels: Record<FunnelStepName, string> = {
  visit: "Visitas",
  register: "Registros",
  test_started: "Empezaron el test",
  test_finished: "Terminaron el test",
  pricing_viewed: "Vieron los precios",
  payment_started: "Empezaron un pago",
  payment_approved: "Pagos aprobados",
};
