import axios, { type AxiosInstance, type AxiosResponse } from "axios";
import type { z } from "zod";
import { serviceBaseUrl, type ServiceName } from "@/lib/config/public";

/**
 * One axios instance per service of the spec (main API, metrics, PDF, notifications), each
 * with its base URL from configuration. In the browser the session travels in the HttpOnly
 * cookie; API clients outside the browser set a bearer token with `setBearerToken`.
 */
let bearerToken: string | null = null;

export function setBearerToken(token: string | null) {
  bearerToken = token;
}

export function createServiceClient(service: ServiceName, baseURL: string = serviceBaseUrl[service]): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: 20_000,
    // Same-origin by default; a service on another origin still receives the session cookie.
    withCredentials: !baseURL.startsWith("/"),
    headers: { Accept: "application/json" },
  });
  instance.interceptors.request.use((config) => {
    if (bearerToken && !config.headers.has("Authorization")) config.headers.set("Authorization", `Bearer ${bearerToken}`);
    return config;
  });
  return instance;
}

export const api: Record<ServiceName, AxiosInstance> = {
  main: createServiceClient("main"),
  metrics: createServiceClient("metrics"),
  pdf: createServiceClient("pdf"),
  notifications: createServiceClient("notifications"),
};

/**
 * Reads `response.data.data`. With a schema, the payload is checked so that a
 * broken server answer fails here, loudly, instead of deep inside a component.
 */
export async function unwrap<T>(request: Promise<AxiosResponse<{ data: T }>>, schema?: z.ZodType<T>): Promise<T> {
  const response = await request;
  const payload = response.data?.data;
  return schema ? schema.parse(payload) : payload;
}
