import { FIELD_GROUPS } from './field-groups.ts';
import type { PullKey } from './sync.ts';

// When another user's push replaces a value this device sent and had acknowledged, the device
// says so. Only what a person types counts (a diagnosis, a weight, a name), never what the app stamps or derives
// (dates of a save, counters, progress, links), and each value belongs to the step that records it: a notice
// names one step of one record (one DG answer, one IATF), as field-groups.ts sends it.

/** The management step or form a typed value belongs to (its pt-BR name: messages/replaced-values.ts). */
export type ReplacedStep =
  | 'd0'
  | 'dg'
  | 'dgFinal'
  | 'd0Resync'
  | 'iatf'
  | 'dn'
  | 'batch'
  | 'farm'
  | 'corral'
  | 'protocol'
  | 'bull'
  | 'semen';

/**
 * Per entity, the fields a person types, in the order a notice lists them, with the step each belongs to. A
 * field two answers share (FIELD_GROUPS) names both steps: it joins the notice of whichever answer differs.
 * Left out: bookkeeping (id, created, updated, priority, isDeleted), stamps and derived values (dataProcesso,
 * dataDg, iatf, perdaGestacao, omit_from_dg_final), links (loteId, dzeroPai, vacaId, dia…), a cow's
 * `observacaoDN` (a copy of her DN record's observation, which is reported instead), batch progress and the
 * shared lists (users, domain lists), which only administrators edit.
 */
export const TYPED_FIELDS: {
  readonly [K in PullKey]?: Readonly<Record<string, ReplacedStep | readonly ReplacedStep[]>>;
} = {
  d0s: {
    condicaoDG: 'dg',
    tipoPrenhe: 'dg',
    clVazia: 'dg',
    eccDG: 'dg',
    observacaoDG: 'dg',
    diasGestacaoTouro: ['dg', 'dgFinal'],
    condicaoDGFinal: 'dgFinal',
    tipoPrenheFinal: 'dgFinal',
    clFinal: 'dgFinal',
    ecC_Final: 'dgFinal',
    pesoBezerro: 'dgFinal',
    observacao_DG_Final: 'dgFinal',
    dataDgFinal: 'dgFinal',
    codVaca: 'd0',
    codLeitorBastao: 'd0',
    responsavelId: 'd0',
    racaMatriz: 'd0',
    ordemMatriz: 'd0',
    idade_Nov_Pri: 'd0',
    ecc: 'd0',
    clD0: 'd0',
    peso_EM: 'd0',
    dataPartoIndividual: 'd0',
    racaBezerro: 'd0',
    sexoBezerro: 'd0',
    dispositivoIntravaginal: 'd0',
    numero_Uso_Disp: 'd0',
    observacaoD0: 'd0',
    peso_d0resync: 'd0Resync',
  },
  iatfs: {
    touroId: 'iatf',
    partidaId: 'iatf',
    usuarioId: 'iatf',
    ecc: 'iatf',
    cioRetirada: 'iatf',
    gnhr: 'iatf',
    temperamento: 'iatf',
    observacao: 'iatf',
  },
  dns: { observacao: 'dn' },
  lotes: {
    nomeLote: 'batch',
    usuarioId: 'batch',
    protocoloId: 'batch',
    dataIatf: 'batch',
    horaManejo: 'batch',
    dataPartosInicio: 'batch',
    dataPartosFim: 'batch',
    mineral: 'batch',
    periodoManejo: 'batch',
    progesteronaPosIATF: 'batch',
    vacinaReprodutivaLote: 'batch',
    dispositivo: 'batch',
    numeroUsoDispositivo: 'batch',
    racaMatriz: 'batch',
    ordemMatriz: 'batch',
    idadeMatriz: 'batch',
    racaBezerro: 'batch',
    sexoBezerro: 'batch',
    inducaoPuberdade: 'batch',
    metodoInducaoPuberdade: 'batch',
    suplementacao: 'batch',
    momentoSuplementacaoNovilhas: 'batch',
    momentoSuplementacaoVacas: 'batch',
  },
  fazendas: {
    nome: 'farm',
    nomeProprietario: 'farm',
    inscricaoEstadual: 'farm',
    pais: 'farm',
    estado: 'farm',
    municipio: 'farm',
    tamanho: 'farm',
    inicioEstacaoMonta: 'farm',
    fimEstacaoMonta: 'farm',
    sistemaProducao: 'farm',
    estacaoMonta: 'farm',
  },
  retiros: { nome: 'corral' },
  protocolos: { name: 'protocol' },
  touros: {
    nome: 'bull',
    cod_Touro: 'bull',
    raca: 'bull',
    central: 'bull',
    centralValue: 'bull',
    observacao: 'bull',
    partida: 'bull',
  },
  partidas: { codigo: 'semen', data: 'semen' },
};

function stepsOf(entity: PullKey, field: string): readonly ReplacedStep[] {
  const step = TYPED_FIELDS[entity]?.[field];
  if (step === undefined) return [];
  return typeof step === 'string' ? [step] : step;
}

export function isTypedField(entity: PullKey, field: string): boolean {
  return stepsOf(entity, field).length > 0;
}

/**
 * The typed fields among `fields`, one entry per step, steps and fields in TYPED_FIELDS order. A field of two
 * steps joins one that another of the fields already names, else its first.
 */
export function byStep(
  entity: PullKey,
  fields: Iterable<string>,
): { step: ReplacedStep; fields: string[] }[] {
  const named = new Set(fields);
  const order = Object.keys(TYPED_FIELDS[entity] ?? {}).filter((field) => named.has(field));
  const steps = new Map<ReplacedStep, string[]>();
  for (const field of order) {
    const candidates = stepsOf(entity, field);
    const step =
      candidates.length === 1
        ? candidates[0]
        : (candidates.find((candidate) => hasSingleStepField(entity, order, candidate)) ?? candidates[0]);
    if (step === undefined) continue;
    steps.set(step, [...(steps.get(step) ?? []), field]);
  }
  return [...steps].map(([step, list]) => ({ step, fields: list }));
}

function hasSingleStepField(entity: PullKey, fields: readonly string[], step: ReplacedStep): boolean {
  return fields.some((field) => {
    const steps = stepsOf(entity, field);
    return steps.length === 1 && steps[0] === step;
  });
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The typed fields among `sent` that carry a value this device's user gave: a field with a value, or any field
 * of an answer (FIELD_GROUPS) one of whose typed fields has one (an empty CL beside 'Vazia' is part of the answer). A
 * blank field on its own is not a value: a new cow's empty DG was never anyone's diagnosis.
 */
export function typedValues(
  entity: PullKey,
  sent: Iterable<string>,
  values: Readonly<Record<string, unknown>>,
): string[] {
  const groups = FIELD_GROUPS[entity] ?? [];
  return [...sent].filter((field) => {
    if (!isTypedField(entity, field)) return false;
    if (!isBlank(values[field])) return true;
    return groups.some(
      (group) =>
        group.includes(field) &&
        group.some((member) => isTypedField(entity, member) && !isBlank(values[member])),
    );
  });
}
