import { afterEach, describe, expect, it, vi } from "vitest";

async function load(phone: string | undefined) {
  vi.resetModules();
  if (phone === undefined) vi.stubEnv("NEXT_PUBLIC_WHATSAPP_PHONE", "");
  else vi.stubEnv("NEXT_PUBLIC_WHATSAPP_PHONE", phone);
  const [site, auth] = await Promise.all([import("@/lib/config/site"), import("@/lib/contracts/auth")]);
  return { ...site, authMessages: auth.authMessages };
}

afterEach(() => vi.unstubAllEnvs());

describe("contacto sin número de WhatsApp configurado", () => {
  it("sin número (o con el de relleno +51900000000) no hay número: el contacto es un correo con el mismo texto", async () => {
    for (const phone of [undefined, "+51900000000"]) {
      const { site, hasWhatsapp, whatsappLink } = await load(phone);
      expect(site.whatsappPhone).toBe("");
      expect(hasWhatsapp).toBe(false);
      const url = new URL(whatsappLink("Hola, quiero información sobre el Plan autoguiado"));
      expect(url.protocol).toBe("mailto:");
      expect(url.pathname).toBe(site.email);
      expect(url.searchParams.get("body")).toBe("Hola, quiero información sobre el Plan autoguiado");
    }
  });

  it("con un número configurado, el enlace es de WhatsApp", async () => {
    const { hasWhatsapp, whatsappLink } = await load("+51987000111");
    expect(hasWhatsapp).toBe(true);
    expect(whatsappLink("Hola")).toBe("https://wa.me/51987000111?text=Hola");
  });

  it("el error del celular da el formato, no un número", async () => {
    const { authMessages } = await load("+51987000111");
    expect(authMessages.invalidPhone).toBe("Tu celular es inválido, coloca el código de país correctamente +51 9XX XXX XXX");
  });

  it("«Solicitar información» da el mismo error del celular, con su ejemplo, en el campo", async () => {
    vi.resetModules();
    const { leadSchema } = await import("@/lib/contracts/catalogue");
    const result = leadSchema.safeParse({ institution_id: 1, name: "Rosa", phone: "123", email: "rosa@example.pe" });
    expect(result.success).toBe(false);
    const phone = result.error!.issues.filter((issue) => issue.path[0] === "phone").map((issue) => issue.message);
    expect(phone).toEqual(["Tu celular es inválido, coloca el código de país correctamente +51 9XX XXX XXX"]);
  });
});
