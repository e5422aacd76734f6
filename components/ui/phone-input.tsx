"use client";

import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { useId, useState, useSyncExternalStore, type ReactNode, type Ref } from "react";
import { cn } from "@/lib/utils/cn";
import { controlClasses, describedBy, FieldError, FieldHint, FieldLabel, FieldSuccess, hasMessage } from "./field";

export type { CountryCode };

export type PhoneValue = {
  /** ISO 3166 code, e.g. "PE". */
  country: CountryCode;
  /** Digits only, without "+", e.g. "51". */
  callingCode: string;
  /** The national number as digits (national prefix removed), e.g. "987654321". */
  nationalNumber: string;
  /** "+51987654321" when the number is valid, otherwise null. */
  e164: string | null;
  isValid: boolean;
};

export type CountryOption = { code: CountryCode; name: string; callingCode: string };

const DEFAULT_COUNTRY: CountryCode = "PE";
// libphonenumber-js/min has no number types (mobile/fixed); for Peru the rule is simple and the
// product asks for a "celular": 9 digits starting with 9.
const PERU_MOBILE = /^9\d{8}$/;

/** Works out what the widget reports for a country and what was typed in the number box. */
export function toPhoneValue(country: CountryCode, text: string, { mobileOnly = true }: { mobileOnly?: boolean } = {}): PhoneValue {
  const callingCode = getCountryCallingCode(country);
  const digits = text.replace(/\D/g, "");
  const parsed = digits ? parsePhoneNumberFromString(text, country) : undefined;
  const sameCountry = parsed !== undefined && parsed.countryCallingCode === callingCode;
  const nationalNumber = sameCountry ? parsed.nationalNumber : digits;
  let isValid = sameCountry && parsed.isValid();
  if (isValid && mobileOnly && country === "PE") isValid = PERU_MOBILE.test(nationalNumber);
  return { country, callingCode, nationalNumber, e164: isValid && parsed ? parsed.number : null, isValid };
}

let countryCache: CountryOption[] | undefined;

/** Every country libphonenumber knows, named in Spanish, Peru first and the rest A–Z. */
export function listCountries(): CountryOption[] {
  if (countryCache) return countryCache;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames(["es"], { type: "region" });
  } catch {
    names = undefined;
  }
  const nameOf = (code: CountryCode): string => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const all = getCountries().map((code) => ({ code, name: nameOf(code), callingCode: getCountryCallingCode(code) }));
  const peru = all.filter((c) => c.code === DEFAULT_COUNTRY);
  const rest = all.filter((c) => c.code !== DEFAULT_COUNTRY).sort((a, b) => a.name.localeCompare(b.name, "es"));
  countryCache = [...peru, ...rest];
  return countryCache;
}

function optionLabel(country: CountryOption): string {
  return `${country.name} (+${country.callingCode})`;
}

const noopSubscribe = () => () => {};
/**
 * False while rendering on the server and hydrating: the long country list (and its Spanish
 * names, which depend on each ICU) is only built in the browser, so markup never mismatches.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

function initialState(defaultValue: PhoneInputProps["defaultValue"], defaultCountry: CountryCode) {
  if (typeof defaultValue === "string") {
    const parsed = defaultValue ? parsePhoneNumberFromString(defaultValue, defaultCountry) : undefined;
    if (parsed?.country) return { country: parsed.country, text: parsed.nationalNumber as string };
    return { country: defaultCountry, text: defaultValue };
  }
  return { country: defaultValue?.country ?? defaultCountry, text: defaultValue?.nationalNumber ?? "" };
}

export type PhoneInputProps = {
  /** Default "Celular". */
  label?: ReactNode;
  /** Accessible name of the country selector. Default "País". */
  countryLabel?: string;
  defaultCountry?: CountryCode;
  /** An E.164 string ("+51987654321") or its parts. To reset the widget, give it a new `key`. */
  defaultValue?: string | { country?: CountryCode; nationalNumber?: string };
  /** Called on every change of country or number. */
  onChange?: (value: PhoneValue) => void;
  onBlur?: () => void;
  error?: ReactNode;
  hint?: ReactNode;
  success?: ReactNode;
  /** Only mobile numbers count as valid (enforced for Peru). Default true. */
  mobileOnly?: boolean;
  /** Form names of the number box and of the country selector. */
  name?: string;
  countryName?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  /** Goes to the number box (react-hook-form's `field.ref` focuses it on error). */
  ref?: Ref<HTMLInputElement>;
  containerClassName?: string;
};

/** Country selector (calling codes, Spanish names, Peru first) plus the national number. */
export function PhoneInput({
  label = "Celular",
  countryLabel = "País",
  defaultCountry = DEFAULT_COUNTRY,
  defaultValue,
  onChange,
  onBlur,
  error,
  hint,
  success,
  mobileOnly = true,
  name,
  countryName,
  id,
  required,
  disabled,
  placeholder,
  autoFocus,
  ref,
  containerClassName,
}: PhoneInputProps) {
  const autoId = useId();
  const inputId = id ?? `phone-${autoId}`;
  const labelId = `${inputId}-label`;
  const countryId = `${inputId}-country`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const successId = `${inputId}-success`;
  const showHint = hasMessage(hint);
  const showError = hasMessage(error);
  const showSuccess = !showError && hasMessage(success);

  const hydrated = useHydrated();
  const [state, setState] = useState(() => initialState(defaultValue, defaultCountry));
  const callingCode = getCountryCallingCode(state.country);

  const commit = (next: { country: CountryCode; text: string }) => {
    setState(next);
    onChange?.(toPhoneValue(next.country, next.text, { mobileOnly }));
  };

  const handleText = (text: string) => {
    // A full international number (pasted, or filled in by the browser) picks its own country.
    if (text.trim().startsWith("+")) {
      const parsed = parsePhoneNumberFromString(text);
      if (parsed?.country && parsed.isValid()) {
        commit({ country: parsed.country, text: parsed.nationalNumber });
        return;
      }
    }
    commit({ country: state.country, text });
  };

  const countries: CountryOption[] = hydrated ? listCountries() : [{ code: state.country, name: state.country, callingCode }];

  return (
    <div className={cn("flex flex-col gap-1.5", containerClassName)}>
      <FieldLabel htmlFor={inputId} id={labelId}>
        {label}
      </FieldLabel>
      <div role="group" aria-labelledby={labelId} className="flex">
        <div className="relative shrink-0">
          <label htmlFor={countryId} className="sr-only">
            {countryLabel}
          </label>
          <select
            id={countryId}
            name={countryName}
            value={state.country}
            disabled={disabled}
            onChange={(event) => commit({ country: event.target.value as CountryCode, text: state.text })}
            className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {optionLabel(country)}
              </option>
            ))}
          </select>
          <div
            aria-hidden="true"
            className={cn(
              "flex h-full min-h-11 items-center gap-1.5 rounded-l-control border border-border-strong bg-neutral-50 pr-2 pl-3 text-base text-fg",
              "peer-hover:border-neutral-600 peer-focus-visible:relative peer-focus-visible:z-20",
              "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
              "peer-disabled:bg-neutral-100 peer-disabled:text-neutral-600",
            )}
          >
            <span className="text-xs font-semibold text-fg-muted">{state.country}</span>
            <span className="font-semibold tabular-nums">+{callingCode}</span>
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 text-fg-muted">
              <path
                fillRule="evenodd"
                d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
                clipRule="evenodd"
              />
            </svg>
          </div>
        </div>
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={24}
          value={state.text}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          autoFocus={autoFocus}
          onChange={(event) => handleText(event.target.value)}
          onBlur={onBlur}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy(showHint && hintId, showSuccess && successId, showError && errorId)}
          className={cn(controlClasses, "-ml-px min-w-0 flex-1 rounded-l-none")}
        />
      </div>
      {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {showSuccess ? <FieldSuccess id={successId}>{success}</FieldSuccess> : null}
      {showError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
