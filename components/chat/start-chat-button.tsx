"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { openConversation } from "@/lib/api/chat";
import { toApiError } from "@/lib/api/errors";
import { href } from "@/lib/config/route-paths";

/** Opens (or finds) the conversation with a specialist and goes to it. */
export function StartChatButton({ advisorId, name }: { advisorId: number; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1">
      <Button
        type="button"
        variant="secondary"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            const { id } = await openConversation(advisorId);
            router.push(href("cuentaChatConversation", { id }));
          } catch (err) {
            setError(toApiError(err).message);
            setBusy(false);
          }
        }}
      >
        {busy ? "Abriendo…" : `Escribir a ${name.split(" ")[0]}`}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
