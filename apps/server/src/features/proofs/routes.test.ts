import { randomUUID } from 'node:crypto';
import { buildReceipt } from '@gestar/domain/management/receipt';
import {
  INVALID_PROOF_UPLOAD,
  PROOF_NOT_A_RECEIPT,
  PROOFS_ADMIN_ONLY,
  proofNotStored,
} from '@gestar/domain/messages/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { bearer } from '../../test-support/accounts.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import { build, pushOk, type Record, type Session, signIn, startSyncServer } from '../sync/test-kit.ts';
import { MAX_PROOF_BYTES_PER_FARM, MAX_PROOFS_PER_FARM } from './routes.ts';

// An administrator uploads a handling receipt; the server says whether its hash still matches
// its content and where today's records differ from it, and keeps it.
describe.each(DIALECTS)('POST /api/Comprovante on %s', (dialect) => {
  let server: TestServer;
  let admin: Session;
  let vet: Session;
  let lote: Record;
  let cows: Record[];
  let receiptText: string;

  const upload = async (session: Session, fileName: string, content: string) => {
    const response = await fetch(`${server.baseUrl}/api/Comprovante`, {
      method: 'POST',
      headers: bearer(session.token),
      body: JSON.stringify({ fileName, content }),
    });
    return { status: response.status, body: (await response.json()) as { [key: string]: unknown } };
  };

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    admin = await signIn(server, 'Administrador');
    vet = await signIn(server, 'Veterinário');
    const fazenda = build.fazenda(vet.id, { nome: 'Fazenda Comprovada' });
    const retiro = build.retiro(String(fazenda.id));
    lote = build.lote(String(retiro.id), { nomeLote: 'Lote do Comprovante' });
    cows = [build.d0(String(lote.id), { codVaca: 'C1' }), build.d0(String(lote.id), { codVaca: 'C2' })];
    await pushOk(server, vet, 'fazendas', [fazenda]);
    await pushOk(server, vet, 'retiros', [retiro]);
    await pushOk(server, vet, 'lotes', [lote]);
    await pushOk(server, vet, 'd0s', cows);
    const receipt = await buildReceipt({
      versao: 1,
      tipo: 'D0',
      geradoEm: '2026-11-23T15:00:00.000Z',
      usuarioId: vet.id,
      lotes: [lote],
      d0s: cows,
    });
    receiptText = JSON.stringify(receipt, null, 2);
  });
  afterAll(async () => {
    await server.close();
  });

  it('an intact receipt: hash verified, what it covers, no differences; it is kept and listed', async () => {
    const { status, body } = await upload(admin, 'Comprovante de manejo D0.gestar', receiptText);
    expect(status).toBe(200);
    expect(body.response).toMatchObject({
      hashOk: true,
      tipo: 'D0',
      fazenda: 'Fazenda Comprovada',
      lotes: ['Lote do Comprovante'],
      matrizes: 2,
      diferencasTotal: 0,
    });
    const list = await fetch(`${server.baseUrl}/api/Comprovante`, { headers: bearer(admin.token) });
    const { responseList } = (await list.json()) as { responseList: { id: string; fileName: string }[] };
    expect(responseList.map((row) => row.id)).toContain((body.response as { id: string }).id);
  });

  it('a file edited after the handling fails the hash; a cow changed since shows as a difference', async () => {
    const edited = receiptText.replace('"C2"', '"C2-editada"');
    const altered = await upload(admin, 'alterado.gestar', edited);
    expect(altered.status).toBe(200);
    expect(altered.body.response).toMatchObject({ hashOk: false, diferencasTotal: 1 });
    await server.db.kysely
      .updateTable('d0s')
      .set({ codVaca: 'C1-nova' })
      .where('id', '=', String(cows[0]?.id))
      .execute();
    const later = await upload(admin, 'depois.gestar', receiptText);
    expect(later.body.response).toMatchObject({
      hashOk: true,
      diferencasTotal: 1,
      diferencas: [{ matriz: 'C1', campo: 'codVaca', comprovante: 'C1', atual: 'C1-nova' }],
    });
  });

  it('a receipt listing more cows than a statement may bind is answered, not a 500', async () => {
    // 70,000 ids: past SQLite's 32,766 bound parameters and PostgreSQL's 65,535.
    const many = await buildReceipt({
      versao: 1,
      tipo: 'D0',
      geradoEm: '2026-11-23T15:00:00.000Z',
      usuarioId: vet.id,
      lotes: [lote],
      d0s: Array.from({ length: 70_000 }, (_, n) => ({ id: randomUUID(), codVaca: `M${n}` })),
    });
    const { status, body } = await upload(admin, 'muitas.gestar', JSON.stringify(many));
    expect(status).toBe(200);
    expect(body.response).toMatchObject({ hashOk: true, matrizes: 70_000, diferencasTotal: 70_000 });
  });

  it('keeps one copy of a receipt per farm, and past the farm cap verifies without storing', async () => {
    const count = async () =>
      (await server.db.kysely.selectFrom('proof_files').select('id').execute()).length;
    const first = await upload(admin, 'mesmo.gestar', receiptText);
    const before = await count();
    const again = await upload(admin, 'mesmo de novo.gestar', receiptText);
    expect(again.status).toBe(200);
    expect((again.body.response as { id: string }).id).toBe((first.body.response as { id: string }).id);
    expect(await count()).toBe(before);
    // The farm at its cap: a new receipt is verified and answered, and nothing is stored.
    const fazendaId = (
      await server.db.kysely.selectFrom('proof_files').select('fazendaId').executeTakeFirstOrThrow()
    ).fazendaId;
    expect(fazendaId).not.toBeNull();
    await server.db.kysely
      .updateTable('proof_files')
      .set({ bytes: MAX_PROOF_BYTES_PER_FARM })
      .where('id', '=', (first.body.response as { id: string }).id)
      .execute();
    const other = await buildReceipt({
      versao: 1,
      tipo: 'DG',
      geradoEm: '2026-11-24T15:00:00.000Z',
      usuarioId: vet.id,
      lotes: [lote],
      d0s: cows,
    });
    const over = await upload(admin, 'outro.gestar', JSON.stringify(other));
    expect(over.status).toBe(200);
    expect(over.body.response).toMatchObject({
      id: null,
      hashOk: true,
      guardado: false,
      aviso: proofNotStored(MAX_PROOFS_PER_FARM, MAX_PROOF_BYTES_PER_FARM / 1024 / 1024),
    });
    expect(await count()).toBe(before);
  });

  it('refuses other users, other files and non-receipts with a pt-BR reason, storing nothing', async () => {
    const before = await server.db.kysely.selectFrom('proof_files').select('id').execute();
    expect(await upload(vet, 'x.gestar', receiptText)).toMatchObject({
      status: 403,
      body: { title: PROOFS_ADMIN_ONLY() },
    });
    const wrongName = await upload(admin, 'x.pdf', receiptText);
    expect(wrongName.status).toBe(400);
    expect(JSON.stringify(wrongName.body)).toContain(INVALID_PROOF_UPLOAD());
    expect(await upload(admin, 'x.gestar', 'não é json')).toMatchObject({
      status: 400,
      body: { title: PROOF_NOT_A_RECEIPT() },
    });
    expect(await upload(admin, 'x.gestar', '{"sha256":"abc"}')).toMatchObject({ status: 400 });
    const after = await server.db.kysely.selectFrom('proof_files').select('id').execute();
    expect(after).toHaveLength(before.length);
    const list = await fetch(`${server.baseUrl}/api/Comprovante`, { headers: bearer(vet.token) });
    expect(list.status).toBe(403);
  });
});
