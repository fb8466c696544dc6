// pt-BR texts of messages/offline.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  CANNOT_PERFORM_ACTION: 'Não é possível realizar esta ação!',
  NO_INTERNET: 'Você está sem internet no momento. Verifique sua conexão e tente novamente mais tarde.',
  FORGOT_PASSWORD_OFFLINE:
    'Não é possível utilizar este recurso sem internet. Retorne quando houver conexão com a internet!',
  FILE_DOWNLOAD_FAILED: 'Erro ao baixar o arquivo',
  DEVICE_STORAGE_FULL:
    'O armazenamento deste aparelho está cheio: o último registro não foi salvo. Libere espaço no aparelho (fotos, vídeos, outros aplicativos) e salve de novo.',
  DEVICE_DB_BLOCKED:
    'O Gestar precisa atualizar os dados deste aparelho. Feche as outras abas ou janelas do Gestar para continuar.',
  DEVICE_DB_OUTDATED:
    'Uma versão mais nova do Gestar foi aberta em outra aba. Recarregue esta página para continuar trabalhando.',
} as const;
