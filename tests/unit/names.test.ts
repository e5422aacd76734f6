import { describe, expect, it } from "vitest";
import { capitalizeName, firstNameWord, shortDisplayName } from "@/lib/format/names";
import { selectFirstName, selectInitials } from "@/stores/session";
import { sampleStudent } from "../support/session-user";

describe("names for display", () => {
  it("capitalises each word however it was typed, hyphenated parts too", () => {
    expect(capitalizeName("lUCÍA")).toBe("Lucía");
    expect(capitalizeName("ana-lucía")).toBe("Ana-Lucía");
    expect(firstNameWord("  maría josé ")).toBe("María");
    expect(firstNameWord(null)).toBe("");
  });

  it("«Lucía Q.»: first name and the surname's initial, both capitalised", () => {
    expect(shortDisplayName("lucía", "quispe mamani")).toBe("Lucía Q.");
    expect(shortDisplayName("ÑUSTA", "")).toBe("Ñusta");
  });

  it("the navbar's first name and initials use the same rule", () => {
    const user = sampleStudent({ name: "rosa elena", surname: "huamán" });
    expect(selectFirstName({ user })).toBe("Rosa");
    expect(selectInitials({ user })).toBe("RH");
  });
});
