/**
 * The contract's `format: email`, as the server's validator (ajv-formats, full mode) checks it:
 * a dotted domain, no empty or doubled dots. The browser's looser type="email" rule accepts
 * "amina@example", which the server then refuses with a message meant for developers.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Whether the server will take `value` (already trimmed) as an email address. */
export const isEmailAddress = (value: string): boolean => EMAIL.test(value);
