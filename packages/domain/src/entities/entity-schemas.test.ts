import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { domainTypeId, domainValueId } from '../lists/domain-ids.ts';
import { loteFields, loteSchema } from './batch.ts';
import { touroSchema } from './bull.ts';
import { retiroSchema } from './corral.ts';
import { d0Schema } from './d0.ts';
import { dnSchema } from './dn.ts';
import { tipoDominioSchema } from './domain-type.ts';
import { valorDominioSchema } from './domain-value.ts';
import { fazendaFields, fazendaSchema } from './farm.ts';
import { fazendaUsuarioSchema } from './farm-user.ts';
import { iatfSchema } from './iatf.ts';
import { partidaSchema } from './partida.ts';
import { protocoloSchema } from './protocol.ts';
import { ROLES } from './role.ts';
import { termoSchema } from './term.ts';
import { usuarioSchema } from './user.ts';

const base = {
  created: '2025-03-10T12:30:00.000Z',
  updated: '2025-03-11T08:00:00.000Z',
  isDeleted: false,
  priority: false,
};
const vetId = '0195f3a4-0001-7000-8000-000000000001';
const farmId = '0195f3a4-0002-7000-8000-000000000002';
const retiroId = '0195f3a4-0003-7000-8000-000000000003';
const protocoloId = '0195f3a4-0004-7000-8000-000000000004';
const loteId = '0195f3a4-0005-7000-8000-000000000005';
const vacaId = '0195f3a4-0006-7000-8000-000000000006';
const touroId = '0195f3a4-0007-7000-8000-000000000007';
const partidaId = '0195f3a4-0008-7000-8000-000000000008';

type Row = {
  name: string;
  schema: z.ZodObject;
  valid: Record<string, unknown>;
  bad: Record<string, unknown>;
};

const rows: Row[] = [
  {
    name: 'usuario',
    schema: usuarioSchema,
    valid: {
      id: vetId,
      ...base,
      nomeCompleto: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      cpf: '12345678909',
      estado: 'MS',
      municipio: 'Campo Grande',
      zoetisId: null,
      createdByUserId: null,
      superiorId: null,
      roles: [ROLES.veterinario],
    },
    bad: { cpf: '1234567890' },
  },
  {
    name: 'termo',
    schema: termoSchema,
    valid: { id: '0195f3a4-0009-7000-8000-000000000009', ...base, tipo: 'C', versao: 2, conteudo: 'Texto' },
    bad: { tipo: 'X' },
  },
  {
    name: 'fazenda',
    schema: fazendaSchema,
    valid: {
      id: farmId,
      ...base,
      nomeProprietario: 'João da Silva',
      nome: 'Fazenda Boa Vista',
      inscricaoEstadual: '28.123.456-7',
      pais: 'Brasil',
      estado: 'MS',
      municipio: 'Aquidauana',
      tamanho: 1520.5,
      retiro: true,
      inicioEstacaoMonta: '2025-10-01',
      fimEstacaoMonta: '2026-03-31',
      sistemaProducao: domainValueId('sistemaProducao', 'Cria'),
      estacaoMonta: domainValueId('estacaoMonta', '2025/2026'),
      usuarioId: vetId,
    },
    bad: { tamanho: '1520' },
  },
  {
    name: 'fazendaUsuario',
    schema: fazendaUsuarioSchema,
    valid: { id: '0195f3a4-000a-7000-8000-00000000000a', ...base, idFazenda: farmId, idUsuario: vetId },
    bad: { idUsuario: null },
  },
  {
    name: 'retiro',
    schema: retiroSchema,
    valid: { id: retiroId, ...base, nome: 'Retiro Sede', fazendaId: farmId },
    bad: { nome: '  ' },
  },
  {
    name: 'protocolo',
    schema: protocoloSchema,
    valid: {
      id: protocoloId,
      ...base,
      name: 'J-Synch 9 dias',
      usuarioId: null,
      managementProtocols: [
        {
          id: '0195f3a4-000b-7000-8000-00000000000b',
          day: domainValueId('dias', 'D0'),
          management: domainValueId('tipoManejo', 'Implante'),
          implant: domainValueId('dispositivo', 'CIDR'),
          hormoneType: domainValueId('hormonio', 'Benzoato de Estradiol'),
          hormoneDosage: '2',
          hormoneDosageValue: '2 mL',
        },
      ],
    },
    bad: { managementProtocols: [{ id: '0195f3a4-000b-7000-8000-00000000000b' }] },
  },
  {
    name: 'lote',
    schema: loteSchema,
    valid: {
      id: loteId,
      ...base,
      nomeLote: 'Lote 1 - Multíparas',
      dataPartosInicio: '2024-09-01',
      dataPartosFim: '2024-11-30',
      dataIatf: '2025-01-10',
      horaManejo: '07:30',
      mineral: null,
      isResync: false,
      isPrecoce: false,
      isFinalize: false,
      matrizBloqueada: null,
      processoAtual: 'D0',
      reservedBy: null,
      dias: domainValueId('dias', 'D0'),
      iatfCount: 0,
      pastDG: false,
      pastDGFinal: false,
      usuarioId: vetId,
      retiroId,
      protocoloId,
      racaMatriz: domainValueId('racaMatriz', 'Nelore'),
      ordemMatriz: domainValueId('ordemMatriz', 'Multíparas'),
    },
    bad: { iatfCount: 1.5 },
  },
  {
    name: 'd0',
    schema: d0Schema,
    valid: {
      id: vacaId,
      ...base,
      codVaca: '1042',
      codLeitorBastao: '982000123456789',
      dataPartoIndividual: '2024-10-12',
      peso_EM: 420,
      observacaoD0: '[N/A]',
      iatf: 0,
      dataDg: '2025-02-14T13:05:00.000Z',
      dataDgFinal: null,
      diasGestacaoTouro: null,
      perdaGestacao: false,
      omit_from_dg_final: false,
      responsavelId: vetId,
      loteId,
      ecc: domainValueId('ecc', '3.25'),
      clD0: domainValueId('cl', 'Não Avaliado'),
    },
    bad: { peso_EM: 420.5 },
  },
  {
    name: 'dn',
    schema: dnSchema,
    valid: {
      id: '0195f3a4-000c-7000-8000-00000000000c',
      ...base,
      vacaId,
      observacao: 'Animal morreu',
      dia: domainValueId('dias', 'D8'),
      loteId,
    },
    bad: { dia: 'D8' },
  },
  {
    name: 'iatf',
    schema: iatfSchema,
    valid: {
      id: '0195f3a4-000d-7000-8000-00000000000d',
      ...base,
      vacaId,
      observacao: null,
      ecc: domainValueId('ecc', '3'),
      gnhr: domainValueId('gnrh', 'Não'),
      cioRetirada: null,
      temperamento: domainValueId('temperamento', 'andando'),
      touroId,
      partidaId,
      usuarioId: vetId,
      loteId,
    },
    bad: { loteId: undefined },
  },
  {
    name: 'touro',
    schema: touroSchema,
    valid: {
      id: touroId,
      ...base,
      nome: 'Bandido FIV',
      cod_Touro: '029AN01234',
      raca: domainValueId('racaTouro', 'Aberdeen Angus'),
      central: null,
      centralValue: 'Central própria',
      observacao: null,
      partida: '2024-05-20',
      fazendaId: farmId,
      usuarioId: vetId,
      touroOriginalId: null,
      partidaOriginalId: null,
    },
    bad: { partida: '20/05/2024' },
  },
  {
    name: 'partida',
    schema: partidaSchema,
    valid: {
      id: partidaId,
      ...base,
      data: '2024-05-20T05:00:00.000Z',
      codigo: 'P-2024-05',
      partidaOriginal: false,
      partidaOriginalId: null,
      fazendaId: farmId,
      touroId,
    },
    bad: { partidaOriginal: 'sim' },
  },
  {
    name: 'tipoDominio',
    schema: tipoDominioSchema,
    valid: { id: domainTypeId('ecc'), ...base, nome: 'ECC', descricao: null },
    bad: { nome: 'x'.repeat(201) },
  },
  {
    name: 'valorDominio',
    schema: valorDominioSchema,
    valid: {
      id: domainValueId('ecc', '2.75'),
      ...base,
      valor: '2.75',
      descricao: null,
      tipoDominioId: domainTypeId('ecc'),
      valorDominioPaiId: null,
    },
    bad: { tipoDominioId: 'ECC' },
  },
];

describe('entity schemas', () => {
  it.each(rows)('$name accepts a realistic record', ({ schema, valid }) => {
    const parsed = schema.safeParse(valid);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject(valid);
  });

  it.each(rows)('$name rejects a bad field', ({ schema, valid, bad }) => {
    expect(schema.safeParse({ ...valid, ...bad }).success).toBe(false);
  });

  it.each(rows)('$name drops unknown keys and the device-only fields', ({ schema, valid }) => {
    const parsed = schema.parse({ ...valid, password: 'x', _status: 'updated', _changed: ['nome'], _rev: 4 });
    for (const key of ['password', '_status', '_changed', '_rev']) expect(parsed).not.toHaveProperty(key);
  });

  it.each(rows)('$name needs an id and the timestamps', ({ schema, valid }) => {
    const { id: _id, created: _created, ...rest } = valid;
    expect(schema.safeParse(rest).success).toBe(false);
  });
});

describe('optional fields', () => {
  it('fills omitted optional fields with null and flags with false', () => {
    const lote = loteSchema.parse({ id: loteId, ...base, nomeLote: 'Lote 2', retiroId });
    expect(lote.dataIatf).toBeNull();
    expect(lote.racaBezerro).toBeNull();
    expect(lote.isResync).toBe(false);
    expect(lote.iatfCount).toBe(0);
  });

  it('turns blank text into null (spec §5 "Blank text becomes null")', () => {
    const lote = loteSchema.parse({ id: loteId, ...base, nomeLote: ' Lote 2 ', retiroId, mineral: '  ' });
    expect(lote.nomeLote).toBe('Lote 2');
    expect(lote.mineral).toBeNull();
  });

  it('defaults the country to Brasil', () => {
    const farm = fazendaSchema.parse({
      id: farmId,
      ...base,
      nomeProprietario: 'A',
      nome: 'B',
      usuarioId: vetId,
    });
    expect(farm.pais).toBe('Brasil');
  });
});

describe('field lists', () => {
  it('name every column the server may store, and nothing else', () => {
    expect(fazendaFields).toContain('usuarioId');
    expect(loteFields).toEqual(
      expect.arrayContaining(['nomeLote', 'retiroId', 'protocoloId', 'periodoManejo']),
    );
    expect(loteFields).not.toContain('_changed');
    expect(new Set(loteFields).size).toBe(loteFields.length);
  });
});

// Every number on the wire holds its field's range (the screens' rule), never 1e308.
describe('numbers on the wire', () => {
  const cow = (fields: Record<string, unknown>) =>
    d0Schema.safeParse({ id: vacaId, ...base, loteId, ...fields });
  it.each([
    ['peso_EM', 2000, true],
    ['peso_EM', 0, true],
    ['peso_EM', 2001, false],
    ['peso_EM', -1, false],
    ['pesoBezerro', 1e308, false],
    ['pesoBezerro', 38.75, true],
    ['pesoBezerro', 2000.01, false],
    ['peso_d0resync', 1e308, false],
    ['peso_d0resync', 432.5, true],
    ['diasGestacaoTouro', 60, true],
    ['diasGestacaoTouro', 331, false],
    ['iatf', 101, false],
    ['iatf', 3, true],
  ])('%s = %d is accepted: %s', (field, value, accepted) => {
    const parsed = cow({ [field]: value });
    expect(parsed.success).toBe(accepted);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toMatch(/^Informe um número de 0 a /);
  });

  it('a farm of 1e308 ha is refused, 10 million accepted', () => {
    const farm = (tamanho: number) =>
      fazendaSchema.safeParse({
        id: farmId,
        ...base,
        nomeProprietario: 'A',
        nome: 'B',
        tamanho,
        usuarioId: vetId,
      }).success;
    expect(farm(1e308)).toBe(false);
    expect(farm(10_000_000)).toBe(true);
  });
});
