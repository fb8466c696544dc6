import { describe, expect, it } from 'vitest';
import { type RejectedEntry, rejectedLines } from './rejected-records.ts';

function entry(
  entity: string,
  record: Record<string, unknown>,
  extra: Partial<RejectedEntry> = {},
): RejectedEntry {
  return {
    entity,
    id: '0190f1c2-aaaa-7bbb-8ccc-123456789abc',
    motivo: 'Registro inválido',
    record,
    rejectedAt: '2026-11-23T10:00:00.000Z',
    resolvedAt: null,
    ...extra,
  };
}

describe('rejectedLines', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['fazendas', { nome: 'Fazenda Santa Helena' }, 'Fazenda Fazenda Santa Helena'],
    ['lotes', { nomeLote: 'Lote Novilhas' }, 'Lote Lote Novilhas'],
    ['d0s', { codVaca: '1001', nome: undefined }, 'Matriz 1001'],
    ['protocolos', { name: 'J-Synch' }, 'Protocolo J-Synch'],
    ['partidas', { codigo: 'NEL-2025' }, 'Partida NEL-2025'],
    ['iatfs', {}, 'IATF 0190f1c2'],
    ['d0s', { codVaca: '   ' }, 'Matriz 0190f1c2'],
    ['desconhecida', { nome: 'X' }, 'desconhecida X'],
  ])('%s %o is shown as %j', (entity, record, what) => {
    expect(rejectedLines([entry(entity, record)])[0]?.what).toBe(what);
  });

  it('keeps the motivo, hides resolved rejections and lists the newest first', () => {
    const lines = rejectedLines([
      entry('d0s', { codVaca: '1' }, { id: 'a', motivo: 'Primeiro', rejectedAt: '2026-11-20T00:00:00.000Z' }),
      entry('d0s', { codVaca: '2' }, { id: 'b', motivo: 'Segundo', rejectedAt: '2026-11-22T00:00:00.000Z' }),
      entry('d0s', { codVaca: '3' }, { id: 'c', resolvedAt: '2026-11-23T00:00:00.000Z' }),
    ]);
    expect(lines).toEqual([
      { key: 'd0s:b', what: 'Matriz 2', motivo: 'Segundo' },
      { key: 'd0s:a', what: 'Matriz 1', motivo: 'Primeiro' },
    ]);
  });
});
