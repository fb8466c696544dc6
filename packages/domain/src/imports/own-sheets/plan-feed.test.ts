import { describe, expect, it } from 'vitest';
import { domainValueId } from '../../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../../lists/domain-values.ts';
import { createDomainLookup } from '../../lists/lookup.ts';
import { type ImportContext, planImport } from '../import-plan.ts';
import { applyOwnSheetMapping } from './apply-mapping.ts';
import { FARM_IDS, FARM_OPTIONS, FARM_RECORDS, suggestedMapping } from './own-sheet-test-mapping.ts';
import { LOT_3 } from './own-sheet-test-workbooks.ts';

// A mapped sheet's rows go through today's import plan unchanged: the same checks, the same records.

const IATF_KIND = domainValueId('tipoManejo', 'IATF');
const IMPLANT = domainValueId('tipoManejo', 'Implante do Dispositivo');
const values = [
  ...DOMAIN_VALUE_SEED,
  { id: IATF_KIND, valor: 'IATF', tipoDominioId: 'x' },
  { id: IMPLANT, valor: 'Implante do Dispositivo', tipoDominioId: 'x' },
];
const day = (n: number) => domainValueId('dias', `D${n}`);

function context(): ImportContext {
  let next = 0;
  return {
    batch: { id: 'lote-3', dias: null, isFinalize: false, pastDG: false, processoAtual: '' },
    protocol: {
      managementProtocols: [
        { day: day(0), management: IMPLANT },
        { day: day(10), management: IATF_KIND },
      ],
    },
    lookup: createDomainLookup(values),
    values,
    partidas: FARM_RECORDS.partidas,
    people: FARM_RECORDS.people,
    cows: [],
    iatfs: [],
    now: new Date('2024-03-01T12:00:00Z'),
    newId: () => `nova-${++next}`,
  };
}

describe('a mapped sheet feeds the import plan', () => {
  const read = applyOwnSheetMapping(LOT_3, suggestedMapping([LOT_3]), FARM_OPTIONS);
  const result = planImport(read.rounds[0]?.rows ?? [], context());

  it('plans the D0, IATF and DG of every cow without a problem', () => {
    expect(read.problems).toEqual([]);
    expect('errors' in result ? result.errors : []).toEqual([]);
  });

  it.each([
    ['A1', 'Prenhe', '3.00'],
    ['A2', 'Vazia', '2.50'],
  ])('cow %s: the ids of the texts the farm wrote', (codVaca, diagnosis, ecc) => {
    if (!('plan' in result)) throw new Error('no plan');
    const cow = result.plan.newCows.find((each) => each.codVaca === codVaca);
    expect(cow).toMatchObject({
      racaMatriz: domainValueId('racaMatriz', 'Nelore'),
      ordemMatriz: domainValueId('ordemMatriz', 'Multíparas'),
      dispositivoIntravaginal: domainValueId('dispositivo', 'CIDR'),
      numero_Uso_Disp: domainValueId('numeroUsoDispositivo', '1º uso'),
      responsavelId: FARM_IDS.ana,
      ecc: domainValueId('ecc', ecc),
      condicaoDG: domainValueId('condicaoDG', diagnosis),
    });
    expect(result.plan.newIatfs.find((iatf) => iatf.vacaId === cow?.id)).toMatchObject({
      partidaId: FARM_IDS.lotNel01,
      usuarioId: FARM_IDS.joao,
    });
  });
});
