// Protocol list and deletion (spec §2, §8). Verbatim. Form validation texts are in validation.ts.
import { NO_COWS_IN_BATCH_YET } from './common.ts';

export const PROTOCOL_COLUMN = 'Protocolo';
export const PROCESSES_COLUMN = 'Processos';
export const PROTOCOL_DELETE_NOT_ALLOWED = 'Exclusão de Protocolo Não Permitida';
export const CONFIRM_DELETE_PROTOCOL = 'Deseja realmente excluir este protocolo?';
/** The spec shows the empty-batch text on an empty protocol list too (§8: 'oddly'). */
export const NO_PROTOCOLS_YET = NO_COWS_IN_BATCH_YET;
