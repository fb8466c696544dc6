import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { seedLookup as lookup } from '../lists/lookup.ts';
import { OBS_NOT_APPLICABLE } from '../lists/observations.ts';
import { TIPO_PRENHE_NORMAL } from '../rules/dg-fields.ts';
import { nextManagement } from '../rules/next-management.ts';
import {
  dgRessincFinalizePlan,
  dgRessincRow,
  dgRessincSavePlan,
  isDgRessincRowSaved,
  validateDgRessincRow,
} from './dg-ressinc.ts';
import { dgFinalizePatch, dgRowChange, dgRowDefaults } from './dg-step.ts';
import { day, dg, now, PROTOCOL } from './dg-test-fixtures.ts';
import { stepFinalizePatch } from './finalize-step.ts';

// DG/D0 and DG/{day} of a resync batch diagnose the round before it: the diagnosis goes on the parent record,
// the resync's D0 fields and the omission on the copy, so the copy reaches its own DG undiagnosed.
describe('DGRessinc rows — the round before the resync', () => {
  const parent = { id: 'mae', loteId: 'lote-1', iatf: 0, condicaoDG: null, observacaoDG: null };
  const copy = {
    id: 'copia',
    loteId: 'lote-2',
    iatf: 1,
    dzeroPai: 'mae',
    dispositivoIntravaginal: domainValueId('dispositivo', 'CIDR'),
    numero_Uso_Disp: null,
  };
  const d0 = { route: 'DGRessinc', day: day(0) };
  const d8 = { route: 'DGRessinc', day: day(8) };
  const diagnose = (condition: string) =>
    dgRowChange(dgRowDefaults(dgRessincRow(parent, copy)), { condicaoDG: dg(condition) }, { now, lookup });

  it("shows the parent's diagnosis with the copy's device, in the copy's batch", () => {
    const row = dgRessincRow({ ...parent, condicaoDG: dg('Vazia') }, copy);
    expect(row).toMatchObject({
      id: 'mae',
      loteId: 'lote-2',
      condicaoDG: dg('Vazia'),
      dispositivoIntravaginal: copy.dispositivoIntravaginal,
      numero_Uso_Disp: null,
    });
  });

  it('on DG/D0 an empty cow is saved only with her device and its use (spec §5 D0 Resync)', () => {
    const row = dgRessincRow({ ...parent, condicaoDG: dg('Vazia') }, copy);
    expect(isDgRessincRowSaved(row, true, lookup)).toBe(false);
    expect(isDgRessincRowSaved({ ...row, numero_Uso_Disp: 'uso' }, true, lookup)).toBe(true);
    // Not asked on a later day, nor of a pregnant cow.
    expect(isDgRessincRowSaved(row, false, lookup)).toBe(true);
    expect(isDgRessincRowSaved({ ...row, condicaoDG: dg('Prenhe') }, true, lookup)).toBe(true);
    const errors = validateDgRessincRow(diagnose('Vazia'), true, lookup);
    expect(errors).toEqual({ numero_Uso_Disp: 'Este campo é obrigatório' });
    expect(validateDgRessincRow(diagnose('Vazia'), false, lookup)).toEqual({});
  });

  it('an empty cow on DG/D0: her diagnosis on the parent, who leaves its DG Final; the D0 fields on the copy', () => {
    const values = { ...diagnose('Vazia'), numero_Uso_Disp: 'uso', peso_d0resync: 410 };
    const plan = dgRessincSavePlan(parent, copy, values, { management: d0, lookup });
    expect(plan.d0).toMatchObject({ condicaoDG: dg('Vazia'), observacaoDG: OBS_NOT_APPLICABLE });
    expect(plan.d0).not.toHaveProperty('dispositivoIntravaginal');
    expect(plan.resync).toEqual({
      parent: { omit_from_dg_final: true },
      child: {
        update: {
          omit_from_dg_final: false,
          isDeleted: false,
          dispositivoIntravaginal: copy.dispositivoIntravaginal,
          numero_Uso_Disp: 'uso',
          peso_d0resync: 410,
        },
      },
    });
    expect(plan.dn).toBeNull();
  });

  it('a pregnant cow on DG/D8: judged in the parent; her copy and its DN of the day leave the resync', () => {
    const plan = dgRessincSavePlan(parent, copy, diagnose('Prenhe'), { management: d8, lookup });
    expect(plan.d0).toMatchObject({ condicaoDG: dg('Prenhe'), tipoPrenhe: TIPO_PRENHE_NORMAL });
    expect(plan.resync?.parent).toEqual({ omit_from_dg_final: false });
    expect(plan.resync?.child).toMatchObject({ update: { omit_from_dg_final: true, isDeleted: true } });
    expect(plan.dn).toEqual({
      vacaId: 'copia',
      loteId: 'lote-2',
      dia: day(8),
      observacao: OBS_NOT_APPLICABLE,
      isDeleted: true,
    });
  });

  it('the resync goes from its IATF to its own DG, not to DG Final (DG/D0 had finalized the round before)', () => {
    const resync = { dias: null, isResync: true, isPrecoce: false, isFinalize: false };
    const afterDgD0 = { ...resync, ...dgFinalizePatch('DGRessinc', resync, PROTOCOL, [], lookup) };
    expect(afterDgD0).toMatchObject({ isFinalize: true, dias: day(0) });
    const atIatf = { ...afterDgD0, dias: day(8) };
    const copies = [{ condicaoDG: null, observacaoDG: null }];
    const afterIatf = { ...atIatf, ...stepFinalizePatch('IATF', atIatf, PROTOCOL, copies, lookup) };
    expect(afterIatf).toMatchObject({ isFinalize: false, pastDG: false, processoAtual: 'IATF' });
    expect(nextManagement(afterIatf, PROTOCOL, lookup)).toMatchObject({ label: 'DG', route: 'DG' });
    const afterDg = {
      ...afterIatf,
      ...dgFinalizePatch('DG', afterIatf, PROTOCOL, [{ condicaoDG: dg('Vazia') }], lookup),
    };
    expect(nextManagement(afterDg, PROTOCOL, lookup)).toMatchObject({ label: 'DG Final', route: 'DGFinal' });
  });
});

describe('DGRessinc finalize', () => {
  type Batch = {
    id: string;
    dias: string | null;
    isResync: boolean;
    isFinalize: boolean;
    parentBatch: string | null;
  };
  const parentBatch: Batch = {
    id: 'lote-1',
    dias: day(10),
    isResync: false,
    isFinalize: false,
    parentBatch: null,
  };
  const resync: Batch = {
    id: 'lote-2',
    dias: null,
    isResync: true,
    isFinalize: false,
    parentBatch: 'lote-1',
  };
  const cows = [
    {
      id: 'p1',
      loteId: 'lote-1',
      condicaoDG: dg('Prenhe'),
      tipoPrenhe: TIPO_PRENHE_NORMAL,
      observacaoDG: null,
    },
    { id: 'e1', loteId: 'lote-1', condicaoDG: dg('Vazia'), observacaoDG: null },
    { id: 'e1c', loteId: 'lote-2', dzeroPai: 'e1', omit_from_dg_final: false },
  ];
  const plan = (parents: Batch[]) =>
    dgRessincFinalizePlan({
      resyncBatches: [resync],
      parentBatches: parents,
      cows,
      protocolOf: () => PROTOCOL,
      lookup,
    });

  it("sets the resync's DG/D0 and the parent's DG, whose round it diagnosed; the empty cow leaves the parent's DG Final", () => {
    const { cowPatches, batchPatches } = plan([parentBatch]);
    expect(batchPatches.get('lote-2')).toMatchObject({
      isFinalize: true,
      dias: day(0),
      processoAtual: 'DG/D0',
    });
    expect(batchPatches.get('lote-1')).toMatchObject({ isFinalize: true, pastDG: true, processoAtual: 'DG' });
    expect(nextManagement({ ...parentBatch, ...batchPatches.get('lote-1') }, PROTOCOL, lookup).label).toBe(
      'DG Final',
    );
    expect(cowPatches).toEqual([{ id: 'e1', patch: { omit_from_dg_final: true } }]);
  });

  it('leaves a parent whose DG was finalized on its own screen as it is', () => {
    expect(plan([{ ...parentBatch, isFinalize: true }]).batchPatches.has('lote-1')).toBe(false);
  });
});
