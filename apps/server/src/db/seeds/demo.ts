import type { Db } from '../database.ts';
import { buildDemoRecords, type DemoUsers } from './demo-data.ts';
import { insertMissing } from './lists.ts';

/** E-mails of the demo users the farms belong to (created by the accounts seed). */
export const DEMO_FARM_USERS = {
  vet: 'vet@gestar.example.com',
  vet2: 'vet2@gestar.example.com',
  inseminador: 'inseminador@gestar.example.com',
  cliente: 'cliente@gestar.example.com',
} as const satisfies Record<keyof DemoUsers, string>;

/**
 * Demo farms (demo mode only, after the accounts seed): two farms of vet@ (one with retiros, one with the
 * DEFAULT retiro) shared with inseminador@ and cliente@, batches just created / past D0 / IATF done / DG done
 * with 200 cows, and a third farm of vet2@ shared with no one. Idempotent: fixed ids, missing records only.
 * Returns how many records were inserted (0 when the demo users do not exist).
 */
export async function seedDemo(db: Db, today: Date = new Date()): Promise<number> {
  const rows = await db.kysely
    .selectFrom('usuarios')
    .select(['id', 'email'])
    .where('email', 'in', Object.values(DEMO_FARM_USERS))
    .execute();
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id;
  const vet = idOf(DEMO_FARM_USERS.vet);
  const vet2 = idOf(DEMO_FARM_USERS.vet2);
  const inseminador = idOf(DEMO_FARM_USERS.inseminador);
  const cliente = idOf(DEMO_FARM_USERS.cliente);
  if (!vet || !vet2 || !inseminador || !cliente) return 0;
  return insertMissing(db, buildDemoRecords({ vet, vet2, inseminador, cliente }, today));
}
