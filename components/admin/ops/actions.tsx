"use client";

import {
  adminAdvisors,
  adminConferences,
  adminFairs,
  adminOrders,
  adminRequests,
  adminSchoolCodes,
  adminStands,
} from "@/lib/api/admin-ops";
import { ActionButton } from "./form-kit";
import { href } from "@/lib/config/route-paths";

/* The back office's one-click actions (client islands inside server-rendered pages). */

export const DeleteFair = ({ id }: { id: number }) => (
  <ActionButton
    variant="danger"
    label="Borrar la edición"
    confirm="¿Borrar esta edición con sus stands y conferencias?"
    action={() => adminFairs.remove(id)}
    redirectTo={href("adminFairs")}
  />
);

export const DeleteStand = ({ id }: { id: number }) => (
  <ActionButton
    variant="danger"
    label="Borrar el stand"
    confirm="¿Borrar este stand? Sus conferencias se quedan sin stand."
    action={() => adminStands.remove(id)}
    redirectTo={href("adminStands")}
  />
);

export const DeleteConference = ({ id }: { id: number }) => (
  <ActionButton
    variant="danger"
    label="Borrar la conferencia"
    confirm="¿Borrar esta conferencia?"
    action={() => adminConferences.remove(id)}
    redirectTo={href("adminConferences")}
  />
);

export const SlotActions = ({ advisorId, slotId, active }: { advisorId: number; slotId: number; active: boolean }) => (
  <div className="flex flex-wrap gap-2">
    <ActionButton
      label={active ? "Desactivar" : "Activar"}
      action={() => adminAdvisors.updateSlot(advisorId, slotId, { active: !active })}
    />
    <ActionButton
      variant="danger"
      label="Quitar"
      confirm="¿Quitar este horario? Las sesiones ya reservadas se mantienen."
      action={() => adminAdvisors.removeSlot(advisorId, slotId)}
    />
  </div>
);

export const CancelBooking = ({ id }: { id: number }) => (
  <ActionButton
    variant="danger"
    label="Cancelar"
    confirm="¿Cancelar esta sesión? Se avisará por correo al estudiante y al asesor."
    action={() => adminAdvisors.cancelBooking(id)}
  />
);

export const ToggleSchoolCode = ({ schoolId, codeId, active }: { schoolId: number; codeId: number; active: boolean }) => (
  <ActionButton
    variant={active ? "danger" : "outline"}
    label={active ? "Desactivar" : "Activar"}
    confirm={active ? "¿Desactivar este código? Nadie más podrá usarlo; quienes ya lo usaron conservan su acceso." : undefined}
    action={() => adminSchoolCodes.setActive(schoolId, codeId, !active)}
  />
);

export const RefundOrder = ({ id }: { id: string }) => (
  <ActionButton
    variant="danger"
    label="Marcar reembolsado"
    confirm="¿Marcar este pedido como reembolsado? La membresía que dio termina ahora. Devuelve el dinero en el panel del proveedor."
    action={() => adminOrders.refund(id)}
  />
);

export const HandleRequest = ({ id, handled }: { id: number; handled: boolean }) => (
  <ActionButton
    variant={handled ? "outline" : "primary"}
    label={handled ? "Reabrir" : "Marcar atendida"}
    action={() => adminRequests.setHandled(id, !handled)}
  />
);
