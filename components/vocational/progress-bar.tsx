/** A labelled progress bar (works in server and client components). */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max ? Math.round((value / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={`${value} de ${max}`}
      className="h-2 w-full overflow-hidden rounded-full bg-neutral-200"
    >
      <div className="h-full rounded-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
