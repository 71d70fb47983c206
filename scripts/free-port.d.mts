/** A TCP port nothing listens on right now (the OS picks it), for servers started by tests. */
export function freePort(): Promise<number>;
