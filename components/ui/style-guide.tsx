"use client";

import { useState } from "react";
import { Alert, type AlertVariant } from "./alert";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { Dialog, DialogClose } from "./dialog";
import { FullScreenLoader } from "./full-screen-loader";
import { Input } from "./input";
import { PhoneInput, type PhoneValue } from "./phone-input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
import { href } from "@/lib/config/route-paths";

const ALERTS: Array<{ variant: AlertVariant; text: string }> = [
  { variant: "error", text: "Usuario o contraseña incorrecto" },
  { variant: "success", text: "Tus datos se guardaron correctamente." },
  { variant: "info", text: "Te enviamos un código a tu correo." },
  { variant: "warning", text: "Te falta completar un campo" },
];

/** The interactive half of /estilos (the developers' style page). */
export function StyleGuideInteractive() {
  const [alertRound, setAlertRound] = useState(0);
  const [phone, setPhone] = useState<PhoneValue | null>(null);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [policyError, setPolicyError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);

  const showFullScreenLoader = () => {
    setFullScreen(true);
    window.setTimeout(() => setFullScreen(false), 2000);
  };

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="sg-dialogs" className="flex flex-col gap-4">
        <h2 id="sg-dialogs" className="text-2xl font-bold">
          Modales
        </h2>
        <div className="flex flex-wrap gap-3">
          <Dialog
            title="Cambia tu futuro ahora"
            description="Elige cómo quieres continuar tu orientación."
            trigger={<Button>Abrir modal</Button>}
            footer={
              <>
                <DialogClose>
                  <Button variant="outline">Cancelar</Button>
                </DialogClose>
                <Button variant="accent">Comienza tu plan ahora</Button>
              </>
            }
          >
            <Tabs defaultValue="premium">
              <TabsList aria-label="Tipo de plan">
                <TabsTrigger value="premium">Premium</TabsTrigger>
                <TabsTrigger value="colegio">Colegio</TabsTrigger>
              </TabsList>
              <TabsContent value="premium">
                <p className="text-fg-muted">Sesiones en vivo con un orientador y tu reporte completo.</p>
              </TabsContent>
              <TabsContent value="colegio">
                <Input label="Código del colegio" name="code" autoComplete="off" />
              </TabsContent>
            </Tabs>
          </Dialog>

          <Button variant="secondary" onClick={() => setPhoneOpen(true)}>
            Abrir «Completa estos datos»
          </Button>
          <Dialog
            open={phoneOpen}
            onOpenChange={setPhoneOpen}
            title="Completa estos datos"
            closeOnBackdropClick={false}
            size="sm"
            footer={
              <Button
                fullWidth
                onClick={() => {
                  if (!accepted) {
                    setPolicyError("Debe aceptar las políticas de uso.");
                    return;
                  }
                  setPhoneOpen(false);
                }}
              >
                Guardar
              </Button>
            }
          >
            <div className="flex flex-col gap-4">
              <p className="text-sm text-fg-muted">Este modal no se cierra al tocar fuera de él.</p>
              <PhoneInput onChange={setPhone} />
              <Checkbox
                label={
                  <>
                    Acepto las{" "}
                    <a href={href("privacy")} target="_blank" rel="noopener">
                      políticas de uso
                    </a>
                  </>
                }
                checked={accepted}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  if (event.target.checked) setPolicyError(null);
                }}
                error={policyError}
              />
            </div>
          </Dialog>
        </div>
      </section>

      <section aria-labelledby="sg-alerts" className="flex flex-col gap-4">
        <h2 id="sg-alerts" className="text-2xl font-bold">
          Alertas
        </h2>
        <p className="text-fg-muted">Se ocultan a los 3 segundos (se pausan con el puntero o el foco encima).</p>
        <div className="flex flex-col gap-3">
          {ALERTS.map(({ variant, text }) => (
            <Alert key={`${variant}-${alertRound}`} variant={variant} dismissible>
              {text}
            </Alert>
          ))}
          <Alert variant="info" autoHideMs={0} title="Sin ocultarse">
            Con <code>autoHideMs={"{0}"}</code> la alerta queda hasta que se quite.
          </Alert>
        </div>
        <div>
          <Button variant="outline" size="sm" onClick={() => setAlertRound((n) => n + 1)}>
            Mostrar de nuevo
          </Button>
        </div>
      </section>

      <section aria-labelledby="sg-phone" className="flex flex-col gap-4">
        <h2 id="sg-phone" className="text-2xl font-bold">
          Celular con código de país
        </h2>
        <div className="max-w-sm">
          <PhoneInput
            onChange={setPhone}
            hint="Perú: 9 dígitos, empieza con 9."
            error={
              phone && phone.nationalNumber && !phone.isValid ? "Tu celular es inválido, coloca el código de país correctamente" : null
            }
            success={phone?.isValid ? "Celular válido" : null}
          />
        </div>
        <pre className="overflow-x-auto rounded-control bg-neutral-900 p-3 text-sm text-neutral-50">
          {JSON.stringify(phone, null, 2) ?? "null"}
        </pre>
      </section>

      <section aria-labelledby="sg-loading" className="flex flex-col gap-4">
        <h2 id="sg-loading" className="text-2xl font-bold">
          Carga
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button loading={loading} loadingText="Guardando…" onClick={() => setLoading(true)}>
            Guardar
          </Button>
          <Button variant="ghost" onClick={() => setLoading(false)}>
            Detener
          </Button>
          <Button variant="outline" onClick={showFullScreenLoader}>
            Pantalla de carga (2 s)
          </Button>
        </div>
        <FullScreenLoader open={fullScreen} label="Preparando tu pago…" />
      </section>
    </div>
  );
}
