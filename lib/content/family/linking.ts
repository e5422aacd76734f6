/**
 * How a parent links to a child, told the same way wherever a parent or a student reads it (the
 * parent's panel, /ayuda-a-tu-hijo, the student's «Mi cuenta»): the child creates a one-time family
 * code in «Mi cuenta» › «Tu familia» (valid 7 days, one use) and sends it; the parent types it in
 * the family panel. The child decides and can remove the parent at any time.
 */
export const familyLinkSteps = [
  {
    title: "Tu hijo o hija crea el código",
    text: "Entra a Rumbo con su cuenta, abre «Mi cuenta» y, en «Tu familia», toca «Crear código para mi familia». El código tiene 8 letras y números, vale 7 días y sirve una sola vez.",
  },
  {
    title: "Te lo envía",
    text: "Por WhatsApp con el botón «Enviar por WhatsApp», o copiándolo. Si lo pierde, crea uno nuevo en el mismo lugar: el anterior deja de servir.",
  },
  {
    title: "Tú lo escribes en tu panel",
    text: "Con tu cuenta de «Padre o Madre», en «Panel de tu familia», escribe el código en «Código de tu hijo o hija» y toca «Vincular». Verás su avance, su resultado y dónde estudiar sus carreras con sus costos.",
  },
] as const;

/** Who decides: said under the steps. */
export const familyLinkConsent =
  "Tu hijo o hija decide: sin su código no ves nada, y puede quitarte el acceso cuando quiera desde «Mi cuenta».";
