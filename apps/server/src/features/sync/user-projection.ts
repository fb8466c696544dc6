import { type Actor, isAdmin } from '@gestar/domain/permissions/actor';
import type { WireRecord } from '../../db/rows.ts';

/**
 * What a pulled user record carries (issue 11 item 6): devices need the names and roles of the people on their
 * farms (Responsáveis, inseminators), not how to reach them. E-mail and CPF stay only on the puller's own
 * record (offline login), on the users they brought in (created or supervise) and for administrators; the
 * user screens read the rest online, under their own rules.
 */
export function projectPulledUsers(actor: Actor, users: WireRecord[]): void {
  if (isAdmin(actor)) return;
  for (const user of users) {
    if (user.id === actor.id || user.createdByUserId === actor.id || user.superiorId === actor.id) continue;
    user.email = null;
    user.cpf = null;
  }
}
