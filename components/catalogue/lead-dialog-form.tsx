"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { createLead, expressLead, sendLeadCode, validateLeadCode } from "@/lib/api/catalogue";
import { track } from "@/lib/api/metrics";
import { toApiError } from "@/lib/api/errors";
import { leadFormSchema, type LeadForm } from "@/lib/contracts/catalogue";
import { useSessionStore } from "@/stores/session";
import { forgetVerified, rememberVerified, verifiedReference, type Contact } from "./verified-contact";

export type LeadDialogProps = {
  institution: { id: number; name: string };
  career?: { id: number | null; name: string } | null;
  origin?: "perfil" | "carrera" | "comparador" | "directorio";
  defaults?: Partial<LeadForm>;
};

type Props = LeadDialogProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the form is on screen (the trigger stops showing that it is loading). */
  onReady?: () => void;
};

type Step =
  { kind: "form" } | { kind: "code"; referenceId: string; phone: string; maskedPhone: string; contact: Contact } | { kind: "done" };

/**
 * 'Solicitar información': the lead form, then the 6-digit code sent to the phone; the request
 * reaches the institution only once the code is confirmed. Loaded on demand by `LeadDialog`
 * (the form brings zod, the phone rules, the dialog and the API client: ~100 KB).
 */
export function LeadDialogForm({ institution, career, origin = "perfil", defaults, open, onOpenChange, onReady }: Props) {
  useEffect(() => onReady?.(), [onReady]);
  const [step, setStep] = useState<Step>({ kind: "form" });
  const [message, setMessage] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A logged-in student finds their name, phone and e-mail already written (they can change them).
  const user = useSessionStore((s) => s.user);
  const fromSession: Partial<LeadForm> = user
    ? { name: `${user.name} ${user.surname}`.trim(), phone: user.fullPhone ?? user.phone ?? "", email: user.email ?? "" }
    : {};
  const form = useForm<LeadForm>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: { name: "", phone: "", email: "", description: "", ...fromSession, ...defaults },
  });
  const { errors } = form.formState;

  const submitLead = form.handleSubmit(async (values) => {
    setMessage(null);
    setBusy(true);
    const contact: Contact = { name: values.name, phone: values.phone, email: values.email };
    try {
      // The same contact, already confirmed in this tab: no new code (express), whether she asks
      // about a career or with a question. If express refuses, the usual code by SMS follows.
      const known = verifiedReference(contact);
      if (known) {
        try {
          await expressLead(institution.id, known, { careerId: career?.id ?? null, description: values.description?.trim() || null });
          setStep({ kind: "done" });
          return;
        } catch {
          forgetVerified(contact);
        }
      }
      const lead = await createLead({
        origin,
        institution_id: institution.id,
        career_id: career?.id ?? null,
        name: values.name,
        phone: values.phone,
        email: values.email,
        description: values.description || null,
        career_name: career?.name ?? null,
        institution_name: institution.name,
      });
      track("event", "lead_sent", { origin: String(origin) });
      if (lead.verified) {
        rememberVerified(contact, lead.referenceId);
        setStep({ kind: "done" });
        return;
      }
      const sent = await sendLeadCode(values.phone, lead.referenceId);
      setStep({ kind: "code", referenceId: lead.referenceId, phone: values.phone, maskedPhone: sent.phone, contact });
    } catch (error) {
      const apiError = toApiError(error);
      for (const field of ["name", "phone", "email", "description"] as const) {
        const fieldMessage = apiError.fieldErrors[field]?.[0];
        if (fieldMessage) form.setError(field, { message: fieldMessage });
      }
      setMessage(apiError.message);
    } finally {
      setBusy(false);
    }
  });

  async function submitCode(event: React.FormEvent) {
    event.preventDefault();
    if (step.kind !== "code") return;
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError("El código tiene 6 dígitos.");
      return;
    }
    setBusy(true);
    setCodeError(null);
    try {
      await validateLeadCode(code.trim(), step.referenceId);
      rememberVerified(step.contact, step.referenceId);
      setStep({ kind: "done" });
    } catch (error) {
      const apiError = toApiError(error);
      setCodeError(apiError.fieldErrors.code?.[0] ?? apiError.message);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (step.kind !== "code") return;
    setBusy(true);
    setCodeError(null);
    try {
      await sendLeadCode(step.phone, step.referenceId);
      setMessage("Te enviamos un código nuevo.");
    } catch (error) {
      setCodeError(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        onOpenChange(value);
        if (!value && step.kind === "done") {
          setStep({ kind: "form" });
          setCode("");
        }
      }}
      title={step.kind === "done" ? "¡Solicitud enviada!" : `Solicitar información a ${institution.name}`}
      description={career ? `Carrera: ${career.name}` : undefined}
    >
      {step.kind === "form" ? (
        <form key="lead" noValidate onSubmit={submitLead} className="flex flex-col gap-4">
          {message ? (
            <Alert variant="error" onHide={() => setMessage(null)}>
              {message}
            </Alert>
          ) : null}
          <Input label="Nombre completo" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
          <Input
            label="Celular"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="Te enviaremos un código por SMS para confirmarlo. Ej.: 987 654 321"
            error={errors.phone?.message}
            {...form.register("phone")}
          />
          <Input label="Correo electrónico" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
          <Input label="¿Qué te gustaría saber? (opcional)" error={errors.description?.message} {...form.register("description")} />
          <Button type="submit" loading={busy} loadingText="Enviando…">
            Enviar y recibir código
          </Button>
          <p className="text-xs text-fg-muted">Tus datos se envían solo a esta institución, y solo cuando confirmes tu celular.</p>
        </form>
      ) : step.kind === "code" ? (
        <form key="code" noValidate onSubmit={submitCode} className="flex flex-col gap-4">
          <p className="text-fg">
            Escribe el código de 6 dígitos que enviamos a <strong>{step.maskedPhone}</strong>. Vence en 10 minutos.
          </p>
          {message ? (
            <Alert variant="success" onHide={() => setMessage(null)}>
              {message}
            </Alert>
          ) : null}
          <Input
            label="Código"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
            error={codeError}
          />
          <Button type="submit" loading={busy} loadingText="Verificando…">
            Confirmar código
          </Button>
          <Button type="button" variant="link" onClick={resend} disabled={busy}>
            Enviarme otro código
          </Button>
        </form>
      ) : (
        <div className="flex flex-col gap-3" role="status">
          <p className="text-fg">
            Confirmamos tu celular y enviamos tu solicitud a <strong>{institution.name}</strong>. Te contactarán pronto.
          </p>
        </div>
      )}
    </Dialog>
  );
}
