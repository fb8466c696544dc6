// Labels of the farm screens the spec names only by field (§3); pt-BR, not verbatim spec texts.

export const FARM_TITLE_EDIT = 'Editar Fazenda';
/** Not in the spec: a management screen's button to the batch's farm, shown read-only ('Voltar ao manejo'). */
export const FARM_DETAILS_BUTTON = 'Dados da fazenda';
export const LABEL_OWNER_NAME = 'Nome do Proprietário';
export const LABEL_FARM_NAME = 'Nome da Fazenda';
export const LABEL_STATE_REGISTRATION = 'Inscrição Estadual';
export const LABEL_COUNTRY = 'País';
export const LABEL_STATE = 'Estado';
export const LABEL_MUNICIPALITY = 'Município';
export const LABEL_OTHER_MUNICIPALITY = 'Nome do município';
export const LABEL_SIZE = 'Tamanho (ha)';
export const LABEL_SEASON_START = 'Início da Estação de Monta';
export const LABEL_SEASON_END = 'Fim da Estação de Monta';
export const LABEL_PRODUCTION_SYSTEM = 'Sistema de Produção';
export const LABEL_BREEDING_SEASON = 'Estação de Monta';
export const YES = 'Sim';
export const NO = 'Não';
export const FARM_NOT_FOUND = 'Fazenda não encontrada neste dispositivo.';
export const NEW_CORRAL_BUTTON = 'Retiro';
export const NEW_BATCH_BUTTON = 'Lote';
export const BULLS_BUTTON = 'Touros';
export const CORRAL_COLUMN = 'Retiro';
export const BATCHES_COLUMN = 'Lotes';
export const FARM_CORRALS_LABEL = 'Retiros da fazenda';
export const FARM_BATCHES_LABEL = 'Lotes da fazenda';

/** Not in the spec (§8 gives the batch and retiro wording, which this follows). */
export function confirmDeleteFarm(name: string): string {
  return `Deseja realmente excluir a fazenda (${name})?`;
}
