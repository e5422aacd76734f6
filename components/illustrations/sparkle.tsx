/** A four-point sparkle centred on (x, y), for the illustrations. */
export function Sparkle({ x, y, r = 8, fill = "#f59e0b" }: { x: number; y: number; r?: number; fill?: string }) {
  const k = r * 0.28;
  return (
    <path
      d={`M${x} ${y - r}L${x + k} ${y - k}L${x + r} ${y}L${x + k} ${y + k}L${x} ${y + r}L${x - k} ${y + k}L${x - r} ${y}L${x - k} ${y - k}Z`}
      fill={fill}
    />
  );
}
