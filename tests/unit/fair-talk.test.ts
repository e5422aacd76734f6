import { describe, expect, it } from "vitest";
import { packStand, packTalks, toFairTalk, toStandTalk, toStandView, unpackStand, unpackTalks } from "@/components/fair/talk";
import type { Conference, Stand } from "@/lib/contracts/fair";
import { fairDays } from "@/lib/server/fair/conferences";

const base: Conference = {
  id: 1,
  title: "Bienvenida: cómo aprovechar la feria",
  author: "Equipo de orientación de Rumbo",
  description: "Cómo elegir las charlas para ti.",
  image: null,
  startTime: "10:00 a. m.",
  endTime: "10:45 a. m.",
  startDate: "Sábado 12 de diciembre",
  startDateFilter: "12-diciembre-2026",
  dayLabel: "Sábado 12",
  startsAt: "2026-12-12T15:00:00.000Z",
  endsAt: "2026-12-12T15:45:00.000Z",
  signed: false,
  status: "upcoming",
  capacity: null,
  seatsLeft: null,
  full: false,
  areas: [],
  hasVideo: true,
  institution: null,
};

const conferences: Conference[] = [
  base,
  {
    ...base,
    id: 2,
    title: "Admisión a la PUCP",
    startDate: "Domingo 13 de diciembre",
    startDateFilter: "13-diciembre-2026",
    dayLabel: "Domingo 13",
    signed: true,
    status: "live",
    capacity: 500,
    seatsLeft: 0,
    full: true,
    areas: ["ingenieria"],
    institution: {
      id: 3,
      slug: "pontificia-universidad-catolica-del-peru",
      name: "Pontificia Universidad Católica del Perú",
      shortName: "PUCP",
      kind: "universidad",
    },
  },
  { ...base, id: 3, title: "Cierre", capacity: 300, seatsLeft: 12, status: "ended" },
];

const fair = {
  id: 1,
  slug: "expo",
  name: "Expo",
  description: "",
  startsAt: new Date("2026-12-12T15:00:00Z"),
  endsAt: new Date("2026-12-13T23:00:00Z"),
  timezone: "America/Lima",
};

describe("las charlas que la página de la feria envía al navegador", () => {
  it("empaquetadas y desempaquetadas son lo que muestran las tarjetas, sin los campos que ninguna muestra", () => {
    const days = fairDays(fair, conferences);
    expect(unpackTalks(packTalks(conferences, days), days)).toEqual(conferences.map(toFairTalk));
    // With the page's stands, a talk names its institution by the stand's index.
    const stands = [{ slug: "universidad-de-lima", name: "Universidad de Lima", shortName: null }, conferences[1].institution!];
    const rows = packTalks(conferences, days, stands);
    expect(rows.map((r) => r[10])).toEqual([null, 1, null]);
    expect(unpackTalks(rows, days, stands)).toEqual(conferences.map(toFairTalk));
    expect(toFairTalk(conferences[1])).toEqual({
      id: 2,
      title: "Admisión a la PUCP",
      author: base.author,
      description: base.description,
      startTime: "10:00 a. m.",
      endTime: "10:45 a. m.",
      startDate: "Domingo 13 de diciembre",
      startDateFilter: "13-diciembre-2026",
      signed: true,
      status: "live",
      seatsLeft: 0,
      full: true,
      institution: {
        slug: "pontificia-universidad-catolica-del-peru",
        name: "Pontificia Universidad Católica del Perú",
        shortName: "PUCP",
      },
    });
  });

  it("un stand lista sus charlas con día y hora", () => {
    expect(toStandTalk(conferences[1])).toEqual({ id: 2, when: "Domingo 13 de diciembre, 10:00 a. m.", title: "Admisión a la PUCP" });
  });

  it("un stand viaja sin sus charlas (las da el proveedor) y llega igual", () => {
    const stand: Stand = {
      id: 4,
      headline: "Admisión, becas y vida en el campus",
      description: "El equipo de admisión resuelve tus dudas.",
      highlights: ["Becas", "Campus"],
      institution: { ...conferences[1].institution!, region: "Lima", website: null },
      conferences: [conferences[1]],
    };
    const view = toStandView(stand, { talks: false });
    expect(view).toEqual({
      slug: "pontificia-universidad-catolica-del-peru",
      name: "Pontificia Universidad Católica del Perú",
      shortName: "PUCP",
      meta: "Universidad · Lima",
      headline: stand.headline,
      description: stand.description,
      highlights: ["Becas", "Campus"],
    });
    expect(unpackStand(packStand(view))).toEqual(view);
    expect(toStandView(stand).talks).toEqual([toStandTalk(conferences[1])]);
  });
});
