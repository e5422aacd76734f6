import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InstitutionCard } from "@/components/catalogue/institution-card";
import { directoryCardData } from "@/components/catalogue/institution-card-data";
import { deniedLicenceText } from "@/components/catalogue/licence-badge";
import { packOptions, placeOf, unpackOptions, unpackPlace, type OptionPair } from "@/components/catalogue/option-list";
import { ModalityCareerList, OfferingCardList } from "@/components/catalogue/profile-items";
import type { InstitutionCard as Card } from "@/lib/contracts/catalogue";

const sanMarcos: Card = {
  id: 1,
  name: "Universidad Nacional Mayor de San Marcos",
  type: "universidad",
  logo: null,
  username: "universidad-nacional-mayor-de-san-marcos",
  sentence: "Una frase que la tarjeta no muestra",
  checked: false,
  shortName: "UNMSM",
  gestion: "publica",
  region: { slug: "lima", name: "Lima" },
  province: "Lima",
  district: "Cercado de Lima",
  licence: { status: "licenciada", label: "Licenciada por SUNEDU", dataCut: "2022-08-17", source: "SUNEDU, datos abiertos" },
  careerCount: 63,
  confirmedCareerCount: 40,
  beca18: { eligible: true, group: 1, rows: 90, source: "Beca 18 2026 (PRONABEC, RJ N° 508-2026)" },
};

describe("tarjeta del directorio", () => {
  it("recibe solo lo que muestra: nombre con enlace, tipo, lugar, licencia y carreras", () => {
    const data = directoryCardData(sanMarcos);
    expect(Object.keys(data).sort()).toEqual(["beca18", "careers", "confirmed", "licence", "line", "name", "shortName", "slug"]);
    render(
      <ul>
        <InstitutionCard card={data} />
      </ul>,
    );
    const card = screen.getByRole("listitem");
    expect(within(card).getByRole("heading", { level: 3, name: sanMarcos.name })).toBeVisible();
    expect(within(card).getByRole("link", { name: sanMarcos.name })).toHaveAttribute("href", "/universidad-nacional-mayor-de-san-marcos");
    expect(card).toHaveTextContent("Universidad pública · Cercado de Lima, Lima");
    expect(within(card).getByText("Licenciada por SUNEDU")).toHaveAttribute("title", "SUNEDU, datos abiertos");
    expect(card).toHaveTextContent("· corte 2022-08-17");
    expect(card).toHaveTextContent("63 carreras (40 en 2026)");
    expect(card).toHaveTextContent("Elegible Beca 18 2026 · grupo 1");
    expect(card).not.toHaveTextContent("En tu lista");
    // The monogram is decorative: the name is the card's only accessible text for it.
    expect(card.querySelector("[aria-hidden='true']")).toHaveTextContent("MS");
  });

  it("marca las guardadas por el visitante y explica una licencia denegada", () => {
    const denied = directoryCardData({
      ...sanMarcos,
      checked: true,
      careerCount: 1,
      licence: { status: "denegada", label: "Licencia denegada por SUNEDU", dataCut: "2022-08-17", source: "SUNEDU" },
    });
    render(
      <ul>
        <InstitutionCard card={denied} />
      </ul>,
    );
    const card = screen.getByRole("listitem");
    expect(card).toHaveTextContent("1 carrera");
    expect(card).toHaveTextContent("★ En tu lista");
    expect(screen.getByTestId("licence-explained")).toHaveTextContent(deniedLicenceText);
  });
});

describe("listas de opciones cortas", () => {
  it("envía solo el nombre cuando el valor es su slug, y las reconstruye iguales", () => {
    const pairs: OptionPair[] = [
      ["medicina-humana", "Medicina Humana"],
      ["ingenieria-civil", "Ingeniería Civil"],
      ["san-martin", "San Martín"],
      ["lima-metropolitana", "Lima"],
    ];
    const packed = packOptions(pairs);
    expect(packed).toEqual(["Medicina Humana", "Ingeniería Civil", "San Martín", ["lima-metropolitana", "Lima"]]);
    expect(unpackOptions(packed)).toEqual(pairs.map(([value, label]) => ({ value, label })));
  });

  it("una sede «carrera-región» viaja como la región; las demás, con su slug", () => {
    expect(placeOf("Administración de Negocios Internacionales", "administracion-de-negocios-internacionales-apurimac", "Apurímac")).toBe(
      "Apurímac",
    );
    expect(unpackPlace("Administración de Negocios Internacionales", "Apurímac")).toEqual([
      "administracion-de-negocios-internacionales-apurimac",
      "Apurímac",
    ]);
    expect(placeOf("Derecho", "derecho", "Lima")).toEqual(["derecho", "Lima"]);
    expect(placeOf("Derecho", "derecho-x", "")).toEqual(["derecho-x", ""]);
  });
});

describe("tarjetas de carreras del perfil", () => {
  it("muestra las seis cifras con su fuente, «Sin dato» sin fuente y el aviso del costo", () => {
    render(
      <OfferingCardList
        base="/universidad-x/carrera"
        sources={["Fuente: Ponte en Carrera (MINEDU/MTPE), búsqueda 2016", "Fuente: planilla 2015"]}
        items={[
          {
            slug: "medicina-humana",
            name: "Medicina Humana",
            meta: "salud · Se dicta en Lima",
            values: ["S/ 6,000.00 al mes", "7 años", null, "S/ 4,000.00 al mes", "No", "Sí"],
            sources: [0, 0, -1, 1, 0, 0],
            note: "probablemente anual",
          },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "Carreras que ofrece" });
    const item = within(list).getByRole("listitem");
    expect(within(item).getByRole("link", { name: "Medicina Humana" })).toHaveAttribute("href", "/universidad-x/carrera/medicina-humana");
    expect(item).toHaveTextContent("salud · Se dicta en Lima");
    const terms = within(item)
      .getAllByRole("term")
      .map((t) => t.textContent);
    expect(terms).toEqual(["Costo", "Duración", "Ingresantes / postulantes", "Ingreso de egresados", "Crédito educativo", "Becas"]);
    const figure = (label: string) => within(item).getByText(label, { selector: "dt" }).parentElement!;
    expect(figure("Costo")).toHaveTextContent(
      "S/ 6,000.00 al mes⚠ probablemente anualFuente: Ponte en Carrera (MINEDU/MTPE), búsqueda 2016",
    );
    expect(figure("Ingresantes / postulantes")).toHaveTextContent(/^Ingresantes \/ postulantesSin dato$/);
    expect(figure("Ingreso de egresados")).toHaveTextContent("Fuente: planilla 2015");
  });
});

describe("carreras de una modalidad", () => {
  it("agrupa por carrera y enlaza cada sede", () => {
    render(
      <ModalityCareerList
        base="/u/carrera"
        items={[
          ["Derecho", [placeOf("Derecho", "derecho-lima", "Lima"), ["derecho-ica-2", "Ica"]]],
          ["Enfermería", [["enfermeria", "Lima"]]],
        ]}
      />,
    );
    const [derecho, enfermeria] = screen.getAllByRole("listitem");
    expect(derecho).toHaveTextContent("Derecho · Lima, Ica");
    expect(within(derecho).getByRole("link", { name: "Lima" })).toHaveAttribute("href", "/u/carrera/derecho-lima");
    expect(within(derecho).getByRole("link", { name: "Ica" })).toHaveAttribute("href", "/u/carrera/derecho-ica-2");
    expect(enfermeria).toHaveTextContent("Enfermería · Lima");
    expect(within(enfermeria).getByRole("link", { name: "Enfermería" })).toHaveAttribute("href", "/u/carrera/enfermeria");
  });
});
