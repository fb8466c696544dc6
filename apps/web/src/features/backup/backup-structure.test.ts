import { describe, expect, it } from 'vitest';
import {
  type BackupData,
  type BackupFarm,
  backupEntries,
  backupFileName,
  farmFolderNames,
  safeFolderName,
} from './backup-structure.ts';

function farm(id: string, nome: string): BackupFarm {
  return {
    fazenda: { id, nome },
    retiros: [{ id: `${id}-r` }],
    lotes: [],
    d0s: [{ id: `${id}-cow` }],
    dns: [],
    iatfs: [],
    fazendaUsuarios: [],
  };
}

const EMPTY_OTHERS = { protocolos: [], touros: [], partidas: [], rejeitados: [] };

describe('safeFolderName', () => {
  it.each([
    ['Fazenda Santa Helena', 'Fazenda Santa Helena'],
    ['Fazenda A/B: "Sede"', 'Fazenda A-B- -Sede-'],
    ['  Fazenda   Três   Irmãos  ', 'Fazenda Três Irmãos'],
    ['Fazenda do Fim...', 'Fazenda do Fim'],
    ['', 'Fazenda'],
    ['Outros', 'Fazenda Outros'],
    ['x'.repeat(120), 'x'.repeat(80)],
  ])('%j → %j', (name, expected) => {
    expect(safeFolderName(name)).toBe(expected);
  });
});

describe('farmFolderNames', () => {
  it('numbers farms that share a name, case-insensitively', () => {
    expect(
      farmFolderNames(['Fazenda São José', 'Fazenda Primavera', 'fazenda são josé', 'Fazenda São José']),
    ).toEqual(['Fazenda São José', 'Fazenda Primavera', 'fazenda são josé (2)', 'Fazenda São José (3)']);
  });
});

describe('backupEntries', () => {
  it('has one folder per farm with one JSON file per entity, plus Outros', () => {
    const data: BackupData = {
      farms: [farm('f1', 'Fazenda Santa Helena'), farm('f2', 'Fazenda Três Irmãos')],
      others: { ...EMPTY_OTHERS, protocolos: [{ id: 'p1' }], touros: [{ id: 't1' }] },
    };
    const entries = backupEntries(data);
    expect([...entries.keys()]).toEqual([
      'Fazenda Santa Helena/fazenda.json',
      'Fazenda Santa Helena/retiros.json',
      'Fazenda Santa Helena/lotes.json',
      'Fazenda Santa Helena/d0s.json',
      'Fazenda Santa Helena/dns.json',
      'Fazenda Santa Helena/iatfs.json',
      'Fazenda Santa Helena/fazendaUsuarios.json',
      'Fazenda Três Irmãos/fazenda.json',
      'Fazenda Três Irmãos/retiros.json',
      'Fazenda Três Irmãos/lotes.json',
      'Fazenda Três Irmãos/d0s.json',
      'Fazenda Três Irmãos/dns.json',
      'Fazenda Três Irmãos/iatfs.json',
      'Fazenda Três Irmãos/fazendaUsuarios.json',
      'Outros/protocolos.json',
      'Outros/touros.json',
      'Outros/partidas.json',
    ]);
    expect(entries.get('Fazenda Santa Helena/fazenda.json')).toEqual({
      id: 'f1',
      nome: 'Fazenda Santa Helena',
    });
    expect(entries.get('Fazenda Três Irmãos/d0s.json')).toEqual([{ id: 'f2-cow' }]);
    expect(entries.get('Outros/touros.json')).toEqual([{ id: 't1' }]);
  });

  it('writes Outros even without downloaded farms', () => {
    expect([...backupEntries({ farms: [], others: EMPTY_OTHERS }).keys()]).toEqual([
      'Outros/protocolos.json',
      'Outros/touros.json',
      'Outros/partidas.json',
    ]);
  });

  it('adds the rejected records, with their motivo, only when there are some', () => {
    const rejected = { entity: 'd0s', id: 'c1', motivo: 'Registro inválido', record: { id: 'c1' } };
    const entries = backupEntries({ farms: [], others: { ...EMPTY_OTHERS, rejeitados: [rejected] } });
    expect(entries.get('Outros/rejeitados.json')).toEqual([rejected]);
  });

  it('falls back to the farm id when it has no name', () => {
    const entries = backupEntries({
      farms: [{ ...farm('f1', ''), fazenda: { id: 'f1' } }],
      others: EMPTY_OTHERS,
    });
    expect(entries.has('f1/fazenda.json')).toBe(true);
  });
});

describe('backupFileName', () => {
  it.each([
    [new Date(2026, 10, 23, 9, 30), 'gestar-backup-2026-11-23.zip'],
    [new Date(2027, 0, 5, 23, 59), 'gestar-backup-2027-01-05.zip'],
  ])('%s → %s', (date, expected) => {
    expect(backupFileName(date)).toBe(expected);
  });
});
