import { z } from "zod";
import { schoolOptionSchema, type SchoolOption } from "@/lib/contracts/school";
import { api, unwrap } from "./client";

export function searchSchools(search: string, signal?: AbortSignal): Promise<SchoolOption[]> {
  return unwrap(api.main.get("/school", { params: search ? { search } : {}, signal }), z.array(schoolOptionSchema));
}
