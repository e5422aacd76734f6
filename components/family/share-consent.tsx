"use client";

import { schoolPanelDownload, schoolPanelNever, schoolSharedList } from "@/lib/content/family/school-sharing";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { setShareWithSchool } from "@/lib/api/family";
import { apiErrorMessage } from "@/lib/api/errors";

/** /cuenta: whether the student's school counsellor sees the progress; withdrawn or given again at any time. */
export function ShareConsent({ schoolName, initial }: { schoolName: string; initial: boolean }) {
  const [share, setShare] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ variant: "success" | "error"; text: string; key: number } | null>(null);

  async function toggle() {
    setBusy(true);
    setNotice(null);
    try {
      const next = (await setShareWithSchool(!share)).shareWithSchool;
      setShare(next);
      setNotice({
        variant: "success",
        text: next ? "Listo: tu orientador verá tu avance." : "Listo: tu orientador ya no ve tu avance.",
        key: Date.now(),
      });
    } catch (error) {
      setNotice({ variant: "error", text: apiErrorMessage(error), key: Date.now() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-neutral-700">
        Colegio: <strong>{schoolName}</strong>
      </p>
      <p
        className={`inline-flex self-start rounded-pill px-3 py-1 text-sm font-semibold ${share ? "bg-success-100 text-success-800" : "bg-neutral-100 text-neutral-700"}`}
      >
        {share ? "Tu orientador ve tu avance" : "Tu orientador no ve tu avance"}
      </p>
      <p className="text-sm text-neutral-700">
        Si compartes, tu orientador ve {schoolSharedList()}. {schoolPanelDownload} {schoolPanelNever}
      </p>
      {notice ? (
        <Alert key={notice.key} variant={notice.variant}>
          {notice.text}
        </Alert>
      ) : null}
      <Button
        type="button"
        variant={share ? "outline" : "primary"}
        loading={busy}
        loadingText="Guardando…"
        onClick={toggle}
        className="self-start"
      >
        {share ? "Dejar de compartir con mi colegio" : "Compartir mi avance con mi colegio"}
      </Button>
    </div>
  );
}
