import { describe, expect, it } from "vitest";
import { readCookie } from "@/lib/client/cookies";

// What a browser's document.cookie holds after js-cookie (or the server) wrote these values.
const jar = [
  `rumbo_user=${encodeURIComponent(JSON.stringify({ id: "u1", name: "María José" }))}`,
  'quoted="%7B%22a%22%3A1%7D"',
  "plain=abc=def",
  "broken=%E0%A4%A",
  "rumbo_sponsor=%2Flogos%2Fupc.svg",
].join("; ");

describe("readCookie (the layout's cookie reader, in place of js-cookie)", () => {
  it("decodes a JSON value written with percent-escapes", () => {
    expect(JSON.parse(readCookie("rumbo_user", jar) ?? "null")).toEqual({ id: "u1", name: "María José" });
    expect(readCookie("rumbo_sponsor", jar)).toBe("/logos/upc.svg");
  });

  it("strips surrounding quotes and keeps '=' inside the value", () => {
    expect(readCookie("quoted", jar)).toBe('{"a":1}');
    expect(readCookie("plain", jar)).toBe("abc=def");
  });

  it("gives undefined for an absent name, an empty jar, or a value that does not decode", () => {
    expect(readCookie("missing", jar)).toBeUndefined();
    expect(readCookie("rumbo_user", "")).toBeUndefined();
    expect(readCookie("broken", jar)).toBeUndefined();
  });
});
