// The seed rows of every domain list of spec §3: what the server inserts (idempotently, ids derived from type and
// text) and what a fresh device shows before its first pull.
import { DOMAIN_TYPES, type DomainTypeKey, domainTypeId, domainValueId } from './domain-ids.ts';
import {
  CIO_VALUES,
  CL_VALUES,
  CONDICAO_DG_FINAL_VALUES,
  CONDICAO_DG_VALUES,
  ECC_VALUES,
  GNRH_VALUES,
  TEMPERAMENTO_VALUES,
  TIPO_PRENHE_VALUES,
} from './values/diagnosis.ts';
import {
  ESTACAO_MONTA_VALUES,
  INDUCAO_VALUES,
  METODO_INDUCAO_VALUES,
  MOMENTO_SUPLEMENTACAO_NOVILHAS_VALUES,
  MOMENTO_SUPLEMENTACAO_VACAS_VALUES,
  SISTEMA_PRODUCAO_VALUES,
  SUPLEMENTACAO_VALUES,
  VACINA_REPRODUTIVA_VALUES,
} from './values/farm-and-nutrition.ts';
import {
  CENTRAIS_VALUES,
  IDADE_MATRIZ_VALUES,
  ORDEM_VALUES,
  RACA_MATRIZ_VALUES,
  RACA_TOURO_VALUES,
  SEXO_BEZERRO_VALUES,
} from './values/herd.ts';
import {
  DIAS_VALUES,
  DISPOSITIVO_VALUES,
  HORMONIO_VALUES,
  MANEJO_VALUES,
  PERIODO_MANEJO_VALUES,
  PROGESTERONA_POS_IATF_VALUES,
  RESSINC_D0_VALUES,
  TIPO_IMPLANTE_VALUES,
  TIPO_RESYNC_VALUES,
  USO_DISPOSITIVO_VALUES,
} from './values/management.ts';
import { TRAINING_TOPIC_VALUES, TRAINING_VIDEO_VALUES } from './values/training.ts';
import type { DomainValueDef } from './values/value-def.ts';

/** Every list's values, in display order. */
export const DOMAIN_VALUES: Readonly<Record<DomainTypeKey, readonly DomainValueDef[]>> = {
  dias: DIAS_VALUES,
  tipoResync: TIPO_RESYNC_VALUES,
  tipoManejo: MANEJO_VALUES,
  // A calf is of the breeds its mother can be.
  racaBezerro: RACA_MATRIZ_VALUES,
  sexoBezerro: SEXO_BEZERRO_VALUES,
  idadeMatriz: IDADE_MATRIZ_VALUES,
  dispositivo: DISPOSITIVO_VALUES,
  tipoImplante: TIPO_IMPLANTE_VALUES,
  cl: CL_VALUES,
  ecc: ECC_VALUES,
  ordemMatriz: ORDEM_VALUES,
  racaMatriz: RACA_MATRIZ_VALUES,
  vacinaReprodutiva: VACINA_REPRODUTIVA_VALUES,
  inducaoPuberdade: INDUCAO_VALUES,
  metodoInducaoPuberdade: METODO_INDUCAO_VALUES,
  suplementacao: SUPLEMENTACAO_VALUES,
  momentoSuplementacaoVacas: MOMENTO_SUPLEMENTACAO_VACAS_VALUES,
  momentoSuplementacaoNovilhas: MOMENTO_SUPLEMENTACAO_NOVILHAS_VALUES,
  progesteronaPosIatf: PROGESTERONA_POS_IATF_VALUES,
  periodoManejo: PERIODO_MANEJO_VALUES,
  racaTouro: RACA_TOURO_VALUES,
  centrais: CENTRAIS_VALUES,
  condicaoDG: CONDICAO_DG_VALUES,
  condicaoDGFinal: CONDICAO_DG_FINAL_VALUES,
  tipoPrenhe: TIPO_PRENHE_VALUES,
  temperamento: TEMPERAMENTO_VALUES,
  cio: CIO_VALUES,
  gnrh: GNRH_VALUES,
  estacaoMonta: ESTACAO_MONTA_VALUES,
  sistemaProducao: SISTEMA_PRODUCAO_VALUES,
  ressincD0: RESSINC_D0_VALUES,
  numeroUsoDispositivo: USO_DISPOSITIVO_VALUES,
  hormonio: HORMONIO_VALUES,
  topicoTreinamento: TRAINING_TOPIC_VALUES,
  videoTreinamento: TRAINING_VIDEO_VALUES,
};

/** What each list is for (tipoDominio.descricao), shown on the administrator's domain-type screen. */
const TYPE_DESCRIPTIONS: Readonly<Record<DomainTypeKey, string>> = {
  dias: 'Dias do protocolo (D0 a D30)',
  tipoResync: 'Tipos de ressincronização',
  tipoManejo: 'Manejos de um protocolo',
  racaBezerro: 'Raça predominante dos bezerros',
  sexoBezerro: 'Sexo dos bezerros',
  idadeMatriz: 'Idade das novilhas e primíparas',
  dispositivo: 'Dispositivos intravaginais de progesterona',
  tipoImplante: 'Tipo de implante predominante do lote',
  cl: 'Presença de corpo lúteo',
  ecc: 'Escore de condição corporal (1 a 5)',
  ordemMatriz: 'Categoria (ordem de parto) das matrizes',
  racaMatriz: 'Raça predominante das matrizes',
  vacinaReprodutiva: 'Vacina reprodutiva aplicada no lote',
  inducaoPuberdade: 'Indução de puberdade das novilhas',
  metodoInducaoPuberdade: 'Método de indução de puberdade',
  suplementacao: 'Suplementação alimentar do lote',
  momentoSuplementacaoVacas: 'Momento da suplementação das vacas',
  momentoSuplementacaoNovilhas: 'Momento da suplementação das novilhas',
  progesteronaPosIatf: 'Aplicação de progesterona após a IATF',
  periodoManejo: 'Período do dia em que o manejo é feito',
  racaTouro: 'Raça dos touros',
  centrais: 'Centrais de sêmen',
  condicaoDG: 'Resultado do diagnóstico de gestação',
  condicaoDGFinal: 'Resultado do diagnóstico de gestação final',
  tipoPrenhe: 'Tipo de prenhez',
  temperamento: 'Temperamento da matriz na IATF',
  cio: 'Cio observado na retirada do dispositivo',
  gnrh: 'Aplicação de GnRH na IATF',
  estacaoMonta: 'Estações de monta (a atual é marcada como current)',
  sistemaProducao: 'Sistema de produção da fazenda',
  ressincD0: 'Dia do D0 da ressincronização após a IATF',
  numeroUsoDispositivo: 'Número de usos do dispositivo intravaginal',
  hormonio: 'Hormônios aplicados nos manejos (dose em mL)',
  topicoTreinamento: 'Tópicos da página de treinamentos',
  videoTreinamento: 'Vídeos de treinamento (descrição: endereço do vídeo)',
};

/** Row of tipoDominio as the server seeds it. */
export type DomainTypeSeedRow = { id: string; nome: string; descricao: string };

/** Row of valorDominio as the server seeds it. */
export type DomainValueSeedRow = {
  id: string;
  valor: string;
  descricao: string | null;
  tipoDominioId: string;
  valorDominioPaiId: string | null;
};

const TYPE_KEYS = Object.keys(DOMAIN_TYPES) as DomainTypeKey[];

export const DOMAIN_TYPE_SEED: readonly DomainTypeSeedRow[] = TYPE_KEYS.map((key) => ({
  id: domainTypeId(key),
  nome: DOMAIN_TYPES[key],
  descricao: TYPE_DESCRIPTIONS[key],
}));

export const DOMAIN_VALUE_SEED: readonly DomainValueSeedRow[] = TYPE_KEYS.flatMap((key) =>
  DOMAIN_VALUES[key].map((value) => ({
    id: domainValueId(key, value.valor),
    valor: value.valor,
    descricao: value.descricao ?? null,
    tipoDominioId: domainTypeId(key),
    valorDominioPaiId: value.parent ? domainValueId(value.parent.type, value.parent.valor) : null,
  })),
);
