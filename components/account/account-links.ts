import { href } from "@/lib/config/route-paths";
import type { AccountRole } from "@/lib/contracts/session";

export type AccountLink = { href: string; label: string; description: string };

/**
 * The student's shortlist page. Its route is added with the page itself; until then the path is
 * written out here.
 */
const studentListPath = "/cuenta/lista";

/**
 * The links of the «Mi cuenta» sidebar (a 375 px column at desktop width, a compact list at the top
 * on phones), by role: each role sees its own pages and never another role's.
 */
export function accountLinks(role: AccountRole | null): AccountLink[] {
  const home: AccountLink = { href: href("cuenta"), label: "Mi cuenta", description: "Tus datos y tu plan." };
  switch (role) {
    case "advisor":
      return [
        home,
        { href: href("advisorChat"), label: "Bandeja del chat", description: "Las conversaciones de los estudiantes." },
        { href: href("advisorSessions"), label: "Mis sesiones", description: "Tus sesiones en vivo reservadas." },
      ];
    case "user-parent":
      return [
        home,
        { href: href("parentPanel"), label: "Panel de tu familia", description: "El avance de tus hijos y el código para vincularlos." },
        { href: href("helpYourChild"), label: "Ayuda a tu hijo", description: "Guía para acompañar su decisión." },
      ];
    case "school":
      return [home, { href: href("schoolPanel"), label: "Panel del colegio", description: "El avance de tus estudiantes y sus códigos." }];
    default:
      return [
        home,
        { href: studentListPath, label: "Mi lista", description: "Las carreras e instituciones que guardaste." },
        { href: href("cuentaPagos"), label: "Mis pagos", description: "Tus pedidos y su estado." },
        { href: href("cuentaSesiones"), label: "Mis sesiones en vivo", description: "Reserva y revisa tus sesiones con un orientador." },
        { href: href("cuentaChat"), label: "Chat con especialistas", description: "Escribe a una orientadora o a un psicólogo." },
      ];
  }
}
