import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY, reloadOnceForChunkError } from "@/components/layout/chunk-reload";
import { isChunkLoadError } from "@/lib/client/chunk-error";
import { errorDetails } from "@/components/layout/error-details";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("recarga ante un fallo al cargar un chunk", () => {
  it("reconoce los errores de carga de chunks y no otros", () => {
    expect(isChunkLoadError(Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" }))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_next/static/chunks/a.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk app-layout failed"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("recarga una vez y no otra vez antes de 60 s", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe("1000000");
    expect(reloadOnceForChunkError(storage, reload, 1_030_000)).toBe(false);
    expect(reloadOnceForChunkError(storage, reload, 1_059_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(storage, reload, 1_060_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("sin almacenamiento no recarga (no podría garantizar una sola vez)", () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(reloadOnceForChunkError(broken, reload, 5)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("página de error", () => {
  it("toma el estado de statusCode, status o response.status; por defecto 500", () => {
    expect(errorDetails({ statusCode: 503, message: "Servicio caído" })).toEqual({ status: 503, message: "Servicio caído" });
    expect(errorDetails({ status: 403, message: "Prohibido" }).status).toBe(403);
    expect(errorDetails({ response: { status: 502 }, message: "x" }).status).toBe(502);
    expect(errorDetails(new Error("Falló"))).toEqual({ status: 500, message: "Falló" });
    expect(errorDetails(undefined)).toEqual({ status: 500, message: "Error" });
  });

  it("los errores del servidor (con digest) muestran un mensaje genérico en español", () => {
    const serverError = Object.assign(new Error("An error occurred in the Server Components render."), { digest: "123" });
    expect(errorDetails(serverError).message).toBe("Ocurrió un error inesperado. Inténtalo de nuevo en unos segundos.");
  });
});
