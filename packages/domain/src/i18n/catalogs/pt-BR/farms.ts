import { icu } from '../../catalog.ts';

// pt-BR texts of messages/farms.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  NEW_FARM_BUTTON: 'Fazenda',
  NEW_FARM_TITLE: 'Nova Farm',
  BACK_TO_MANAGEMENT: 'Voltar ao manejo',
  START_BREEDING_SEASON: 'Iniciar estação de monta',
  FARM_REPORT_BUTTON: 'Relatório da Fazenda',
  NO_CORRAL_OR_BATCH_YET: 'Ainda não existe nenhum retiro/lote nesta fazenda',
  HAS_CORRALS_LABEL: 'Possui Retiro?',
  RESPONSIBLES_LABEL: 'Responsáveis',
  PREGNANCY_PERCENT_LABEL: '% Prenhez',
  CURRENT_PROCESS_LABEL: 'Processo Atual',
  DUPLICATE_FARMS_FOR_SEASON_TITLE: 'Fazendas Duplicadas para Estação de Monta Atual!',
  SEASON_COLUMN_FARM: 'Fazenda',
  SEASON_COLUMN_PLACE: 'Município/UF',
  SEASON_COLUMN_SEASON: 'Estação de Monta',
  SEASON_COLUMN_PERIOD: 'Período da EM',
  SEASON_COLUMN_CORRAL: 'Retiro',
  SEASON_COLUMN_COWS: 'Matrizes',
  SEASON_FARM_NOT_DOWNLOADED: 'Baixe a fazenda na tela inicial para incluí-la na estação de monta',
  NO_DEFAULT_CORRAL_REASON:
    'O retiro padrão desta fazenda ainda não está neste dispositivo. Sincronize e tente novamente.',
  MERGE_NEEDS_TWO_BATCHES: 'Para unir lotes, a fazenda precisa ter ao menos 2 lotes.',
  FARM_DELETED_CHIP: 'Excluída',
  FARM_DELETED_HINT: 'Fazenda excluída: visível só para administradores, não pode ser baixada.',
  REDOWNLOAD_FARM_BUTTON: 'Ajustar Fazenda',
  REDOWNLOAD_FARM_TITLE: 'Atenção!',
  REDOWNLOAD_FARM_CONFIRM: 'Ajustar',
  REDOWNLOAD_FARM_OFFLINE_REASON: 'Para ajustar a fazenda é preciso estar conectado à internet.',
  REDOWNLOAD_FARM_RUNNING: 'Baixando a fazenda novamente…',
  REDOWNLOAD_FARM_DONE: 'A fazenda foi baixada novamente do servidor.',
  welcomeUser: icu('Bem-vindo(a), {nomeCompleto}!'),
  maxFarmsAtOnce: icu('Máximo de 10 fazendas por vez, {remaining} fazendas restantes'),
  breedingSeasonBegan: icu('A estação de monta {season} começou.'),
  BREEDING_SEASON_NOTICE_HOW_TO:
    "Use 'Iniciar estação de monta' para levar suas fazendas para a nova estação.",
  seasonPeriod: icu('{start} a {end}'),
  seasonSelectionCount: icu('{n} fazenda(s) selecionada(s)'),
  redownloadUnsent: icu(
    '{count, plural, =1 {Há 1 alteração desta fazenda} other {Há {n} alterações desta fazenda}} ainda não enviada(s) ao servidor. Nada foi apagado: sincronize (ou veja os registros recusados) e tente de novo.',
  ),
} as const;
