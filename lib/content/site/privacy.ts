import { site } from "@/lib/config/site";

/**
 * The privacy policy (/privacy), written for minors' data under Peru's Ley N.° 29733, Ley de
 * Protección de Datos Personales, and its Reglamento. Kept as data so the page, the forms'
 * summaries and any future version history read the same text.
 */
export const privacyContact = {
  email: "privacidad@rumbo.pe",
  address: site.address,
};

export const privacyUpdatedAt = "2026-11-01";

export type PrivacySection = { id: string; title: string; paragraphs?: string[]; items?: string[] };

export const privacySections: PrivacySection[] = [
  {
    id: "responsable",
    title: "1. Quién es responsable de tus datos",
    paragraphs: [
      `Rumbo (en adelante, «Rumbo», «nosotros») es el titular de los bancos de datos personales de esta plataforma y responsable de su tratamiento, con domicilio en ${site.address}. Puedes escribirnos a privacidad@rumbo.pe para cualquier asunto sobre tus datos.`,
      "Tratamos los datos conforme a la Ley N.° 29733, Ley de Protección de Datos Personales, su Reglamento y las directivas de la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos.",
    ],
  },
  {
    id: "menores",
    title: "2. Estudiantes menores de edad",
    paragraphs: [
      "La mayoría de nuestros usuarios son estudiantes de secundaria. Si tienes 14 años o más, puedes dar tu consentimiento para usar Rumbo, porque el servicio es propio de tu edad. Si tienes menos de 14 años, necesitamos el consentimiento de tu madre, padre o tutor: te pediremos sus datos de contacto y no activaremos funciones que compartan información hasta contar con él.",
      "Cuando el registro se hace con el código de un colegio, el colegio informa a las familias y recaba las autorizaciones que correspondan. Una madre, padre o tutor puede en cualquier momento pedir ver, corregir o eliminar los datos de su hijo o hija escribiendo a privacidad@rumbo.pe.",
      "Escribimos para estudiantes en un lenguaje claro. Nunca mostramos publicidad personalizada a menores ni usamos sus respuestas para perfilarlos con fines comerciales de terceros.",
    ],
  },
  {
    id: "datos",
    title: "3. Qué datos recogemos",
    items: [
      "Datos de cuenta: nombres, apellidos, correo electrónico, número de celular, contraseña (guardada solo como un resumen cifrado que nadie puede leer) y si eres estudiante o madre o padre de familia.",
      "Datos escolares: colegio, grado, sección, código del colegio, año en que terminas la secundaria y fecha de nacimiento, cuando te registras con tu colegio.",
      "Respuestas del test vocacional y sus resultados: intereses, rasgos de personalidad, inteligencias, valores, carreras que calificas, descartas o comparas, e instituciones que te interesan.",
      "Inscripciones a charlas de la feria virtual y solicitudes de información sobre planes.",
      "Datos de pago: el estado y el monto de tu compra. Los datos de tu tarjeta los recibe directamente el proveedor de pagos; Rumbo no los ve ni los guarda.",
      "Datos técnicos: dirección IP, tipo de navegador y cookies necesarias para mantener tu sesión, recordar de qué campaña llegaste y medir qué páginas funcionan mejor.",
    ],
  },
  {
    id: "finalidades",
    title: "4. Para qué los usamos",
    items: [
      "Crear y mantener tu cuenta, y guardar tu avance en el test para que no pierdas tus respuestas.",
      "Calcular tus resultados y sugerirte carreras e instituciones, explicándote las razones.",
      "Coordinar las sesiones con orientadores o psicólogos cuando contratas un plan.",
      "Inscribirte en las charlas de la feria y enviarte recordatorios de esas charlas.",
      "Responder tus consultas y solicitudes de información por correo, teléfono o WhatsApp.",
      "Si tu colegio tiene convenio con Rumbo, entregar a su equipo de tutoría el avance y los resultados de sus estudiantes.",
      "Elaborar estadísticas anónimas y agregadas (por ejemplo, qué carreras interesan más en una región) para mejorar el servicio.",
    ],
    paragraphs: [
      "Solo con tu consentimiento expreso, y si eres mayor de edad o tu madre, padre o tutor lo autoriza, compartiremos tus datos de contacto con una universidad o instituto que elijas para que te informe sobre su admisión. Puedes retirar ese consentimiento cuando quieras.",
    ],
  },
  {
    id: "quien-ve",
    title: "5. Quién puede ver tus datos",
    items: [
      "Tú, desde tu cuenta.",
      "El personal de Rumbo que lo necesita para atenderte: orientadores, psicólogos y el equipo de soporte, obligados a confidencialidad.",
      "El equipo de tutoría de tu colegio, solo si te registraste con su código.",
      "La universidad o instituto que elegiste, solo si lo autorizaste expresamente (punto 4).",
      "Proveedores que nos prestan servicios bajo contrato y con las mismas obligaciones de seguridad: alojamiento de la plataforma, envío de correos y procesamiento de pagos. Algunos pueden estar fuera del Perú; en ese caso la transferencia se hace con garantías adecuadas según la Ley N.° 29733.",
      "Autoridades, cuando una ley o una orden judicial lo exija.",
    ],
    paragraphs: ["Rumbo no vende ni alquila datos personales."],
  },
  {
    id: "conservacion",
    title: "6. Cuánto tiempo los guardamos",
    items: [
      "Tu cuenta y tus resultados, mientras tengas la cuenta activa. Si no la usas durante 3 años seguidos, te avisamos y, si no respondes, la eliminamos.",
      "Si pides eliminar tu cuenta, borramos tus datos en un plazo máximo de 30 días, salvo lo que la ley nos obligue a conservar.",
      "Los comprobantes de pago, durante el plazo que exigen las normas tributarias.",
      "Los registros técnicos de seguridad, hasta 12 meses.",
    ],
  },
  {
    id: "derechos",
    title: "7. Tus derechos y cómo ejercerlos",
    paragraphs: [
      "Tienes derecho de información, acceso, rectificación, cancelación (supresión) y oposición —los llamados derechos ARCO—, y a revocar tu consentimiento en cualquier momento. Si eres menor de 14 años, tu madre, padre o tutor puede ejercerlos por ti.",
      "Para ejercerlos, escribe a privacidad@rumbo.pe desde el correo de tu cuenta (o el de tu madre, padre o tutor) indicando tu nombre, qué derecho ejerces y, si es rectificación, el dato correcto. Podemos pedirte una copia de tu documento de identidad solo para confirmar que eres tú. También puedes presentar tu solicitud por escrito en nuestra dirección.",
      "Respondemos dentro de los plazos del Reglamento de la Ley N.° 29733: hasta 20 días hábiles para el acceso y hasta 10 días hábiles para la rectificación, la cancelación y la oposición. Ejercer tus derechos es gratuito.",
      "Si consideras que no atendimos tu solicitud, puedes presentar una reclamación ante la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos.",
    ],
  },
  {
    id: "seguridad",
    title: "8. Cómo protegemos tus datos",
    items: [
      "Conexión cifrada (HTTPS) en toda la plataforma.",
      "Contraseñas guardadas con un algoritmo de resumen seguro (argon2id); nadie en Rumbo puede verlas.",
      "Sesiones que puedes cerrar y que vencen solas; cerrar sesión las invalida en el servidor.",
      "Acceso interno limitado a quien lo necesita, con registro de accesos.",
    ],
  },
  {
    id: "cookies",
    title: "9. Cookies",
    paragraphs: [
      "Usamos cookies propias necesarias para mantener tu sesión iniciada, recordar a dónde volver después de iniciar sesión y registrar de qué campaña llegaste (por ejemplo, una charla de tu colegio). No usamos cookies de publicidad de terceros. Si bloqueas las cookies en tu navegador, no podrás iniciar sesión.",
    ],
  },
  {
    id: "cambios",
    title: "10. Cambios a esta política",
    paragraphs: [
      "Si cambiamos esta política de forma importante, te avisaremos en la plataforma o por correo antes de que el cambio se aplique. La fecha de la última actualización figura al inicio de esta página.",
    ],
  },
];
