import axios from "axios";
import { healthSchema, type Health } from "@/lib/contracts/envelope";

/** `GET /v1/health`: outside the API base (load balancers call it), not wrapped in `{ data }`. */
export async function getHealth(baseURL = ""): Promise<Health> {
  const response = await axios.get(`${baseURL}/v1/health`, { validateStatus: (s) => s === 200 || s === 503 });
  return healthSchema.parse(response.data);
}
