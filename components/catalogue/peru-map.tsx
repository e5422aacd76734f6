"use client";

/**
 * A static outline of Peru (coarse, drawn from public coordinates) with a point for the
 * institution: no map tiles, no third-party requests.
 */
const OUTLINE: [number, number][] = [
  [-80.3, -3.4],
  [-81.3, -4.7],
  [-79.9, -6.9],
  [-78.5, -9.3],
  [-77.2, -11.8],
  [-76.2, -13.9],
  [-75.2, -15.4],
  [-72.4, -16.9],
  [-70.4, -18.35],
  [-69.5, -17.5],
  [-68.9, -16.4],
  [-69.4, -15.2],
  [-68.7, -12.6],
  [-69.6, -11.0],
  [-70.6, -11.0],
  [-70.5, -9.5],
  [-72.2, -10.0],
  [-73.2, -9.4],
  [-73.7, -7.3],
  [-73.0, -5.4],
  [-72.5, -5.0],
  [-70.0, -4.2],
  [-70.7, -3.8],
  [-72.0, -2.4],
  [-73.6, -1.3],
  [-75.2, -0.05],
  [-75.6, -0.1],
  [-77.0, -2.0],
  [-78.3, -3.4],
  [-79.0, -4.9],
  [-80.3, -4.4],
];
const MIN_LNG = -81.6,
  MAX_LNG = -68.4,
  MIN_LAT = -18.6,
  MAX_LAT = 0.2;
const W = 200,
  H = 285;

function project(lng: number, lat: number): [number, number] {
  return [((lng - MIN_LNG) / (MAX_LNG - MIN_LNG)) * W, ((MAX_LAT - lat) / (MAX_LAT - MIN_LAT)) * H];
}

export function PeruMap({ lat, lng, label }: { lat: number | null; lng: number | null; label: string }) {
  const path =
    OUTLINE.map(
      ([x, y], i) =>
        `${i ? "L" : "M"}${project(x, y)
          .map((n) => n.toFixed(1))
          .join(" ")}`,
    ).join(" ") + " Z";
  const point = lat !== null && lng !== null ? project(lng, lat).map((n) => Number(n.toFixed(1))) : null;
  return (
    <figure className="m-0 w-full min-w-0">
      <svg viewBox={`0 0 ${W} ${H}`} width={160} height={228} role="img" aria-label={label} className="block h-auto w-full">
        <path d={path} fill="#d0eff0" stroke="#115a63" strokeWidth="1.5" strokeLinejoin="round" />
        {point ? (
          <g>
            <circle cx={point[0]} cy={point[1]} r="9" fill="#c2410c" opacity="0.25" />
            <circle cx={point[0]} cy={point[1]} r="4.5" fill="#c2410c" stroke="#fff" strokeWidth="1.5" />
          </g>
        ) : null}
      </svg>
      <figcaption className="mt-1 text-xs text-fg-muted">
        Contorno aproximado del Perú; el punto marca la ubicación de la fuente.
      </figcaption>
    </figure>
  );
}
