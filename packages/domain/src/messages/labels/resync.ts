// Labels of the Ressinc and D0 Resync screens (spec §2, §5 'Resync' field names); pt-BR.

export const RESYNC_BUTTON = 'Ressinc';
export const RESYNC_FIELD_LABELS = {
  tipoResync: 'Tipo de Ressincronização',
  protocoloId: 'Protocolo',
  diaD0: 'Dia do D0',
  progesteronaPosIATF: 'Progesterona Pós IATF',
  usuarioId: 'Responsável',
  periodoManejo: 'Período do Manejo',
} as const;
export const RESYNC_NEXT_D0 = 'D0 da ressinc';
export const RESYNC_NEXT_IATF = 'IATF da ressinc';
export const RESYNC_SAVE = 'Salvar Ressinc';
export const RESYNC_CARRIED_COWS = 'Matrizes levadas para a ressinc';
/** Spec §2 D0 Resync. */
export const PRODUCTS_HEADER = 'Manejos e Produtos';
export const USE_FOR_ALL = 'Uso';
export const DEVICE_FOR_ALL = 'Dispositivo';
export const D0_RESYNC_FIELD_LABELS = {
  dispositivoIntravaginal: 'Dispositivo',
  numero_Uso_Disp: 'Uso',
  ecc: 'ECC',
  peso: 'Peso Inicial (kg)',
  clD0: 'Presença de CL',
  observacaoD0: 'Observação',
} as const;
