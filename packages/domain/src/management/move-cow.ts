// Moving a cow from another batch into the one on screen (spec §4 'Moving a cow from another batch').
import { OBS_MOVED_BATCH } from '../lists/observations.ts';
import { COW_MOVE_NOT_ALLOWED_RESYNC, COW_MOVE_SAME_BATCH } from '../messages/management.ts';

/** What the rule reads of the cow that is moving. */
export type MovingCow = { id: string; loteId: string; iatf: number | null };

/** What the rule reads of a batch (the cow's current one, or the one she moves into). */
export type MoveBatch = { id: string; isResync: boolean | null; matrizBloqueada?: string | null };

export type CowMovePlan =
  | {
      kind: 'move';
      /** The cow's new batch and the observation that tells the team why she appears there. */
      cow: { loteId: string; observacaoD0: typeof OBS_MOVED_BATCH };
      /**
       * The old batch's own fields: it stops being blocked by her (a block names a cow of the batch). Her
       * DN and IATF entries stay with the old batch: they record handlings done there and may already sit in
       * a signed receipt, so the move rewrites no history.
       */
      oldBatch: { matrizBloqueada: null } | null;
    }
  | { kind: 'refused'; message: string };

/**
 * Only a cow never resynced (iatf 0) moves, and only between batches that are not resync batches: a resync
 * cow is a child record chained to her original batch (dzeroPai, dzeroOriginal), which a move would break.
 */
export function cowMovePlan(cow: MovingCow, from: MoveBatch, to: MoveBatch): CowMovePlan {
  if (from.id === to.id || cow.loteId === to.id) return { kind: 'refused', message: COW_MOVE_SAME_BATCH() };
  if ((cow.iatf ?? 0) !== 0 || from.isResync || to.isResync) {
    return { kind: 'refused', message: COW_MOVE_NOT_ALLOWED_RESYNC() };
  }
  return {
    kind: 'move',
    cow: { loteId: to.id, observacaoD0: OBS_MOVED_BATCH },
    oldBatch: from.matrizBloqueada === cow.id ? { matrizBloqueada: null } : null,
  };
}
