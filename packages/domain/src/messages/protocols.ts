// Protocol list and deletion (spec §2, §8). Verbatim. Form validation texts are in validation.ts.
import { NO_COWS_IN_BATCH_YET } from './common.ts';

export const PROTOCOL_COLUMN = 'Protocolo';
export const PROCESSES_COLUMN = 'Processos';
export const PROTOCOL_DELETE_NOT_ALLOWED = 'Exclusão de Protocolo Não Permitida';
export const CONFIRM_DELETE_PROTOCOL = 'Deseja realmente excluir este protocolo?';
/** The spec shows the empty-batch text on an empty protocol list too (§8: 'oddly'). */
export const NO_PROTOCOLS_YET = NO_COWS_IN_BATCH_YET;

// Labels of the protocol screens. Not in the spec (§2 names the screens and columns, §5 the fields).
export const PROTOCOLS_TITLE = 'Protocolos';
export const PROTOCOLS_LABEL = 'Lista de protocolos';
export const NEW_PROTOCOL_TITLE = 'Novo Protocolo';
export const EDIT_PROTOCOL_TITLE = 'Editar Protocolo';
export const NEW_PROTOCOL_BUTTON = 'Protocolo';
export const PROTOCOL_NOT_FOUND = 'Protocolo não encontrado neste dispositivo.';
export const SEARCH_PROTOCOL_PLACEHOLDER = 'Nome do protocolo';
export const ACTIONS_COLUMN = 'Ações';
export const VIEW_PROTOCOL = 'Visualizar';
export const DELETE_PROTOCOL = 'Excluir';
export const DELETE_PROTOCOL_TITLE = 'Excluir protocolo';
export const PROTOCOL_NAME_LABEL = 'Nome do Protocolo';
export const D0_SECTION = 'D0';
export const DEVICE_LABEL = 'Dispositivo';
export const BENZOATE_LABEL = 'Benzoato de Estradiol (mL)';
export const LUTEOLYSIS_LABEL = 'Luteólise';
export const LUTEOLYSIS_DOSE_LABEL = 'Dose de Luteólise (mL)';
export const PROGESTERONE_LABEL = 'Progesterona Injetável';
export const PROGESTERONE_DOSE_LABEL = 'Dose de Progesterona (mL)';
export const NO_PRODUCT = 'Nenhum';
export const STEPS_SECTION = 'Manejos';
export const DAY_LABEL = 'Dia';
export const MANAGEMENT_LABEL = 'Manejo';
export const PRODUCT_LABEL = 'Produto';
export const DOSE_LABEL = 'Dose (mL)';
export const ADD_STEP = 'Adicionar manejo';
export const REMOVE_STEP = 'Remover manejo';
export const CLEAR_STEP = 'Limpar manejo';
export const STEPS_LABEL = 'Manejos do protocolo';
export const NO_STEPS_YET = 'Nenhum manejo adicionado.';

/** Not in the spec: why a protocol's edit/delete is off for a user who does not own it. */
export const PROTOCOL_NOT_OWNER = 'Somente quem cadastrou este protocolo pode alterá-lo ou excluí-lo.';
