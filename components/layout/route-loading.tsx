import { Spinner } from "@/components/ui/spinner";

/** The `loading.tsx` of every route group: the group's header and footer stay, the page area waits. */
export function RouteLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-12 text-primary-700">
      <Spinner size="lg" label="Cargando la página…" />
    </div>
  );
}
