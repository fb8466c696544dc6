// pt-BR texts of messages/labels/resync.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  RESYNC_BUTTON: 'Ressinc',
  RESYNC_FIELD_LABELS: {
    tipoResync: 'Tipo de Ressincronização',
    protocoloId: 'Protocolo',
    diaD0: 'Dia do D0',
    progesteronaPosIATF: 'Progesterona Pós IATF',
    usuarioId: 'Responsável',
    periodoManejo: 'Período do Manejo',
  },
  RESYNC_NEXT_D0: 'D0 da ressinc',
  RESYNC_NEXT_IATF: 'IATF da ressinc',
  RESYNC_SAVE: 'Salvar Ressinc',
  RESYNC_CARRIED_COWS: 'Matrizes levadas para a ressinc',
  PRODUCTS_HEADER: 'Manejos e Produtos',
  USE_FOR_ALL: 'Uso',
  DEVICE_FOR_ALL: 'Dispositivo',
  D0_RESYNC_FIELD_LABELS: {
    dispositivoIntravaginal: 'Dispositivo',
    numero_Uso_Disp: 'Uso',
    ecc: 'ECC',
    peso: 'Peso Inicial (kg)',
    clD0: 'Presença de CL',
    observacaoD0: 'Observação',
  },
} as const;
