import { redirect } from "next/navigation";
import { href } from "@/lib/config/route-paths";
import { getStudentProfile } from "@/lib/server/auth/profile";
import { getCurrentUser } from "@/lib/server/auth/session";
import { ExtraDataForm } from "@/components/auth/extra-data-form";

/** The body of /datos-extra-estudiante and its test twin /prueba-datos-extra-estudiante (server component). */
export async function ExtraDataPage({ path }: { path: string }) {
  const user = await getCurrentUser();
  if (!user) redirect(`${href("entrar")}?redirect=${encodeURIComponent(path)}`);
  const profile = await getStudentProfile(user.id, user);
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-balance">Cuéntanos un poco más de ti</h1>
        <p className="mt-1 text-fg-muted">Con estos datos tus resultados y recomendaciones serán más precisos.</p>
      </div>
      <ExtraDataForm profile={profile} />
    </div>
  );
}
