import { describe, expect, it } from 'vitest';
import { domainValueId } from '../../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../../lists/domain-values.ts';
import { ownSheetListOptions } from './list-options.ts';
import type { OwnSheetListField } from './own-sheet-fields.ts';
import { type ListOption, suggestValueMapping, type ValueTarget } from './value-mapping.ts';

const OPTIONS = ownSheetListOptions({
  values: DOMAIN_VALUE_SEED,
  partidas: [
    { id: 'lot-123', codigo: '123' },
    { id: 'lot-a55', codigo: 'A55' },
  ],
  people: [
    { id: 'joao', nomeCompleto: 'João da Silva' },
    { id: 'pedro', nomeCompleto: 'Pedro Souza' },
    { id: 'paulo', nomeCompleto: 'Paulo Souza' },
  ],
  touros: [
    { id: 'fiel', nome: 'Nelore Fiel' },
    { id: 'black', nome: 'Angus Black' },
    { id: 'gone', nome: 'Velho', isDeleted: true },
  ],
});

const value = (id: string): ValueTarget => ({ kind: 'value', id });
const CREATE: ValueTarget = { kind: 'create' };
const UNMAPPED: ValueTarget = { kind: 'unmapped' };

function targetOf(
  field: OwnSheetListField,
  text: string,
  options: readonly ListOption[] = OPTIONS[field] ?? [],
) {
  return suggestValueMapping(field, [text], options)[0]?.target;
}

describe('suggestValueMapping: the farm words for a list value', () => {
  it.each<[OwnSheetListField, string, ValueTarget]>([
    // Diagnosis, in the farm's words (pt-BR and Spanish).
    ['diagnostico', 'Prenha', value(domainValueId('condicaoDG', 'Prenhe'))],
    ['diagnostico', 'Prenhe', value(domainValueId('condicaoDG', 'Prenhe'))],
    ['diagnostico', 'PRENHA ', value(domainValueId('condicaoDG', 'Prenhe'))],
    ['diagnostico', 'P', value(domainValueId('condicaoDG', 'Prenhe'))],
    ['diagnostico', 'Positivo', value(domainValueId('condicaoDG', 'Prenhe'))],
    ['diagnostico', '+', value(domainValueId('condicaoDG', 'Prenhe'))],
    ['diagnostico', 'Preñada', value(domainValueId('condicaoDG', 'Prenhe'))],
    ['diagnostico', 'Não Prenha', value(domainValueId('condicaoDG', 'Vazia'))],
    ['diagnostico', 'nao prenha', value(domainValueId('condicaoDG', 'Vazia'))],
    ['diagnostico', 'Vazia', value(domainValueId('condicaoDG', 'Vazia'))],
    ['diagnostico', 'NP', value(domainValueId('condicaoDG', 'Vazia'))],
    ['diagnostico', 'Negativo', value(domainValueId('condicaoDG', 'Vazia'))],
    ['diagnostico', 'Vacía', value(domainValueId('condicaoDG', 'Vazia'))],
    ['diagnostico', 'Prenha Touro', value(domainValueId('condicaoDG', 'Prenhe Touro'))],
    ['diagnostico', 'Descarte Vazia', value(domainValueId('condicaoDG', 'Descarte Vazia'))],
    ['diagnostico', 'SM', UNMAPPED],
    ['diagnostico', 'Descarte', UNMAPPED],
    // The final diagnosis tells the IATF's pregnancy from the bull's.
    ['diagnosticoFinal', 'Prenha', value(domainValueId('condicaoDGFinal', 'Prenhe IATF'))],
    ['diagnosticoFinal', 'Vazia', value(domainValueId('condicaoDGFinal', 'Vazia'))],
    ['diagnosticoFinal', 'Prenha Touro', value(domainValueId('condicaoDGFinal', 'Prenhe Touro'))],
    // Category, singular or abbreviated.
    ['ordemMatriz', 'Multípara', value(domainValueId('ordemMatriz', 'Multíparas'))],
    ['ordemMatriz', 'multiparas', value(domainValueId('ordemMatriz', 'Multíparas'))],
    ['ordemMatriz', 'Novilha', value(domainValueId('ordemMatriz', 'Novilhas'))],
    ['ordemMatriz', 'Novilha Precoce', value(domainValueId('ordemMatriz', 'Novilhas precoces'))],
    ['ordemMatriz', 'Vaca', value(domainValueId('ordemMatriz', 'Multíparas'))],
    ['ordemMatriz', 'Vaquillona', value(domainValueId('ordemMatriz', 'Novilhas'))],
    ['ordemMatriz', 'Primípara', value(domainValueId('ordemMatriz', 'Primíparas'))],
    ['ordemMatriz', 'SM', UNMAPPED],
    // Breed: case, spaces, a unique abbreviation.
    ['racaMatriz', 'NELORE', value(domainValueId('racaMatriz', 'Nelore'))],
    ['racaMatriz', ' nelore ', value(domainValueId('racaMatriz', 'Nelore'))],
    ['racaMatriz', 'Nel', value(domainValueId('racaMatriz', 'Nelore'))],
    ['racaMatriz', 'Tabapua', value(domainValueId('racaMatriz', 'Tabapuã'))],
    // 'Angus' could be Aberdeen or Red: the person says.
    ['racaMatriz', 'Angus', UNMAPPED],
    // ECC: the score, however written.
    ['eccD0', '3', value(domainValueId('ecc', '3.00'))],
    ['eccD0', '3,5', value(domainValueId('ecc', '3.50'))],
    ['eccD0', '2.75', value(domainValueId('ecc', '2.75'))],
    ['eccDg', '3.25', value(domainValueId('ecc', '3.25'))],
    ['eccD0', '7', UNMAPPED],
    ['eccD0', 'boa', UNMAPPED],
    // Device and its use.
    ['dispositivo', 'cidr', value(domainValueId('dispositivo', 'CIDR'))],
    ['usoDispositivo', '1', value(domainValueId('numeroUsoDispositivo', '1º uso'))],
    ['usoDispositivo', '2º', value(domainValueId('numeroUsoDispositivo', '2º uso'))],
    ['usoDispositivo', '3º Uso', value(domainValueId('numeroUsoDispositivo', '3º uso'))],
    ['usoDispositivo', '9', UNMAPPED],
    // Bulls by name, mixed case and trailing spaces; unknown ones offered for creation.
    ['touro', ' NELORE FIEL ', value('fiel')],
    ['touro', 'angus black', value('black')],
    ['touro', 'Nelore', CREATE],
    ['touro', 'Velho', CREATE],
    // Semen lots by code, whole; unknown ones offered for creation.
    ['semen', '123', value('lot-123')],
    ['semen', 'a55', value('lot-a55')],
    ['semen', '12', CREATE],
    ['semen', 'SM', CREATE],
    // People: the full name or the one name that starts so.
    ['inseminador', 'João da Silva', value('joao')],
    ['inseminador', 'joão', value('joao')],
    ['inseminador', 'Pedro', value('pedro')],
    ['inseminador', 'Souza', UNMAPPED],
    ['inseminador', 'Maria', UNMAPPED],
    ['responsavel', 'Paulo', value('paulo')],
  ])('%s %j → %j', (field, text, target) => {
    expect(targetOf(field, text)).toEqual(target);
  });

  it('gives each distinct text once, as first written, in the order given', () => {
    expect(
      suggestValueMapping(
        'diagnostico',
        ['Prenha', 'PRENHA ', ' Não Prenha', '', 'prenha', 'Vazia'],
        OPTIONS.diagnostico ?? [],
      ),
    ).toEqual([
      { text: 'Prenha', target: value(domainValueId('condicaoDG', 'Prenhe')) },
      { text: 'Não Prenha', target: value(domainValueId('condicaoDG', 'Vazia')) },
      { text: 'Vazia', target: value(domainValueId('condicaoDG', 'Vazia')) },
    ]);
  });

  it('matches a value an administrator added to the list', () => {
    const options = [...(OPTIONS.racaMatriz ?? []), { id: 'sindi', text: 'Sindi' }];
    expect(targetOf('racaMatriz', 'SINDI', options)).toEqual(value('sindi'));
  });

  it('leaves every text unmapped when the list is empty', () => {
    expect(targetOf('racaMatriz', 'Nelore', [])).toEqual(UNMAPPED);
  });
});

describe('ownSheetListOptions', () => {
  it('offers live domain values by valor, lots by code, people by name and live bulls by name', () => {
    expect(OPTIONS.diagnostico?.map((option) => option.text)).toEqual([
      'Prenhe',
      'Prenhe Touro',
      'Vazia',
      'Descarte Prenhe',
      'Descarte Vazia',
    ]);
    expect(OPTIONS.semen).toEqual([
      { id: 'lot-123', text: '123' },
      { id: 'lot-a55', text: 'A55' },
    ]);
    expect(OPTIONS.touro?.map((option) => option.id)).toEqual(['fiel', 'black']);
    expect(OPTIONS.inseminador).toEqual(OPTIONS.responsavel);
  });
});
