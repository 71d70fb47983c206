import { createHash } from "node:crypto";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { badRequest, conflict } from "../http/errors";
import {
  deleteUnfinishedBefore,
  findClaim,
  insertClaim,
  lockOwnClaim,
  markClaimDone,
  reclaimReleased,
  releaseUnfinished,
  type ClaimResume,
  type KeyName,
} from "./claimRepository";

export type { ClaimResume, IdempotentOperation, KeyName } from "./claimRepository";

/**
 * The claim was taken over by a recovery that believed this process stopped (its lease expired):
 * the other process finishes the call, so this one neither writes nor undoes anything.
 */
export class ClaimTakenOver extends Error {}

/** A call under an Idempotency-Key: who, which operation, the key, and what its body was. */
export interface KeyedRequest extends KeyName {
  requestHash: string;
}

/** A call that holds its key's claim, and how many calls under the key were refunded before it. */
export interface IdempotentCall extends KeyedRequest {
  refundedAttempts: number;
}

/** Either the answer of an earlier call with the same key and body, or this call's claim. */
export type ClaimOutcome = { replay: string } | { call: IdempotentCall };

/**
 * Names the provider requests (charge, refund) of a claimed call. A retry of a call whose answer
 * was lost, and a recovery, get its charge back from the provider instead of a second one; a call
 * after one whose charge was refunded is a new charge, never the refunded one answered again.
 */
export const attemptName = ({ userId, key, refundedAttempts }: IdempotentCall) =>
  // The count leads: keys are the client's free text, so a suffix could spell another key.
  refundedAttempts === 0 ? `${userId}-${key}` : `after${refundedAttempts}-${userId}-${key}`;

/** What the caller is told when the key was used with another body, or is still in flight. */
export interface KeyRefusals {
  reused: string;
  inFlight: string;
}

/**
 * Claims of older versions name no process, so no recovery finds them: they are released after
 * far longer than any call takes (the card provider's timeouts and retries included).
 */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;

/** What identifies a call's body: a key reused with another body is refused. */
export const requestHash = (body: unknown) =>
  createHash("sha256").update(JSON.stringify(body)).digest("hex");

/** The header's value; the contract already requires it, this only narrows its type. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const key = headers["idempotency-key"];
  if (typeof key !== "string") throw badRequest("The Idempotency-Key header is required.");
  return key;
}

/**
 * Claims the key for this call, or answers the order of an earlier call with the same key and
 * body. The same key with another body, or while its first call is still running, answers 409:
 * the primary key makes the claim one insert (or one update of a released claim) that only one
 * call can win.
 */
export async function claimIdempotencyKey(
  context: AppContext,
  request: KeyedRequest,
  refusals: KeyRefusals,
  resume: ClaimResume,
): Promise<ClaimOutcome> {
  const now = context.now();
  // The provider's own idempotency key makes a charge the old call already took the same charge.
  await deleteUnfinishedBefore(context.db, request, new Date(now.getTime() - ABANDONED_AFTER_MS));
  const claim = { requestHash: request.requestHash, processId: context.processId, resume };
  if (await insertClaim(context.db, request, claim, now)) {
    return { call: { ...request, refundedAttempts: 0 } };
  }
  const earlier = await findClaim(context.db, request);
  if (earlier?.releasedAt) {
    const refundedAttempts = await reclaimReleased(context.db, request, claim, now);
    if (refundedAttempts !== null) return { call: { ...request, refundedAttempts } };
  }
  if (!earlier || earlier.releasedAt)
    return claimIdempotencyKey(context, request, refusals, resume);
  if (earlier.requestHash !== request.requestHash) throw conflict(refusals.reused);
  if (!earlier.orderUuid) throw conflict(refusals.inFlight);
  return { replay: earlier.orderUuid };
}

/**
 * First in the transaction that writes the call's effect: holds the claim's row until it commits,
 * so a recovery cannot take the call over while it lands (ClaimTakenOver if one already did).
 */
export async function holdOwnClaim(executor: Executor, context: AppContext, call: KeyName) {
  if (!(await lockOwnClaim(executor, call, context.processId))) throw new ClaimTakenOver();
}

/** Records the call's order, in the transaction that wrote it: repeats now answer it. */
export const completeIdempotencyKey = (executor: Executor, call: KeyName, orderUuid: string) =>
  markClaimDone(executor, call, orderUuid);

/**
 * The call failed before it took effect: the key is free for a retry. `refunded` says the call's
 * charge was refunded, so the retry must charge under a new provider key.
 */
export const releaseIdempotencyKey = (
  context: AppContext,
  call: KeyName,
  outcome: { refunded: boolean },
) => releaseUnfinished(context.db, call, outcome, context.now());
