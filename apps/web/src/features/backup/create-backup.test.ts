import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { diaId } from '@gestar/domain/lists/value-ids';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GestarDb } from '../../local-db/database.ts';
import { setMeta } from '../../local-db/meta.ts';
import { createRepository } from '../../local-db/repository.ts';
import { createBackup } from './create-backup.ts';

const VET = newId();
const INSEMINADOR = newId();
let db: GestarDb;

beforeEach(() => {
  db = new GestarDb(`backup-${newId()}`);
});

afterEach(async () => {
  await db.delete();
});

/** A farm with one retiro, one lote, two cows (one deleted on this device), a DN, an IATF and a link. */
async function seedFarm(nome: string) {
  const fazenda = await createRepository(db.fazendas).post({
    nome,
    nomeProprietario: 'Joaquim',
    usuarioId: VET,
  });
  const retiro = await createRepository(db.retiros).post({ nome: 'Retiro Boa Vista', fazendaId: fazenda.id });
  const lote = await createRepository(db.lotes).post({ nomeLote: 'Lote 1', retiroId: retiro.id });
  const d0s = createRepository(db.d0s);
  const cow = await d0s.post({ loteId: lote.id, codVaca: '1001' });
  const gone = await d0s.post({ loteId: lote.id, codVaca: '1002' });
  await d0s.delete(gone.id);
  const dia = diaId(8) ?? newId();
  await createRepository(db.dns).post({ vacaId: cow.id, dia, loteId: lote.id });
  await createRepository(db.iatfs).post({ vacaId: cow.id, loteId: lote.id });
  await createRepository(db.fazendaUsuarios).post({ idFazenda: fazenda.id, idUsuario: INSEMINADOR });
  return { fazenda, cow, gone };
}

function unzipJson(bytes: Uint8Array): Map<string, unknown> {
  return new Map(Object.entries(unzipSync(bytes)).map(([path, data]) => [path, JSON.parse(strFromU8(data))]));
}

describe('createBackup', () => {
  it('zips each downloaded farm with its records, and Outros with protocols, bulls and partidas', async () => {
    const helena = await seedFarm('Fazenda Santa Helena');
    const other = await seedFarm('Fazenda Não Baixada');
    const touro = await createRepository(db.touros).post({
      nome: 'Nelore Fiel',
      fazendaId: helena.fazenda.id,
    });
    await createRepository(db.partidas).post({ touroId: touro.id, codigo: 'NEL-2025' });
    await createRepository(db.protocolos).post({ name: 'Protocolo 3 manejos' });
    await setMeta(db, 'downloadedFarmIds', [helena.fazenda.id]);

    const backup = await createBackup(db, new Date(2026, 10, 23, 10, 0));
    expect(backup.fileName).toBe('gestar-backup-2026-11-23.zip');
    expect(backup.farmCount).toBe(1);

    const files = unzipJson(backup.bytes);
    expect([...files.keys()].sort()).toEqual(
      [
        'Fazenda Santa Helena/fazenda.json',
        'Fazenda Santa Helena/retiros.json',
        'Fazenda Santa Helena/lotes.json',
        'Fazenda Santa Helena/d0s.json',
        'Fazenda Santa Helena/dns.json',
        'Fazenda Santa Helena/iatfs.json',
        'Fazenda Santa Helena/fazendaUsuarios.json',
        'Outros/protocolos.json',
        'Outros/touros.json',
        'Outros/partidas.json',
      ].sort(),
    );
    expect(files.get('Fazenda Santa Helena/fazenda.json')).toMatchObject({
      id: helena.fazenda.id,
      _status: 'created',
    });
    // The cow deleted on the device (not yet synced) is part of the backup, flagged.
    const cows = files.get('Fazenda Santa Helena/d0s.json') as { id: string; isDeleted: boolean }[];
    expect(cows.map((cow) => [cow.id, cow.isDeleted]).sort()).toEqual(
      [
        [helena.cow.id, false],
        [helena.gone.id, true],
      ].sort(),
    );
    expect(JSON.stringify([...files.values()])).not.toContain(other.fazenda.id);
    for (const file of ['retiros', 'lotes', 'dns', 'iatfs', 'fazendaUsuarios']) {
      expect(files.get(`Fazenda Santa Helena/${file}.json`)).toHaveLength(1);
    }
    expect(files.get('Outros/touros.json')).toMatchObject([{ nome: 'Nelore Fiel' }]);
    expect(files.get('Outros/partidas.json')).toMatchObject([{ codigo: 'NEL-2025' }]);
    expect(files.get('Outros/protocolos.json')).toMatchObject([{ name: 'Protocolo 3 manejos' }]);
  });

  it('keeps unresolved rejected records, with their motivo, in Outros/rejeitados.json', async () => {
    const { cow } = await seedFarm('Fazenda Santa Helena');
    const at = new Date().toISOString();
    await db.rejected.bulkPut([
      {
        entity: 'd0s',
        id: cow.id,
        motivo: 'Registro inválido',
        record: { id: cow.id },
        rejectedAt: at,
        resolvedAt: null,
      },
      {
        entity: 'd0s',
        id: 'old',
        motivo: 'Resolvido',
        record: { id: 'old' },
        rejectedAt: at,
        resolvedAt: at,
      },
    ]);
    const files = unzipJson((await createBackup(db)).bytes);
    expect(files.get('Outros/rejeitados.json')).toEqual([
      {
        entity: 'd0s',
        id: cow.id,
        motivo: 'Registro inválido',
        record: { id: cow.id },
        rejectedAt: at,
        resolvedAt: null,
      },
    ]);
  });

  it('skips a downloaded id whose farm is not on the device', async () => {
    await setMeta(db, 'downloadedFarmIds', [newId()]);
    const backup = await createBackup(db);
    expect(backup.farmCount).toBe(0);
    expect(Object.keys(unzipSync(backup.bytes)).sort()).toEqual([
      'Outros/partidas.json',
      'Outros/protocolos.json',
      'Outros/touros.json',
    ]);
  });
});
