/**
 * Calls that charge a card (placing an order, a tip after delivery) can lose their answer after
 * the charge. So an Idempotency-Key names one attempt: a retry of the same body (after a network
 * failure, or a second click while the first call is in flight) reuses it and gets the first
 * call's answer, not a second charge. The server answers 409 to a key reused with another body
 * and to a key still in flight, so a changed body or a finished call starts a new attempt, and a
 * second click joins the call in flight instead of sending its own. Attempts live as long as the
 * screen that makes them (the hooks keep one set per mounted component).
 */
export function createAttempts<Body, Result>(newKey: () => string = () => crypto.randomUUID()) {
  let attempt: { body: string; key: string; inFlight?: Promise<Result> } | null = null;
  return (body: Body, send: (body: Body, idempotencyKey: string) => Promise<Result>) => {
    const sent = JSON.stringify(body);
    if (attempt?.body !== sent) attempt = { body: sent, key: newKey() };
    const current = attempt;
    current.inFlight ??= send(body, current.key).then(
      (result) => {
        if (attempt === current) attempt = null;
        return result;
      },
      (error: unknown) => {
        current.inFlight = undefined;
        throw error;
      },
    );
    return current.inFlight;
  };
}
