import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

/**
 * The name an e-mail greets its reader by. Anyone can sign up with someone else's address and
 * type any name («Premio: entra ya a …»), so until the address is verified the greeting is the
 * neutral «Hola:» and no text chosen by the account's owner opens an e-mail to that address.
 */
export const greetingName = (name: string, emailVerifiedAt: Date | null): string => (emailVerifiedAt ? name : "");

/** The account's address and the name to greet it by (empty while the address is unverified). */
export async function addresseeOf(userId: string): Promise<{ email: string; name: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { email: row.email, name: greetingName(row.name, row.emailVerifiedAt) } : null;
}
