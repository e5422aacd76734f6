import type { Riasec } from "@/lib/contracts/catalogue";
import { ONET_CREDIT, RIASEC_NAMES, type RiasecKey } from "./format";

/** The career's RIASEC profile in words and bars (1–7, O*NET), with the O*NET credit. */
export function RiasecProfile({ riasec, code, occupation }: { riasec: Riasec | null; code: string | null; occupation: string | null }) {
  if (!riasec) {
    return <p className="text-fg-muted">Perfil de intereses: sin dato (esta carrera no tiene una ocupación equivalente en O*NET).</p>;
  }
  const keys = Object.keys(RIASEC_NAMES) as RiasecKey[];
  const top = (code ?? "").split("").filter((k): k is RiasecKey => k in RIASEC_NAMES);
  return (
    <div>
      {top.length ? (
        <p className="text-fg">
          Suele gustarle a quien disfruta{" "}
          {top.map((k, i) => (
            <span key={k}>
              {i ? (i === top.length - 1 ? " y " : ", ") : ""}
              <strong>{RIASEC_NAMES[k].words}</strong> ({RIASEC_NAMES[k].name.toLowerCase()})
            </span>
          ))}
          .
        </p>
      ) : null}
      <dl className="career-riasec">
        {keys.map((k) => (
          <div key={k}>
            <dt>{RIASEC_NAMES[k].name}</dt>
            <dd aria-hidden="true">
              <span style={{ width: `${Math.round((riasec[k] / 7) * 1000) / 10}%` }} />
            </dd>
            <dd>{riasec[k].toFixed(1)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-fg-muted">
        Perfil de intereses (1 a 7) de la ocupación de referencia{occupation ? ` «${occupation}»` : ""} en O*NET 30. {ONET_CREDIT}
      </p>
    </div>
  );
}
