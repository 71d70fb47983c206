import { fullFormats } from "ajv-formats/dist/formats";
import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./email";

const samples = [
  "amina@example.com",
  "amina.khan+orders@mail.example.co.uk",
  "AMINA@EXAMPLE.COM",
  "amina@example",
  "amina@@example.com",
  "amina@example..com",
  ".amina@example.com",
  "amina.@example.com",
  "amina@-example.com",
  "amina khan@example.com",
  "amina@",
  "@example.com",
];

describe("isEmailAddress", () => {
  it.each(samples)("agrees with the server's validator on %s", (sample) => {
    const server = fullFormats.email as RegExp;
    expect(isEmailAddress(sample)).toBe(server.test(sample));
  });

  it("refuses an address without a dotted domain, which the browser alone would accept", () => {
    expect(isEmailAddress("amina@example")).toBe(false);
    expect(isEmailAddress("amina@example.com")).toBe(true);
  });
});
