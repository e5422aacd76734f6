import type { AdvisorInviteInput } from "@/lib/contracts/advisor-invitation";
import type { AdvisorInput, AdvisorLoginInput, AdvisorPatch, SlotInput, SlotPatch } from "@/lib/contracts/admin-advisors";
import type { ConferenceInput, ConferencePatch, FairInput, FairPatch, StandInput, StandPatch } from "@/lib/contracts/admin-fair";
import type { SchoolCodeInput } from "@/lib/contracts/admin-schools";
import type { RefundInput } from "@/lib/contracts/admin-sales";
import type { WebinarCancel, WebinarInput, WebinarPatch } from "@/lib/contracts/webinars";
import type { AmbassadorInput, RejectInput, SuspendInput } from "@/lib/contracts/community";
import { api, unwrap } from "./client";

/**
 * The back office's operations from the browser: each call is one `/api/admin/…`
 * request with the session cookie; errors are read with `toApiError` (field messages included).
 */
type Id = number | string;
const send = <T = unknown>(method: "post" | "patch" | "put" | "delete", path: string, body?: unknown): Promise<T> =>
  unwrap<T>(method === "delete" ? api.main.delete(path) : api.main[method](path, body ?? {}));

export const adminFairs = {
  create: (v: FairInput) => send<{ id: number }>("post", "/admin/fairs", v),
  update: (id: Id, v: FairPatch) => send("patch", `/admin/fairs/${id}`, v),
  remove: (id: Id) => send("delete", `/admin/fairs/${id}`),
};
export const adminStands = {
  create: (v: StandInput) => send<{ id: number }>("post", "/admin/fair-stands", v),
  update: (id: Id, v: StandPatch) => send("patch", `/admin/fair-stands/${id}`, v),
  remove: (id: Id) => send("delete", `/admin/fair-stands/${id}`),
};
export const adminConferences = {
  create: (v: ConferenceInput) => send<{ id: number }>("post", "/admin/conferences", v),
  update: (id: Id, v: ConferencePatch) => send("patch", `/admin/conferences/${id}`, v),
  remove: (id: Id) => send("delete", `/admin/conferences/${id}`),
};
export const adminAdvisors = {
  create: (v: AdvisorInput) => send<{ id: number }>("post", "/admin/advisors", v),
  update: (id: Id, v: AdvisorPatch) => send("patch", `/admin/advisors/${id}`, v),
  setLogin: (id: Id, v: AdvisorLoginInput) => send("put", `/admin/advisors/${id}/login`, v),
  invite: (id: Id, v: AdvisorInviteInput) => send("post", `/admin/advisors/${id}/invite`, v),
  addSlot: (id: Id, v: SlotInput) => send("post", `/admin/advisors/${id}/slots`, v),
  updateSlot: (id: Id, slotId: Id, v: SlotPatch) => send("patch", `/admin/advisors/${id}/slots/${slotId}`, v),
  removeSlot: (id: Id, slotId: Id) => send("delete", `/admin/advisors/${id}/slots/${slotId}`),
  cancelBooking: (bookingId: Id) => send("delete", `/admin/bookings/${bookingId}`),
};
export const adminSchoolCodes = {
  create: (schoolId: Id, v: SchoolCodeInput) => send<{ id: number; code: string }>("post", `/admin/schools/${schoolId}/codes`, v),
  setActive: (schoolId: Id, codeId: Id, active: boolean) => send("patch", `/admin/schools/${schoolId}/codes/${codeId}`, { active }),
};
export const adminOrders = {
  refund: (id: string, v: RefundInput = {}) => send<{ refundedNow: boolean }>("post", `/admin/orders/${encodeURIComponent(id)}/refund`, v),
};
export const adminRequests = {
  setHandled: (id: Id, handled: boolean) => send("patch", `/admin/membership-requests/${id}`, { handled }),
};

export const adminWebinars = {
  create: (v: WebinarInput) => send<{ id: number }>("post", "/admin/webinars", v),
  update: (id: Id, v: WebinarPatch) => send("patch", `/admin/webinars/${id}`, v),
  cancel: (id: Id, v: WebinarCancel) => send<{ notified: number }>("post", `/admin/webinars/${id}/cancel`, v),
};

export const adminCommunity = {
  approve: (kind: "questions" | "answers", id: Id) => send("post", `/admin/community/${kind}/${id}/approve`),
  reject: (kind: "questions" | "answers", id: Id, v: RejectInput) => send("post", `/admin/community/${kind}/${id}/reject`, v),
  suspend: (userId: string, v: SuspendInput) => send("post", `/admin/community/users/${encodeURIComponent(userId)}/suspend`, v),
  createAmbassador: (v: AmbassadorInput) => send<{ id: number }>("post", "/admin/community/ambassadors", v),
  setAmbassadorActive: (id: Id, active: boolean) => send("patch", `/admin/community/ambassadors/${id}`, { active }),
};
