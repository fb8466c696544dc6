// Home, farm list, farm page and breeding-season replication (spec §2, §8). Verbatim unless marked "not in the
// spec".

/** Not in the spec: the home banner greets the user by full name. */
export function welcomeUser(nomeCompleto: string): string {
  return `Bem-vindo(a), ${nomeCompleto}!`;
}

export const NEW_FARM_BUTTON = 'Fazenda';
export const NEW_FARM_TITLE = 'Nova Farm';
export const BACK_TO_MANAGEMENT = 'Voltar ao manejo';
export const START_BREEDING_SEASON = 'Iniciar estação de monta';
export const FARM_REPORT_BUTTON = 'Relatório da Fazenda';
export const NO_CORRAL_OR_BATCH_YET = 'Ainda não existe nenhum retiro/lote nesta fazenda';
export const HAS_CORRALS_LABEL = 'Possui Retiro?';
export const RESPONSIBLES_LABEL = 'Responsáveis';
export const PREGNANCY_PERCENT_LABEL = '% Prenhez';
export const CURRENT_PROCESS_LABEL = 'Processo Atual';

export const DUPLICATE_FARMS_FOR_SEASON_TITLE = 'Fazendas Duplicadas para Estação de Monta Atual!';

/** At most 10 farms per replication or multi-farm sync; `remaining` are left for a next round. */
export function maxFarmsAtOnce(remaining: number): string {
  return `Máximo de 10 fazendas por vez, ${remaining} fazendas restantes`;
}

/** Not in the spec: the breeding-season notice on home (its OK unlocks after a 5 s countdown). */
export function breedingSeasonBegan(season: string): string {
  return `A estação de monta ${season} começou.`;
}

/** The notice to a user who may start a season: how to move farms into it. */
export function breedingSeasonNotice(season: string): string {
  return `${breedingSeasonBegan(season)} Use 'Iniciar estação de monta' para levar suas fazendas para a nova estação.`;
}

// Replicate farms (/farms/estacaodemonta) table columns (spec §2).
export const SEASON_COLUMN_FARM = 'Fazenda';
export const SEASON_COLUMN_PLACE = 'Município/UF';
export const SEASON_COLUMN_SEASON = 'Estação de Monta';
export const SEASON_COLUMN_PERIOD = 'Período da EM';
export const SEASON_COLUMN_CORRAL = 'Retiro';
export const SEASON_COLUMN_COWS = 'Matrizes';

/** Not in the spec: 'Período da EM' cell, '01/10/2026 a 28/02/2027'. */
export function seasonPeriod(start: string, end: string): string {
  return `${start} a ${end}`;
}

/** Not in the spec: a farm not downloaded cannot be copied (its retiros and vets are not on the device). */
export const SEASON_FARM_NOT_DOWNLOADED =
  'Baixe a fazenda na tela inicial para incluí-la na estação de monta';

/** Not in the spec: how many farms are ticked (some may be hidden by the filters). */
export function seasonSelectionCount(count: number): string {
  return `${count} fazenda(s) selecionada(s)`;
}

/** Not in the spec: why 'Novo Lote' is off on a farm without retiros whose default retiro is not on the device. */
export const NO_DEFAULT_CORRAL_REASON =
  'O retiro padrão desta fazenda ainda não está neste dispositivo. Sincronize e tente novamente.';
/** Not in the spec: why 'Unir Lotes' is off. */
export const MERGE_NEEDS_TWO_BATCHES = 'Para unir lotes, a fazenda precisa ter ao menos 2 lotes.';

/** Spec §6: administrators may see deleted farms; the home list marks them (not in the spec as text). */
export const FARM_DELETED_CHIP = 'Excluída';
export const FARM_DELETED_HINT = 'Fazenda excluída: visível só para administradores, não pode ser baixada.';

// Clean re-download of one farm (spec §7 'clean re-sync of a farm', §8 'Atenção!' adjusting a farm wipes and
// re-downloads). Not in the spec as text, except the title.
export const REDOWNLOAD_FARM_BUTTON = 'Ajustar Fazenda';
export const REDOWNLOAD_FARM_TITLE = 'Atenção!';
// The warning itself is FARM_RESET_WARNING (messages/sync.ts).
export const REDOWNLOAD_FARM_CONFIRM = 'Ajustar';
export const REDOWNLOAD_FARM_OFFLINE_REASON = 'Para ajustar a fazenda é preciso estar conectado à internet.';
export const REDOWNLOAD_FARM_RUNNING = 'Baixando a fazenda novamente…';
export const REDOWNLOAD_FARM_DONE = 'A fazenda foi baixada novamente do servidor.';
/** The device still holds changes of the farm the server did not take: nothing was wiped. */
export function redownloadUnsent(count: number): string {
  return `${count === 1 ? 'Há 1 alteração desta fazenda' : `Há ${count} alterações desta fazenda`} ainda não enviada(s) ao servidor. Nada foi apagado: sincronize (ou veja os registros recusados) e tente de novo.`;
}
