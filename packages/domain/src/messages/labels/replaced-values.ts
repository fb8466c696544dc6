// The step and field names a notice of a replaced value shows. Not in the spec; pt-BR.

import type { PullKey } from '../../entities/sync.ts';
import type { ReplacedStep } from '../../entities/typed-fields.ts';
import { PROTOCOL_NAME_LABEL } from '../protocols.ts';
import { LABELS as BATCH_LABELS } from './batches.ts';
import {
  LABEL_BREED,
  LABEL_NAME as LABEL_BULL_NAME,
  LABEL_CENTRAL,
  LABEL_CENTRAL_NAME,
  LABEL_CODE,
  LABEL_DEPARTURE,
  LABEL_NOTE,
} from './bulls.ts';
import { LABEL_CORRAL_NAME } from './corrals.ts';
import { DG_COLUMN_LABELS, DG_FINAL_COLUMN_LABELS } from './dg.ts';
import {
  LABEL_BREEDING_SEASON,
  LABEL_COUNTRY,
  LABEL_FARM_NAME,
  LABEL_MUNICIPALITY,
  LABEL_OWNER_NAME,
  LABEL_PRODUCTION_SYSTEM,
  LABEL_SEASON_END,
  LABEL_SEASON_START,
  LABEL_SIZE,
  LABEL_STATE,
  LABEL_STATE_REGISTRATION,
} from './farms.ts';
import { COW_FIELD_LABELS } from './management.ts';

/** The step a notice names, as the screens call it. */
export const REPLACED_STEP_LABELS: Readonly<Record<ReplacedStep, string>> = {
  d0: 'D0',
  dg: 'DG',
  dgFinal: 'DG Final',
  d0Resync: 'D0 Ressinc',
  iatf: 'IATF',
  dn: 'DN',
  batch: 'Cadastro do lote',
  farm: 'Cadastro da fazenda',
  corral: 'Cadastro do retiro',
  protocol: 'Cadastro do protocolo',
  bull: 'Cadastro do touro',
  semen: 'Cadastro da partida',
};

/** Each typed field (entities/typed-fields.ts) as its screen labels it. */
export const REPLACED_FIELD_LABELS: { readonly [K in PullKey]?: Readonly<Record<string, string>> } = {
  d0s: {
    condicaoDG: DG_COLUMN_LABELS.condicaoDG,
    tipoPrenhe: 'Tipo de prenhez',
    clVazia: DG_COLUMN_LABELS.clVazia,
    eccDG: 'ECC no DG',
    observacaoDG: 'Observação do DG',
    diasGestacaoTouro: 'Dias de gestação (touro)',
    condicaoDGFinal: DG_FINAL_COLUMN_LABELS.condicaoDGFinal,
    tipoPrenheFinal: 'Tipo de prenhez final',
    clFinal: 'Presença de CL no DG Final',
    ecC_Final: 'ECC no DG Final',
    pesoBezerro: 'Peso do bezerro',
    observacao_DG_Final: 'Observação do DG Final',
    dataDgFinal: 'Data do DG Final',
    codVaca: COW_FIELD_LABELS.codVaca,
    codLeitorBastao: COW_FIELD_LABELS.codLeitorBastao,
    responsavelId: COW_FIELD_LABELS.responsavelId,
    racaMatriz: COW_FIELD_LABELS.racaMatriz,
    ordemMatriz: COW_FIELD_LABELS.ordemMatriz,
    idade_Nov_Pri: COW_FIELD_LABELS.idade_Nov_Pri,
    ecc: 'ECC no D0',
    clD0: 'Presença de CL no D0',
    peso_EM: COW_FIELD_LABELS.peso_EM,
    dataPartoIndividual: COW_FIELD_LABELS.dataPartoIndividual,
    racaBezerro: 'Raça do bezerro',
    sexoBezerro: 'Sexo do bezerro',
    dispositivoIntravaginal: COW_FIELD_LABELS.dispositivoIntravaginal,
    numero_Uso_Disp: COW_FIELD_LABELS.numero_Uso_Disp,
    observacaoD0: 'Observação do D0',
    peso_d0resync: DG_COLUMN_LABELS.peso_d0resync,
  },
  iatfs: {
    touroId: 'Touro',
    partidaId: 'Partida',
    usuarioId: COW_FIELD_LABELS.inseminadorId,
    ecc: COW_FIELD_LABELS.ecc,
    cioRetirada: COW_FIELD_LABELS.cioRetirada,
    gnhr: COW_FIELD_LABELS.gnhr,
    temperamento: COW_FIELD_LABELS.temperamento,
    observacao: 'Observação',
  },
  dns: { observacao: 'Observação' },
  lotes: BATCH_LABELS,
  fazendas: {
    nome: LABEL_FARM_NAME,
    nomeProprietario: LABEL_OWNER_NAME,
    inscricaoEstadual: LABEL_STATE_REGISTRATION,
    pais: LABEL_COUNTRY,
    estado: LABEL_STATE,
    municipio: LABEL_MUNICIPALITY,
    tamanho: LABEL_SIZE,
    inicioEstacaoMonta: LABEL_SEASON_START,
    fimEstacaoMonta: LABEL_SEASON_END,
    sistemaProducao: LABEL_PRODUCTION_SYSTEM,
    estacaoMonta: LABEL_BREEDING_SEASON,
  },
  retiros: { nome: LABEL_CORRAL_NAME },
  protocolos: { name: PROTOCOL_NAME_LABEL },
  touros: {
    nome: LABEL_BULL_NAME,
    cod_Touro: LABEL_CODE,
    raca: LABEL_BREED,
    central: LABEL_CENTRAL,
    centralValue: LABEL_CENTRAL_NAME,
    observacao: LABEL_NOTE,
    partida: LABEL_DEPARTURE,
  },
  partidas: { codigo: 'Código da partida', data: 'Data da partida' },
};
