// The training page's videos: data an administrator maintains as domain lists, not a table in a
// component. A video is a value of 'Vídeos de Treinamento' (valor = title, descricao = the video's address)
// under a topic of 'Tópicos de Treinamento'. Seeded with one video per screen and no address: the team records
// the videos and an administrator fills each address on the domain-value screen.
import type { DomainValueDef } from './value-def.ts';

export const TRAINING_TOPIC = {
  INICIO: 'Primeiros passos',
  CADASTROS: 'Cadastros',
  MANEJOS: 'Manejos do protocolo',
  DIAGNOSTICO: 'Diagnóstico de gestação',
  RESULTADOS: 'Relatórios e planilhas',
  ADMINISTRACAO: 'Administração',
} as const;

export const TRAINING_VIDEO = {
  HOME: 'Tela inicial: baixar fazendas e sincronizar',
  FARMS: 'Cadastro de fazendas',
  CORRALS: 'Cadastro de retiros',
  BATCHES: 'Cadastro de lotes e início da estação de monta',
  PROTOCOLS: 'Cadastro de protocolos',
  BULLS: 'Cadastro de touros e partidas de sêmen',
  USERS: 'Cadastro de usuários',
  COW_LIST: 'Lista de matrizes do lote',
  D0: 'D0: cadastro das matrizes',
  DN: 'Manejos intermediários do protocolo (DN)',
  IATF: 'IATF: sêmen, inseminador e avaliação',
  RESYNC: 'Ressincronização',
  DG: 'Diagnóstico de gestação (DG)',
  DG_FINAL: 'Diagnóstico de gestação final',
  REPORTS: 'Relatórios da fazenda, do retiro e do lote',
  SPREADSHEETS: 'Exportação e importação de planilhas',
  ADMIN: 'Listas de domínio e comprovantes de manejo',
} as const;

export const TRAINING_TOPIC_VALUES: DomainValueDef[] = Object.values(TRAINING_TOPIC).map((valor) => ({
  valor,
}));

const under = (valor: string) => ({ type: 'topicoTreinamento', valor }) as const;

export const TRAINING_VIDEO_VALUES: DomainValueDef[] = [
  { valor: TRAINING_VIDEO.HOME, parent: under(TRAINING_TOPIC.INICIO) },
  { valor: TRAINING_VIDEO.FARMS, parent: under(TRAINING_TOPIC.CADASTROS) },
  { valor: TRAINING_VIDEO.CORRALS, parent: under(TRAINING_TOPIC.CADASTROS) },
  { valor: TRAINING_VIDEO.BATCHES, parent: under(TRAINING_TOPIC.CADASTROS) },
  { valor: TRAINING_VIDEO.PROTOCOLS, parent: under(TRAINING_TOPIC.CADASTROS) },
  { valor: TRAINING_VIDEO.BULLS, parent: under(TRAINING_TOPIC.CADASTROS) },
  { valor: TRAINING_VIDEO.USERS, parent: under(TRAINING_TOPIC.CADASTROS) },
  { valor: TRAINING_VIDEO.COW_LIST, parent: under(TRAINING_TOPIC.MANEJOS) },
  { valor: TRAINING_VIDEO.D0, parent: under(TRAINING_TOPIC.MANEJOS) },
  { valor: TRAINING_VIDEO.DN, parent: under(TRAINING_TOPIC.MANEJOS) },
  { valor: TRAINING_VIDEO.IATF, parent: under(TRAINING_TOPIC.MANEJOS) },
  { valor: TRAINING_VIDEO.RESYNC, parent: under(TRAINING_TOPIC.MANEJOS) },
  { valor: TRAINING_VIDEO.DG, parent: under(TRAINING_TOPIC.DIAGNOSTICO) },
  { valor: TRAINING_VIDEO.DG_FINAL, parent: under(TRAINING_TOPIC.DIAGNOSTICO) },
  { valor: TRAINING_VIDEO.REPORTS, parent: under(TRAINING_TOPIC.RESULTADOS) },
  { valor: TRAINING_VIDEO.SPREADSHEETS, parent: under(TRAINING_TOPIC.RESULTADOS) },
  { valor: TRAINING_VIDEO.ADMIN, parent: under(TRAINING_TOPIC.ADMINISTRACAO) },
];
