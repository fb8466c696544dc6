import { describe, expect, it } from 'vitest';
import { valorDominioSchema } from '../entities/domain-value.ts';
import { DOMAIN_TYPES, type DomainTypeKey, domainTypeId, domainValueId } from './domain-ids.ts';
import { DOMAIN_TYPE_SEED, DOMAIN_VALUE_SEED, DOMAIN_VALUES } from './domain-values.ts';

const TYPE_KEYS = Object.keys(DOMAIN_TYPES) as DomainTypeKey[];

function valoresOf(type: DomainTypeKey): string[] {
  return DOMAIN_VALUES[type].map((value) => value.valor);
}

describe('domain type seed', () => {
  it('has one row per domain type, named as in the spec', () => {
    expect(DOMAIN_TYPE_SEED).toHaveLength(TYPE_KEYS.length);
    expect(DOMAIN_TYPE_SEED.map((row) => row.nome)).toEqual(Object.values(DOMAIN_TYPES));
  });

  it('gives every type its stable id and a description', () => {
    for (const key of TYPE_KEYS) {
      const row = DOMAIN_TYPE_SEED.find((type) => type.id === domainTypeId(key));
      expect(row?.nome).toBe(DOMAIN_TYPES[key]);
      expect(row?.descricao.length).toBeGreaterThan(0);
    }
  });
});

describe('domain value seed', () => {
  it('has unique ids', () => {
    const ids = DOMAIN_VALUE_SEED.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(TYPE_KEYS)('list %s has values with unique texts', (type) => {
    const valores = valoresOf(type);
    expect(valores.length).toBeGreaterThan(0);
    expect(new Set(valores).size).toBe(valores.length);
  });

  it('derives every id from the type and the text, so seeding is idempotent', () => {
    for (const type of TYPE_KEYS) {
      for (const value of DOMAIN_VALUES[type]) {
        const row = DOMAIN_VALUE_SEED.find((seed) => seed.id === domainValueId(type, value.valor));
        expect(row).toMatchObject({ valor: value.valor, tipoDominioId: domainTypeId(type) });
      }
    }
  });

  it('points every value at an existing type and every parent at an existing value', () => {
    const typeIds = new Set(DOMAIN_TYPE_SEED.map((row) => row.id));
    const valueIds = new Set(DOMAIN_VALUE_SEED.map((row) => row.id));
    for (const row of DOMAIN_VALUE_SEED) {
      expect(typeIds.has(row.tipoDominioId)).toBe(true);
      if (row.valorDominioPaiId !== null) expect(valueIds.has(row.valorDominioPaiId)).toBe(true);
    }
  });

  it('produces rows the valorDominio schema accepts unchanged', () => {
    const common = {
      created: '2026-01-01T00:00:00.000Z',
      updated: '2026-01-01T00:00:00.000Z',
      isDeleted: false,
    };
    for (const row of DOMAIN_VALUE_SEED) {
      const parsed = valorDominioSchema.parse({ ...row, ...common, priority: false });
      expect(parsed).toMatchObject(row);
    }
  });
});

describe('spec texts, verbatim and in order', () => {
  it.each<[DomainTypeKey, string[]]>([
    ['tipoResync', ['Super Precoce', 'Precoce', 'Tradicional']],
    ['condicaoDG', ['Prenhe', 'Prenhe Touro', 'Vazia', 'Descarte Prenhe', 'Descarte Vazia']],
    [
      'condicaoDGFinal',
      [
        'Prenhe IATF',
        'Prenhe Touro',
        'Vazia',
        'Descarte Prenhe IATF',
        'Descarte Prenhe Touro',
        'Descarte Vazia',
      ],
    ],
    ['cl', ['Sim', 'Não', 'Não Avaliado']],
    ['tipoPrenhe', ['Gemelar', 'Absorvendo', 'Normal']],
    ['temperamento', ['Andando', 'Marchando', 'Correndo']],
    [
      'ordemMatriz',
      [
        'Novilhas precoces',
        'Novilhas',
        'Primíparas precoces',
        'Primíparas',
        'Secundíparas precoces',
        'Secundíparas',
        'Multíparas',
        'Solteiras',
      ],
    ],
    ['gnrh', ['Sim', 'Não']],
    ['cio', ['Sim', 'Não']],
    ['inducaoPuberdade', ['Sim', 'Não']],
    ['progesteronaPosIatf', ['Sim', 'Não']],
    ['numeroUsoDispositivo', ['1º uso', '2º uso', '3º uso', '4º uso']],
    ['sexoBezerro', ['Macho', 'Fêmea', 'Misto']],
  ])('%s', (type, expected) => {
    expect(valoresOf(type)).toEqual(expected);
  });

  it.each<[DomainTypeKey, string]>([
    ['tipoManejo', 'IATF'],
    ['tipoManejo', 'Retirada do Dispositivo'],
    ['tipoManejo', 'Remoção de Bezerros'],
    ['tipoManejo', 'Progesterona Injetável'],
    ['tipoManejo', 'Luteólise'],
    ['hormonio', 'Progesterona Injetável'],
    ['hormonio', 'Luteólise'],
    ['hormonio', 'Benzoato de Estradiol'],
    ['vacinaReprodutiva', 'Não'],
    ['racaTouro', 'Aberdeen Angus'],
    ['racaTouro', 'Nelore'],
    ['racaTouro', 'Braford'],
    ['racaTouro', 'Brangus'],
    ['racaTouro', 'Hereford'],
  ])('%s contains %s', (type, valor) => {
    expect(valoresOf(type)).toContain(valor);
  });

  it('puts the spec priority bull breeds first, in order', () => {
    expect(valoresOf('racaTouro').slice(0, 5)).toEqual([
      'Aberdeen Angus',
      'Nelore',
      'Braford',
      'Brangus',
      'Hereford',
    ]);
  });

  it('puts Não first among the reproductive vaccines', () => {
    expect(valoresOf('vacinaReprodutiva')[0]).toBe('Não');
  });
});

describe('ECC', () => {
  it('has the 17 scores 1.00 to 5.00 in steps of 0.25', () => {
    const valores = valoresOf('ecc');
    expect(valores).toHaveLength(17);
    expect(valores[0]).toBe('1.00');
    expect(valores[16]).toBe('5.00');
    expect(valores.map(Number)).toEqual(Array.from({ length: 17 }, (_, i) => 1 + i * 0.25));
  });

  it.each(['1.25', '2.50', '2.75', '3.00', '4.75'])('contains %s', (valor) => {
    expect(valoresOf('ecc')).toContain(valor);
  });
});

describe('Dias', () => {
  it('holds the protocol days D0 to D30 and nothing else', () => {
    expect(valoresOf('dias')).toEqual(Array.from({ length: 31 }, (_, day) => `D${day}`));
  });

  it('offers the resync D0 days D11 to D30', () => {
    const valores = valoresOf('ressincD0');
    expect(valores[0]).toBe('D11');
    expect(valores.at(-1)).toBe('D30');
    expect(valores).toHaveLength(20);
  });
});

describe('Estação de Monta', () => {
  it('marks exactly one season current: 2026/2027 (the season running on 2026-11-23)', () => {
    const current = DOMAIN_VALUES.estacaoMonta.filter((value) => value.descricao === 'current');
    expect(current.map((value) => value.valor)).toEqual(['2026/2027']);
  });

  it('keeps the season the spec announced, and every season is YYYY/YYYY+1', () => {
    const valores = valoresOf('estacaoMonta');
    expect(valores).toContain('2025/2026');
    for (const valor of valores) {
      const [start, end] = valor.split('/').map(Number);
      expect(end).toBe((start ?? 0) + 1);
    }
  });
});

describe('Método de Indução de Puberdade', () => {
  it('hangs every method under induction Sim', () => {
    const sim = domainValueId('inducaoPuberdade', 'Sim');
    const methods = DOMAIN_VALUE_SEED.filter(
      (row) => row.tipoDominioId === domainTypeId('metodoInducaoPuberdade'),
    );
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.every((row) => row.valorDominioPaiId === sim)).toBe(true);
  });
});
