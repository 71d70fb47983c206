// zipcodes@8 ships no types (and there is no @types/zipcodes): only what this adapter reads.
declare module "zipcodes" {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    /** Two-letter code for the US ("NY", also "PR", "AP", …); the full name for Canada. */
    state: string;
    /** "US" or "Canada". */
    country: string;
  }

  export interface ZipCodes {
    /** Every US ZIP and Canadian postal-code prefix, keyed by code. */
    codes: Record<string, ZipCode>;
    /** Upper-case full name → code, for the 50 states, DC and the Canadian provinces. */
    states: { full: Record<string, string>; abbr: Record<string, string> };
    lookup(zip: string | number): ZipCode | undefined;
  }

  const zipcodes: ZipCodes;
  export default zipcodes;
}
