/**
 * A TCP port nothing listens on right now, drawn at random below the OS's ephemeral range,
 * for servers started by tests.
 */
export function freePort(): Promise<number>;
