"use client";

import { schoolConsentText } from "@/lib/content/family/school-sharing";
import { zodResolver } from "@/lib/client/zod-resolver";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useHeldSubmit } from "@/components/ui/deferred";
import { Checkbox } from "@/components/ui/checkbox";
import { registerV1 } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { verifySchoolCode } from "@/lib/api/schools";
import { schoolRegistrationSchema, type ClassInvitation, type SchoolOption, type SchoolRegistrationForm } from "@/lib/contracts/school";
import { AccountFields } from "./account-fields";
import { accountPayload, useAccountForm } from "./account-form";
import { completeLogin } from "./navigate-after-login";
import { isSchoolCodeError, SchoolDetailsFields, SchoolPicker } from "./school-fields";

/**
 * /empezar-colegio: register with the code a school gives its students (the school registration
 * model). A class invitation link fills in the school, the code, the grade and the
 * section; the student can still change them, and the code is checked when she sends the form.
 */
export function SchoolRegisterForm({ redirect, invitation }: { redirect: string | null; invitation?: ClassInvitation }) {
  const listId = useId();
  const [school, setSchool] = useState<SchoolOption | null>(invitation?.school ?? null);
  const [countryIso, setCountryIso] = useState("PE");
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  const heldSubmit = useHeldSubmit();
  // A refused code is said at the code field, which takes the focus.
  const [codeFailure, setCodeFailure] = useState<{ message: string; key: number } | null>(null);
  const schoolForm = useForm<SchoolRegistrationForm>({
    resolver: zodResolver(schoolRegistrationSchema),
    defaultValues: {
      schoolId: invitation?.school.id,
      grade: invitation?.grade,
      section: invitation?.section ?? "",
      day: "",
      month: "",
      year: "",
      code: invitation?.code ?? "",
      shareWithSchool: false,
    },
  });
  // A school's code is for its students: no «Padre o Madre» here.
  const account = useAccountForm({ typeUser: "user" });

  const submitting = schoolForm.formState.isSubmitting || account.formState.isSubmitting;

  const codeFailed = (error: unknown) => {
    setCodeFailure({ message: apiErrorMessage(error), key: Date.now() });
    schoolForm.setFocus("code");
  };

  const onSubmit = schoolForm.handleSubmit((schoolValues) =>
    account.handleSubmit(async (form) => {
      setFailure(null);
      setCodeFailure(null);
      try {
        await verifySchoolCode(schoolValues.schoolId, schoolValues.code);
      } catch (error) {
        if (isSchoolCodeError(error, true)) return codeFailed(error);
        return setFailure({ message: apiErrorMessage(error), key: Date.now() });
      }
      try {
        const birthday = { day: Number(schoolValues.day), month: Number(schoolValues.month), year: Number(schoolValues.year) };
        const result = await registerV1({
          ...accountPayload(form, countryIso),
          schoolId: schoolValues.schoolId,
          grade: schoolValues.grade,
          section: schoolValues.section,
          code: schoolValues.code,
          shareWithSchool: Boolean(schoolValues.shareWithSchool),
          birthday,
          ...birthday,
        });
        completeLogin(result.user, redirect);
      } catch (error) {
        if (isSchoolCodeError(error)) codeFailed(error);
        else setFailure({ message: apiErrorMessage(error), key: Date.now() });
      }
    })(),
  );

  const errors = schoolForm.formState.errors;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Registro con código de colegio">
      <section className="flex flex-col gap-4" aria-labelledby={`${listId}-school`}>
        <h2 id={`${listId}-school`} className="text-lg font-bold">
          Tu colegio
        </h2>
        <SchoolPicker
          school={school}
          error={errors.schoolId?.message}
          onChange={(option) => {
            setSchool(option);
            if (option) schoolForm.setValue("schoolId", option.id, { shouldValidate: true });
            else schoolForm.resetField("schoolId");
          }}
        />
        <SchoolDetailsFields
          form={schoolForm}
          codeAlert={
            codeFailure ? (
              <Alert key={codeFailure.key} variant="error" autoHideMs={0}>
                {codeFailure.message}
              </Alert>
            ) : null
          }
        />
        <Checkbox label="Quiero que mi colegio vea mi avance" hint={schoolConsentText()} {...schoolForm.register("shareWithSchool")} />
      </section>

      <section className="flex flex-col gap-4" aria-labelledby={`${listId}-account`}>
        <h2 id={`${listId}-account`} className="text-lg font-bold">
          Tu cuenta
        </h2>
        <AccountFields
          register={account.register}
          control={account.control}
          setValue={account.setValue}
          errors={account.formState.errors}
          role={account.watch("typeUser")}
          email={account.watch("email") ?? ""}
          submitting={submitting}
          onCountry={setCountryIso}
          studentOnly
        />
      </section>
      {failure ? (
        <Alert key={failure.key} variant="error" onHide={() => setFailure(null)}>
          {failure.message}
        </Alert>
      ) : null}
      <Button type="submit" {...heldSubmit} fullWidth loading={submitting} loadingText="Creando tu cuenta…">
        Crear mi cuenta
      </Button>
    </form>
  );
}
