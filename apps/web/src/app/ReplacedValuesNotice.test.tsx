// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GestarDb, type ReplacedValueRow } from '../local-db/database.ts';
import { ReplacedValuesNotice } from './ReplacedValuesNotice.tsx';
import { readableValue } from './replaced-values-view.ts';

const PRENHE = newId();
const VAZIA = newId();
const COW = newId();
const LOTE = newId();
const MARIA = newId();
const DIA_D8 = newId();
const DN = newId();

let db: GestarDb;

const local = {
  created: '2025-03-01T10:00:00.000Z',
  isDeleted: false,
  priority: false,
  _status: 'synced',
  _changed: [],
  _rev: 1,
};

beforeEach(async () => {
  db = new GestarDb(`notice-${newId()}`);
  await db.valorDominios.bulkPut(
    [
      [PRENHE, 'Prenhe'],
      [VAZIA, 'Vazia'],
      [DIA_D8, 'D8'],
    ].map(
      ([id, valor]) => ({ ...local, id, valor, tipoDominioId: newId(), updated: local.created }) as never,
    ),
  );
  await db.usuarios.put({
    ...local,
    id: MARIA,
    nomeCompleto: 'Maria Souza',
    updated: local.created,
  } as never);
  await db.lotes.put({ ...local, id: LOTE, nomeLote: 'Lote Dois DG', updated: local.created } as never);
  await db.d0s.put({ ...local, id: COW, codVaca: 'TD01', loteId: LOTE, updated: local.created } as never);
  await db.dns.put({
    ...local,
    id: DN,
    vacaId: COW,
    loteId: LOTE,
    dia: DIA_D8,
    updated: local.created,
  } as never);
});

afterEach(async () => {
  cleanup();
  await db.delete();
});

const notice = (row: Partial<ReplacedValueRow>): ReplacedValueRow => ({
  id: newId(),
  entity: 'd0s',
  recordId: COW,
  step: 'dg',
  fields: [{ field: 'condicaoDG', mine: PRENHE, kept: VAZIA }],
  by: MARIA,
  writtenAt: '2025-03-10T13:30:00.000Z',
  seenAt: '2025-03-11T09:00:00.000Z',
  acknowledgedAt: null,
  ...row,
});

describe('ReplacedValuesNotice', () => {
  it('shows nothing without open notices', async () => {
    await db.replacedValues.add(notice({ acknowledgedAt: '2025-03-11T09:05:00.000Z' }));
    render(<ReplacedValuesNotice db={db} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('replaced-values')).toBeNull();
  });

  it('names the cow and the step; Ver lists both values and who; Ciente puts it away for good', async () => {
    const row = notice({});
    await db.replacedValues.add(row);
    render(<ReplacedValuesNotice db={db} />);
    const strip = await screen.findByTestId('replaced-values');
    expect(strip.textContent).toContain('Seu valor foi substituído: Vaca TD01 · Lote Dois DG · DG');

    fireEvent.click(within(strip).getByRole('button', { name: 'Ver' }));
    const card = await screen.findByRole('region', { name: 'Vaca TD01 · Lote Dois DG · DG' });
    const cells = within(card)
      .getAllByRole('row')
      .map((line) => line.textContent);
    expect(cells).toEqual(['Seu valorMantido', 'DiagnósticoPrenheVazia']);
    // 10/03/2025 13:30 UTC is 10:30 in the farms' time zone.
    expect(card.textContent).toContain('Gravado por Maria Souza em 10/03/2025 10:30');

    fireEvent.click(within(card).getByRole('button', { name: /Ciente/ }));
    await waitFor(() => expect(screen.queryByTestId('replaced-values')).toBeNull());
    expect((await db.replacedValues.get(row.id))?.acknowledgedAt).toEqual(expect.any(String));
  });

  it('several notices: counted on the strip, each listed, one Ciente for all', async () => {
    await db.replacedValues.bulkAdd([
      notice({}),
      notice({
        entity: 'dns',
        recordId: DN,
        step: 'dn',
        fields: [{ field: 'observacao', mine: '[D8] Animal não compareceu ao manejo', kept: '[N/A]' }],
        by: null,
      }),
    ]);
    render(<ReplacedValuesNotice db={db} />);
    const strip = await screen.findByTestId('replaced-values');
    expect(strip.textContent).toContain('2 valores seus foram substituídos');
    fireEvent.click(within(strip).getByRole('button', { name: 'Ver' }));
    const dn = await screen.findByRole('region', { name: 'Vaca TD01 · Lote Dois DG · DN (D8)' });
    expect(dn.textContent).toContain('Animal não compareceu ao manejo');
    expect(dn.textContent).toContain('Nada Consta');
    expect(dn.textContent).toContain('Gravado por outro usuário');
    fireEvent.click(screen.getByRole('button', { name: 'Ciente de todos' }));
    await waitFor(() => expect(screen.queryByTestId('replaced-values')).toBeNull());
  });
});

describe('readableValue', () => {
  it.each([
    {
      case: 'a list value',
      entity: 'd0s' as const,
      field: 'condicaoDG',
      value: PRENHE as unknown,
      text: 'Prenhe',
    },
    { case: 'empty', entity: 'd0s' as const, field: 'tipoPrenhe', value: null as unknown, text: 'em branco' },
    {
      case: 'a calendar day',
      entity: 'd0s' as const,
      field: 'dataDgFinal',
      value: '2025-04-02' as unknown,
      text: '02/04/2025',
    },
    {
      case: 'a user',
      entity: 'iatfs' as const,
      field: 'usuarioId',
      value: MARIA as unknown,
      text: 'Maria Souza',
    },
    { case: 'a number', entity: 'd0s' as const, field: 'pesoBezerro', value: 32.5 as unknown, text: '32,5' },
    { case: 'a flag', entity: 'fazendas' as const, field: 'retiro', value: true as unknown, text: 'Sim' },
    {
      case: "'[N/A]'",
      entity: 'dns' as const,
      field: 'observacao',
      value: '[N/A]' as unknown,
      text: 'Nada Consta',
    },
  ])('$case', async ({ entity, field, value, text }) => {
    expect(await readableValue(db, entity, field, value)).toBe(text);
  });
});
