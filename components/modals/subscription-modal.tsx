"use client";

import { schoolConsentText } from "@/lib/content/family/school-sharing";
import { zodResolver } from "@/lib/client/zod-resolver";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SchoolDetailsFields, SchoolPicker } from "@/components/auth/school-fields";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiErrorMessage } from "@/lib/api/errors";
import { requestMembershipInformation } from "@/lib/api/membership";
import { joinSchool, verifySchoolCode } from "@/lib/api/schools";
import { href } from "@/lib/config/route-paths";
import { useModalsStore } from "@/stores/modals";
import { schoolRegistrationSchema, type SchoolOption, type SchoolRegistrationForm } from "@/lib/contracts/school";
import { selectHasMembership, signedInNow, useSessionStore } from "@/stores/session";

/** Where the subscription request ends: the pricing area of the test page. */
export const pricingTarget = `${href("testOrientacion")}#pricing`;

export const premiumBenefits = [
  "Todos los retos del test vocacional desbloqueados",
  "Reporte completo en PDF para conversar en familia",
  "Carreras sugeridas con sus razones y dónde estudiarlas",
  "Sesiones en vivo con un orientador o psicólogo, según tu plan",
];

/** 'Cambia tu futuro ahora': the Premium tab and the school tab. */
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
  const isMember = useSessionStore(selectHasMembership);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<{ message: string; key: number } | null>(null);

  const start = async () => {
    if (!signedInNow()) {
      useModalsStore.getState().closeAll();
      router.push(`${href("entrar")}?redirect=${encodeURIComponent(pricingTarget)}`);
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
      {isMember ? (
        <div className="flex items-center gap-3 rounded-control bg-success-50 p-3">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-6 shrink-0 text-success-700">
            <path
              fillRule="evenodd"
              clipRule="evenodd"
              d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
            />
          </svg>
          <p className="text-sm text-success-800">
            <strong className="block">Ya tienes acceso Premium</strong>
            Tus retos están desbloqueados. Si quieres sumar sesiones en vivo, elige un plan.
          </p>
        </div>
      ) : (
        <div className="flex items-center gap-3 rounded-control bg-accent-50 p-3">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-6 shrink-0 text-accent-700">
            <path
              fillRule="evenodd"
              clipRule="evenodd"
              d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
            />
          </svg>
          <div>
            <Badge variant="accent">Reto bloqueado</Badge>
            <p className="mt-1 text-sm text-accent-800">
              Este reto es parte del plan Premium. Desbloquéalo y sigue avanzando hacia tu decisión.
            </p>
          </div>
        </div>
      )}
      <ul className="space-y-2">
        {premiumBenefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2 text-sm text-fg">
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700">
              <path
                fillRule="evenodd"
                clipRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              />
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
  const isLogged = useSessionStore((s) => s.isLogged);
  return isLogged ? <SchoolCodeForm /> : <SchoolLoginPrompt />;
}

/** A visitor without a session: the code is tied to an account, so log in or create one first. */
function SchoolLoginPrompt() {
  const close = () => useModalsStore.getState().closeAll();
  const openLogin = () => {
    const modals = useModalsStore.getState();
    modals.closeAll();
    modals.open("loginModal");
  };
  return (
    <div className="flex flex-col gap-3 text-sm text-fg">
      <p>
        Si tu colegio trabaja con Rumbo, tu tutor te dio un <strong>código de colegio</strong>. Con él tienes el acceso completo sin pagar.
        Para usarlo, primero inicia sesión con tu cuenta.
      </p>
      <Button fullWidth onClick={openLogin}>
        Iniciar sesión
      </Button>
      <Link href={href("empezarColegio")} onClick={close} className={buttonClasses({ variant: "outline", fullWidth: true })}>
        Registrarme con mi código de colegio
      </Link>
      <p className="text-fg-muted">
        ¿Tu colegio aún no trabaja con Rumbo?{" "}
        <Link href={href("colegios")} onClick={close} className="font-semibold text-primary-700 underline">
          Cuéntale a tu tutor
        </Link>
        .
      </p>
    </div>
  );
}

/**
 * A logged-in student enters the school's code:
 * verification, then the join; success reloads the page, a failure shows the server's message
 * at the code field and keeps everything typed.
 */
export function SchoolCodeForm({ onJoined = () => window.location.reload() }: { onJoined?: () => void }) {
  const email = useSessionStore((s) => s.user?.email);
  const [school, setSchool] = useState<SchoolOption | null>(null);
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<SchoolRegistrationForm>({
    resolver: zodResolver(schoolRegistrationSchema),
    defaultValues: { section: "", day: "", month: "", year: "", code: "", shareWithSchool: false },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await verifySchoolCode(values.schoolId, values.code);
      const birthday = { day: Number(values.day), month: Number(values.month), year: Number(values.year) };
      const user = await joinSchool({
        schoolId: values.schoolId,
        grade: values.grade,
        section: values.section || undefined,
        email,
        code: values.code,
        birthday,
        shareWithSchool: Boolean(values.shareWithSchool),
      });
      useSessionStore.getState().setSession(user);
      setDone(true);
    } catch (error) {
      setFailure({ message: apiErrorMessage(error), key: Date.now() });
      // The message sits under the code field; the focus goes there too.
      form.setFocus("code");
    }
  });

  if (done) {
    // Joining is confirmed before the page reloads with the school's access.
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="text-lg font-semibold text-fg">¡Listo! Ya eres parte de {school?.name ?? "tu colegio"} en Rumbo.</p>
        <p className="text-fg-muted">Tienes el acceso que te da tu colegio. Lo ves en «Mi cuenta».</p>
        <Button type="button" fullWidth autoFocus onClick={onJoined}>
          Continuar
        </Button>
      </div>
    );
  }
  const submitting = form.formState.isSubmitting || done;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Activar mi código de colegio">
      <p className="text-sm text-fg">
        Si tu colegio trabaja con Rumbo, tu tutor te dio un <strong>código de colegio</strong>. Ingrésalo para tener el acceso completo sin
        pagar.
      </p>
      <SchoolPicker
        school={school}
        error={form.formState.errors.schoolId?.message}
        onChange={(option) => {
          setSchool(option);
          if (option) form.setValue("schoolId", option.id, { shouldValidate: true });
          else form.resetField("schoolId");
        }}
      />
      <SchoolDetailsFields
        form={form}
        codeAlert={
          failure ? (
            <Alert key={failure.key} variant="error" autoHideMs={0}>
              {failure.message}
            </Alert>
          ) : null
        }
      />
      <Checkbox
        label="Quiero que mi colegio vea mi avance"
        hint={schoolConsentText("Puedes usar el código aunque no lo marques.")}
        {...form.register("shareWithSchool")}
      />
      <Button type="submit" fullWidth loading={submitting} loadingText="Activando tu código…">
        Activar mi código
      </Button>
      <p className="text-xs text-fg-muted">
        ¿Tu colegio aún no trabaja con Rumbo?{" "}
        <Link
          href={href("colegios")}
          onClick={() => useModalsStore.getState().closeAll()}
          className="font-semibold text-primary-700 underline"
        >
          Cuéntale a tu tutor
        </Link>
        .
      </p>
    </form>
  );
}
