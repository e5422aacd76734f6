import type { Metadata } from "next";
import { Logo } from "@/components/brand/logo";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses, type ButtonVariant } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { StyleGuideInteractive } from "@/components/ui/style-guide";
import { formatSoles, formatSolesRange } from "@/lib/format/money";

export const metadata: Metadata = {
  title: "Estilos",
  robots: { index: false, follow: false },
};

// Literal class names so that Tailwind generates them.
const SWATCHES: Array<{ name: string; shades: Array<[string, string]> }> = [
  {
    name: "Primario",
    shades: [
      ["50", "bg-primary-50"],
      ["100", "bg-primary-100"],
      ["300", "bg-primary-300"],
      ["500", "bg-primary-500"],
      ["700", "bg-primary-700"],
      ["900", "bg-primary-900"],
    ],
  },
  {
    name: "Acento",
    shades: [
      ["50", "bg-accent-50"],
      ["100", "bg-accent-100"],
      ["300", "bg-accent-300"],
      ["500", "bg-accent-500"],
      ["600", "bg-accent-600"],
      ["800", "bg-accent-800"],
    ],
  },
  {
    name: "Estados",
    shades: [
      ["éxito", "bg-success-700"],
      ["éxito 50", "bg-success-50"],
      ["aviso", "bg-warning-500"],
      ["aviso 50", "bg-warning-50"],
      ["peligro", "bg-danger-600"],
      ["peligro 50", "bg-danger-50"],
    ],
  },
  {
    name: "Neutros",
    shades: [
      ["50", "bg-neutral-50"],
      ["200", "bg-neutral-200"],
      ["400", "bg-neutral-400"],
      ["600", "bg-neutral-600"],
      ["800", "bg-neutral-800"],
      ["950", "bg-neutral-950"],
    ],
  },
];

const VARIANTS: ButtonVariant[] = ["primary", "secondary", "accent", "outline", "ghost", "danger", "link"];

const GRADES = [
  { value: "5", label: "5.º de secundaria" },
  { value: "4", label: "4.º de secundaria" },
  { value: "3", label: "3.º de secundaria" },
];

export default function StyleGuidePage() {
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-4">
        <Logo size={40} />
        <h1 className="text-display font-display">Sistema de diseño</h1>
        <p className="max-w-prose text-lg text-fg-muted">
          Colores, tipografía y componentes de Rumbo. Página para el equipo de desarrollo; no aparece en buscadores.
        </p>
      </header>

      <section aria-labelledby="colores" className="flex flex-col gap-4">
        <h2 id="colores" className="text-2xl font-bold">
          Colores
        </h2>
        {SWATCHES.map((group) => (
          <div key={group.name} className="flex flex-col gap-2">
            <h3 className="font-semibold">{group.name}</h3>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
              {group.shades.map(([label, bg]) => (
                <li key={bg} className="flex flex-col gap-1 text-sm">
                  <span className={`h-12 rounded-control border border-border ${bg}`} />
                  <span className="text-fg-muted">{label}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section aria-labelledby="tipografia" className="flex flex-col gap-3">
        <h2 id="tipografia" className="text-2xl font-bold">
          Tipografía
        </h2>
        <p className="text-display">Encuentra tu rumbo</p>
        <p className="text-3xl font-bold">Elige el plan para ti</p>
        <p className="text-xl font-semibold">Orientación vocacional para estudiantes del Perú</p>
        <p className="max-w-prose text-base">
          Descubre tus intereses, tu personalidad y las carreras que encajan contigo. Compara universidades e institutos y conversa con un
          orientador.
        </p>
        <p className="text-sm text-fg-muted">Texto secundario: ayudas y notas al pie.</p>
        <p className="text-base">
          Precios: <span className="font-semibold whitespace-nowrap">{formatSoles(9500)}</span> ·{" "}
          <span className="font-semibold whitespace-nowrap">{formatSoles(123456)}</span> ·{" "}
          <span className="font-semibold whitespace-nowrap">{formatSolesRange(19300, 29100)}</span>
        </p>
      </section>

      <section aria-labelledby="marca" className="flex flex-col gap-4">
        <h2 id="marca" className="text-2xl font-bold">
          Marca
        </h2>
        <div className="flex flex-wrap items-center gap-6">
          <Logo size={48} />
          <Logo size={32} />
          <Logo size={40} variant="mark" />
          <div className="rounded-card bg-primary-700 p-4">
            <Logo size={32} tone="white" />
          </div>
        </div>
      </section>

      <section aria-labelledby="botones" className="flex flex-col gap-4">
        <h2 id="botones" className="text-2xl font-bold">
          Botones
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant === "link" ? "Enlace" : `Botón ${variant}`}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm">Pequeño</Button>
          <Button size="md">Mediano</Button>
          <Button size="lg">Grande</Button>
          <Button disabled>Deshabilitado</Button>
          <Button loading>Guardar</Button>
          <a href="#botones" className={buttonClasses({ variant: "accent" })}>
            Enlace con forma de botón
          </a>
        </div>
      </section>

      <section aria-labelledby="formularios" className="flex flex-col gap-4">
        <h2 id="formularios" className="text-2xl font-bold">
          Formularios
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          <Input label="Nombre" name="name" autoComplete="given-name" hint="Como aparece en tu DNI." />
          <Input label="Correo electrónico" name="email" type="email" defaultValue="ana@correo" error="Email no es válido" />
          <Input label="Correo verificado" name="email-ok" type="email" defaultValue="ana@correo.pe" success="Correo válido" />
          <Input label="Contraseña" name="password" type="password" autoComplete="new-password" hint="Mínimo 6 caracteres." />
          <Select label="Grado" name="grade" options={GRADES} placeholder="Elige tu grado" />
          <Select label="Grado (con error)" name="grade-error" options={GRADES} placeholder="Elige tu grado" error="Elige tu grado" />
          <Checkbox label="Quiero recibir novedades por correo" name="news" />
          <Checkbox label="Acepto las políticas de uso" name="policy" error="Debe aceptar las políticas de uso." />
        </div>
      </section>

      <section aria-labelledby="tarjetas" className="flex flex-col gap-4">
        <h2 id="tarjetas" className="text-2xl font-bold">
          Tarjetas e insignias
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge variant="success">Licenciada</Badge>
          <Badge variant="danger">Licencia denegada</Badge>
          <Badge variant="neutral">En proceso</Badge>
          <Badge variant="warning">Cupos limitados</Badge>
          <Badge variant="info">Virtual</Badge>
          <Badge variant="primary">Nuevo</Badge>
          <Badge variant="accent">Recomendado</Badge>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {[
            { title: "Autoguiado", price: 9500, text: "Plataforma y coach digital." },
            { title: "2 sesiones en vivo", price: 18000, text: "Sesiones de 60 minutos con un orientador, al mes." },
            { title: "4 sesiones en vivo", price: 29000, text: "Sesiones de 60 minutos con un orientador, al mes." },
          ].map((plan) => (
            <Card as="li" key={plan.title}>
              <CardHeader>
                <CardTitle>{plan.title}</CardTitle>
                <CardDescription>{plan.text}</CardDescription>
              </CardHeader>
              <CardContent>
                <p className="text-3xl font-bold whitespace-nowrap text-primary-800">{formatSoles(plan.price)}</p>
              </CardContent>
              <CardFooter>
                <Button variant="accent" fullWidth>
                  Pide información
                </Button>
              </CardFooter>
            </Card>
          ))}
        </ul>
        <div className="flex items-center gap-3 text-primary-700">
          <Spinner />
          <span className="text-fg-muted">Spinner con texto oculto «Cargando…»</span>
        </div>
      </section>

      <StyleGuideInteractive />
    </main>
  );
}
