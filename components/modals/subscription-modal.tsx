"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiErrorMessage } from "@/lib/api/errors";
import { requestMembershipInformation } from "@/lib/api/membership";
import { routes } from "@/lib/config/routes";
import { useModalsStore } from "@/stores/modals";
import { useSessionStore } from "@/stores/session";

/** Where the subscription request ends (spec §4): the pricing area of the test page. */
export const pricingTarget = `${routes.testOrientacion}#pricing`;

export const premiumBenefits = [
  "Todos los retos del test vocacional desbloqueados",
  "Reporte completo en PDF para conversar en familia",
  "Carreras sugeridas con sus razones y dónde estudiarlas",
  "Sesiones en vivo con un orientador o psicólogo, según tu plan",
];

/** 'Cambia tu futuro ahora' (spec §2 modal 1): the Premium tab and the school tab. */
export function SubscriptionModal() {
  const open = useModalsStore((s) => s.subscription);
  const schoolMode = useModalsStore((s) => s.schoolMode);
  const onOpenChange = (next: boolean) => {
    if (next) return;
    const modals = useModalsStore.getState();
    modals.close("subscription");
    modals.close("schoolMode");
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Cambia tu futuro ahora" size="lg">
      <Tabs
        value={schoolMode ? "school" : "premium"}
        onValueChange={(value) => useModalsStore.getState().set("schoolMode", value === "school")}
      >
        <TabsList aria-label="Tipo de acceso">
          <TabsTrigger value="premium">Premium</TabsTrigger>
          <TabsTrigger value="school">Tengo código de colegio</TabsTrigger>
        </TabsList>
        <TabsContent value="premium">
          <PremiumTab />
        </TabsContent>
        <TabsContent value="school">
          <SchoolTab />
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}

function PremiumTab() {
  const router = useRouter();
  const isLogged = useSessionStore((s) => s.isLogged);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<{ message: string; key: number } | null>(null);

  const start = async () => {
    if (!isLogged) {
      useModalsStore.getState().closeAll();
      router.push(`${routes.entrar}?redirect=${encodeURIComponent(pricingTarget)}`);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      await requestMembershipInformation("subscription");
      useModalsStore.getState().closeAll();
      router.push(pricingTarget);
    } catch (e) {
      setError({ message: apiErrorMessage(e), key: Date.now() });
      setLoading(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-control bg-accent-50 p-3">
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-6 shrink-0 text-accent-700">
          <path fillRule="evenodd" clipRule="evenodd" d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z" />
        </svg>
        <div>
          <Badge variant="accent">Reto bloqueado</Badge>
          <p className="mt-1 text-sm text-accent-800">Este reto es parte del plan Premium. Desbloquéalo y sigue avanzando hacia tu decisión.</p>
        </div>
      </div>
      <ul className="space-y-2">
        {premiumBenefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2 text-sm text-fg">
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700">
              <path fillRule="evenodd" clipRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            {benefit}
          </li>
        ))}
      </ul>
      {error ? (
        <Alert key={error.key} variant="error" autoHideMs={0}>
          {error.message}
        </Alert>
      ) : null}
      <Button variant="accent" size="lg" fullWidth loading={loading} loadingText="Enviando…" onClick={start}>
        Comienza tu plan ahora
      </Button>
      <p className="text-center text-xs text-fg-muted">Un asesor te escribirá para ayudarte a elegir tu plan. Sin compromiso.</p>
    </div>
  );
}

function SchoolTab() {
  const close = () => useModalsStore.getState().closeAll();
  return (
    <div className="flex flex-col gap-3 text-sm text-fg">
      <p>
        Si tu colegio trabaja con Rumbo, tu tutor te dio un <strong>código de colegio</strong>. Con él tienes el acceso completo sin pagar:
        regístrate con tu colegio, grado, sección, el código y tu fecha de nacimiento.
      </p>
      <Link href={routes.empezarColegio} onClick={close} className={buttonClasses({ fullWidth: true })}>
        Registrarme con mi código de colegio
      </Link>
      <p className="text-fg-muted">
        ¿Tu colegio aún no trabaja con Rumbo?{" "}
        <Link href={routes.colegios} onClick={close} className="font-semibold text-primary-700 underline">
          Cuéntale a tu tutor
        </Link>
        .
      </p>
    </div>
  );
}
