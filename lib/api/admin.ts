import {
  adminAllianceSchema,
  adminCareerSchema,
  adminInstitutionSchema,
  adminOfferingSchema,
  adminUserSchema,
  type AdminAlliance,
  type AdminAllianceCreate,
  type AdminAlliancePatch,
  type AdminCareer,
  type AdminCareerPatch,
  type AdminInstitution,
  type AdminInstitutionPatch,
  type AdminOffering,
  type AdminOfferingPatch,
  type AdminUser,
  type AdminUserPatch,
} from "@/lib/contracts/admin-catalogue";
import { api, unwrap } from "./client";

/* Browser helpers of the back office; errors are read with `toApiError` (field errors in `fieldErrors`). */

export const updateInstitution = (id: number, patch: AdminInstitutionPatch): Promise<AdminInstitution> =>
  unwrap(api.main.patch(`/admin/institutions/${id}`, patch), adminInstitutionSchema);

export const updateCareer = (id: number, patch: AdminCareerPatch): Promise<AdminCareer> =>
  unwrap(api.main.patch(`/admin/careers/${id}`, patch), adminCareerSchema);

export const updateOffering = (id: number, patch: AdminOfferingPatch): Promise<AdminOffering> =>
  unwrap(api.main.patch(`/admin/offerings/${id}`, patch), adminOfferingSchema);

export const createAlliance = (input: AdminAllianceCreate): Promise<AdminAlliance> =>
  unwrap(api.main.post("/admin/alliances", input), adminAllianceSchema);

export const updateAlliance = (id: number, patch: AdminAlliancePatch): Promise<AdminAlliance> =>
  unwrap(api.main.patch(`/admin/alliances/${id}`, patch), adminAllianceSchema);

export const deleteAlliance = (id: number): Promise<unknown> => unwrap(api.main.delete(`/admin/alliances/${id}`));

export const updateUser = (id: string, patch: AdminUserPatch): Promise<AdminUser> =>
  unwrap(api.main.patch(`/admin/users/${encodeURIComponent(id)}`, patch), adminUserSchema);
