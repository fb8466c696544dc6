import { inLocale } from '@gestar/domain/i18n/current-locale';
import { parentMissing } from '@gestar/domain/messages/server';
import { FARM_ACCESS_REMOVED_REASON } from '@gestar/domain/messages/sync';
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
    ['fazendas', { nome: 'Fazenda Santa Helena' }, 'Fazenda Santa Helena'],
    ['fazendas', { nome: 'Santa Helena' }, 'Fazenda Santa Helena'],
    ['lotes', { nomeLote: 'Lote Novilhas' }, 'Lote Novilhas'],
    ['lotes', { nomeLote: 'Loteamento' }, 'Lote Loteamento'],
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
    expect(lines.map(({ key, what, motivo }) => ({ key, what, motivo }))).toEqual([
      { key: 'd0s:b', what: 'Matriz 2', motivo: 'Segundo' },
      { key: 'd0s:a', what: 'Matriz 1', motivo: 'Primeiro' },
    ]);
  });

  it.each<[string, string]>([
    [
      'Já existe uma ressinc cadastrada para este lote, retorne à tela de listagem de lotes e verifique os próximos manejos.',
      'Outro aparelho registrou isto primeiro',
    ],
    [
      'Esta matriz já tem este manejo registrado por outro aparelho; este registro não foi aceito.',
      'Outro aparelho registrou isto primeiro',
    ],
    [
      'Não foi possível salvar: o retiro deste registro ainda não existe no servidor.',
      'Ele é reenviado sozinho',
    ],
    [
      'O acesso a esta fazenda foi removido; a alteração não sincronizada foi mantida neste dispositivo.',
      'guarde-os com o BACKUP; depois descarte a cópia local. A fazenda sai',
    ],
    [
      'Seu perfil é somente de visualização: o registro não foi salvo no servidor.',
      'O servidor não aceitará',
    ],
  ])('says what to do about %j', (motivo, advice) => {
    expect(rejectedLines([entry('d0s', { codVaca: '1' }, { motivo })])[0]?.advice).toContain(advice);
  });

  it('lists a refused resync batch once, with its refused cows and records under it', () => {
    const resync = 'lote-ressinc';
    const lines = rejectedLines([
      entry(
        'lotes',
        { nomeLote: 'Novilhas - IATF 2', parentBatch: 'lote-pai', _rev: null },
        {
          id: resync,
          motivo:
            'Já existe uma ressinc cadastrada para este lote, retorne à tela de listagem de lotes e verifique os próximos manejos.',
        },
      ),
      ...Array.from({ length: 7 }, (_, n) =>
        entry(
          'd0s',
          { codVaca: `10${n}`, loteId: resync, _rev: null },
          {
            id: `vaca-${n}`,
            motivo: 'Não foi possível salvar: o lote deste registro ainda não existe no servidor.',
          },
        ),
      ),
      entry('iatfs', { vacaId: 'vaca-0', loteId: resync, _rev: null }, { id: 'iatf-0' }),
      // Refused on its own: a cow of a batch the server has.
      entry('d0s', { codVaca: '2001', loteId: 'lote-pai', _rev: 12 }, { id: 'vaca-servidor' }),
    ]);
    expect(lines.map((line) => [line.key, line.what, line.alsoRefused])).toEqual([
      [
        `lotes:${resync}`,
        'Lote Novilhas - IATF 2',
        'Também não aceitos, e descartados com ele: 7 matrizes e 1 registro de IATF.',
      ],
      ['d0s:vaca-servidor', 'Matriz 2001', null],
    ]);
    expect(lines[0]?.advice).toContain('Outro aparelho registrou isto primeiro');
  });

  it('knows a reason kept in the other language and shows it, and what to do, in the language read now', () => {
    // Refused while the person read Portuguese; she reads Spanish now.
    const given = inLocale('pt-BR', () => parentMissing('retiro'));
    const kept = inLocale('pt-BR', FARM_ACCESS_REMOVED_REASON);
    const [parent, access] = inLocale('es', () =>
      rejectedLines([
        entry(
          'lotes',
          { nomeLote: 'Novillas' },
          { id: 'a', motivo: given, rejectedAt: '2026-11-22T00:00:00.000Z' },
        ),
        entry('d0s', { codVaca: '7' }, { id: 'b', motivo: kept, rejectedAt: '2026-11-21T00:00:00.000Z' }),
      ]),
    );
    expect(parent?.motivo).toBe(inLocale('es', () => parentMissing('retiro')));
    expect(parent?.advice).toContain('Se reenvía solo');
    expect(access?.motivo).toBe(
      'Se retiró su acceso a este establecimiento; el cambio no sincronizado se mantuvo en este dispositivo.',
    );
    expect(access?.advice).toContain('guárdelos con el BACKUP');
  });

  it('leaves a reason it does not know as the server wrote it', () => {
    const [line] = inLocale('es', () =>
      rejectedLines([entry('d0s', { codVaca: '1' }, { motivo: 'Registro inválido' })]),
    );
    expect(line?.motivo).toBe('Registro inválido');
    expect(line?.advice).toContain('El servidor no aceptará');
  });
});
