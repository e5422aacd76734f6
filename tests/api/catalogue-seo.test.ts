import { describe, expect, it } from "vitest";
import sitemap from "@/app/sitemap";
import { appUrl } from "@/lib/config/env";
import {
  findInstitution,
  getInstitutionCareer,
  getInstitutionLocation,
  offeringsOfInstitution,
} from "@/lib/server/catalogue/get-institution";
import { careerOfferings, findCareer, listCareers } from "@/lib/server/catalogue/careers";
import {
  careerDescription,
  institutionDescription,
  institutionJsonLd,
  jsonLdText,
  programDescription,
  programJsonLd,
} from "@/lib/server/catalogue/seo";

const SAN_MARCOS = "universidad-nacional-mayor-de-san-marcos";

describe("sitemap.xml con el catálogo", () => {
  it("lista las páginas del sitio, cada institución, cada carrera por institución y cada carrera, con fecha", async () => {
    const entries = await sitemap();
    const base = appUrl();
    const urls = new Set(entries.map((e) => e.url));
    expect(urls.has(`${base}/`)).toBe(true);
    expect(urls.has(`${base}/${SAN_MARCOS}`)).toBe(true);
    expect(urls.has(`${base}/${SAN_MARCOS}/carrera/medicina-humana`)).toBe(true);
    expect(urls.has(`${base}/estudiar-carrera/medicina-humana`)).toBe(true);
    // ~1,060 institutions and ~5,600 careers at institutions: far more than the 13 static pages.
    expect(entries.filter((e) => e.url.includes("/carrera/")).length).toBeGreaterThan(5000);
    expect(entries.filter((e) => /^[^/]+\/\/[^/]+\/[a-z0-9-]+$/.test(e.url)).length).toBeGreaterThan(1000);
    const profile = entries.find((e) => e.url === `${base}/${SAN_MARCOS}`)!;
    expect(profile.lastModified).toBeInstanceOf(Date);
    expect(urls.size).toBe(entries.length);
  });
});

describe("títulos, descripciones y datos estructurados del catálogo", () => {
  it("el perfil tiene su propia descripción y un CollegeOrUniversity", async () => {
    const profile = (await findInstitution(SAN_MARCOS))!;
    const page = { profile, location: await getInstitutionLocation(SAN_MARCOS), offerings: await offeringsOfInstitution(profile.id) };
    const description = institutionDescription(page.profile, page.offerings.length);
    expect(description).toMatch(/^Universidad pública en .*Lima.*licenciada por SUNEDU\./);
    expect(description).toContain(`${page.offerings.length} carreras`);
    const ld = institutionJsonLd(page.profile, page.location, "https://rumbo.pe");
    expect(ld).toMatchObject({
      "@type": "CollegeOrUniversity",
      name: page.profile.name,
      url: `https://rumbo.pe/${SAN_MARCOS}`,
      address: { addressCountry: "PE" },
    });
  });

  it("una carrera en una institución es un EducationalOccupationalProgram con duración y costo en soles", async () => {
    const detail = await getInstitutionCareer("universidad-peruana-de-ciencias-aplicadas", "medicina-humana");
    const ld = programJsonLd(detail, "https://rumbo.pe") as Record<string, any>;
    expect(ld["@type"]).toBe("EducationalOccupationalProgram");
    expect(ld.provider).toMatchObject({ "@type": "CollegeOrUniversity", name: detail.institution.name });
    if (detail.offering.durationYears) expect(ld.timeToComplete).toBe(`P${Math.round(detail.offering.durationYears * 12)}M`);
    if (detail.offering.costMinCents !== null && !detail.offering.costNote) {
      expect(ld.offers.priceSpecification.priceCurrency).toBe("PEN");
      const spec = ld.offers.priceSpecification;
      expect(spec.price ?? spec.minPrice).toBe(detail.offering.costMinCents / 100);
    }
    expect(programDescription(detail)).toContain(detail.institution.name);
  });

  it("una carrera tiene una descripción con sus opciones; el JSON no puede cerrar la etiqueta script", async () => {
    const career = (await findCareer("medicina-humana"))!;
    expect(careerDescription(career)).toMatch(/^Dónde estudiar Medicina Humana en el Perú: \d+ opciones/);
    // The count is the career's offerings (the "where to study it" table), in the description and the careers list.
    const offerings = await careerOfferings(career.id, {});
    expect(offerings.length).toBeGreaterThan(20);
    expect(careerDescription(career)).toContain(`: ${offerings.length} opciones`);
    expect((await listCareers()).find((c) => c.slug === "medicina-humana")?.offeringCount).toBe(offerings.length);
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
