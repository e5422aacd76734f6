import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as enrol } from "@/app/api/conference/student/route";
import { POST as join } from "@/app/api/membership/school/route";
import { serialId } from "@/lib/contracts/ids";
import { schoolGradeSchema } from "@/lib/contracts/school";
import { studentAttributeBodySchema } from "@/lib/contracts/vocational";
import { getDb } from "@/lib/db/client";
import { schoolCodes, schools, users } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

/** numbers and ids as numbers or as text, and out-of-range ids refused before the database. */
let n = 0;
const ip = () => `10.29.6.${++n}`;

async function signedIn() {
  const user = await insertTestUser();
  const { token } = await createSession(user.id);
  return { id: user.id, headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip() } };
}

async function aCode() {
  const db = await getDb();
  const [school] = await db.select({ id: schools.id }).from(schools).orderBy(schools.id).offset(2).limit(1);
  const code = `LEN${randomUUID().slice(0, 6).toUpperCase()}`;
  await db.insert(schoolCodes).values({ schoolId: school.id, code, maxUses: 10 });
  return { schoolId: school.id, code };
}

describe("cargas permisivas donde la especificación no dice", () => {
  it('POST /api/membership/school acepta "grade": 4 y "grade": "4", y el id del colegio como número o texto', async () => {
    const { schoolId, code } = await aCode();
    for (const [grade, id] of [
      [4, schoolId],
      ["4", String(schoolId)],
    ] as const) {
      const student = await signedIn();
      const res = await callRoute(join, {
        method: "POST",
        path: "/api/membership/school",
        body: { schoolId: id, grade, section: "A", code, birthday: { day: 1, month: 2, year: 2009 } },
        headers: student.headers,
      });
      expect(res.status, res.text).toBe(200);
      const [row] = await (
        await getDb()
      )
        .select({ grade: users.grade, schoolId: users.schoolId })
        .from(users)
        .where(eq(users.id, student.id));
      expect(row).toEqual({ grade: "4", schoolId });
    }
    const wrong = await callRoute(join, {
      method: "POST",
      path: "/api/membership/school",
      body: { schoolId, grade: 6, code },
      headers: (await signedIn()).headers,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.grade).toEqual(["Elige tu grado."]);
  });

  it("una conferencia 2147483648 (fuera de int4) se rechaza en el esquema, sin registro de error de la base de datos", async () => {
    const errors = vi.spyOn(console, "error");
    const res = await callRoute(enrol, {
      method: "POST",
      path: "/api/conference/student",
      body: { conferenceId: 2147483648 },
      headers: (await signedIn()).headers,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.conferenceId).toEqual(["Indica la conferencia."]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    for (const conferenceId of ["2147483648", "99999999999999999999", -1, 0, 1.5, true, [], "1x"]) {
      const other = await callRoute(enrol, {
        method: "POST",
        path: "/api/conference/student",
        body: { conferenceId },
        headers: (await signedIn()).headers,
      });
      expect(other.status, JSON.stringify(conferenceId)).toBe(400);
    }
  });

  it("serialId: número o texto decimal dentro de int4; true, listas, vacío y texto con letras no", () => {
    const id = serialId();
    for (const ok of [4, "4", " 12 ", 2147483647]) expect(id.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    expect(id.parse("4")).toBe(4);
    for (const bad of [0, -3, 1.5, 2147483648, "2147483648", true, null, [], ["5"], "", "4x", "0x10"]) {
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(schoolGradeSchema.parse(3)).toBe("3");
    expect(schoolGradeSchema.parse(" 5 ")).toBe("5");
    expect(studentAttributeBodySchema.parse({ name: "x", careers: ["7", 8] }).careers).toEqual([7, 8]);
    expect(studentAttributeBodySchema.safeParse({ name: "x", careers: [2147483648] }).success).toBe(false);
  });
});
