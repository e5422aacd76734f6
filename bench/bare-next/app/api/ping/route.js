/** A dynamic JSON route, the baseline of the search API. */
export const dynamic = "force-dynamic";

export function GET(request) {
  const q = new URL(request.url).searchParams.get("search") ?? "";
  return Response.json({ data: { items: [], search: q } });
}
