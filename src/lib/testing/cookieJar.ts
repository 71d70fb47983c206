/**
 * A stand-in for document.cookie in node tests: writing sets or (with max-age=0) removes one
 * cookie and keeps what was written; reading gives "name=value; …" as a browser does.
 */
export function createCookieJar() {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie(): string {
      return [...values].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      if (attributes.includes("max-age=0")) values.delete(name);
      else values.set(name, pair.slice(separator + 1));
    },
  };
}
