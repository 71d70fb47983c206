/**
 * Keys are names the server chose (uuids). Anything else is refused by every adapter alike: on
 * disk it could climb out of the folder, and an adapter that took more would let a file stored
 * in one place be lost on moving to another.
 */
const KEY_PATTERN = /^[a-z0-9-]{1,128}$/;

export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Refused storage key "${key}": use [a-z0-9-] only.`);
  return key;
}
