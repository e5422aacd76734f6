"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { linkChild } from "@/lib/api/family";
import { toApiError } from "@/lib/api/errors";
import { linkChildSchema, type LinkChildInput } from "@/lib/contracts/family";

/** /padres/panel: the parent types the code the child created; the error is shown at the field. */
export function LinkChildForm() {
  const router = useRouter();
  const form = useForm<LinkChildInput>({ resolver: zodResolver(linkChildSchema), defaultValues: { code: "" } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await linkChild(code);
      form.reset({ code: "" });
      router.refresh();
    } catch (error) {
      const e = toApiError(error);
      form.setError("code", { message: e.fieldErrors.code?.[0] ?? e.message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-label="Vincular a mi hijo o hija">
      <Input
        label="Código de tu hijo o hija"
        placeholder="ABCD-2345"
        autoComplete="off"
        autoCapitalize="characters"
        hint="Lo crea en «Mi cuenta» de Rumbo y te lo envía por WhatsApp."
        error={form.formState.errors.code?.message}
        containerClassName="sm:w-80"
        {...form.register("code")}
      />
      <Button type="submit" loading={form.formState.isSubmitting} loadingText="Vinculando…" className="sm:mt-7">
        Vincular
      </Button>
    </form>
  );
}
