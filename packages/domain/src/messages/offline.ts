// Online-only actions attempted offline (spec §8). Verbatim.

export const CANNOT_PERFORM_ACTION = 'Não é possível realizar esta ação!';
export const NO_INTERNET =
  'Você está sem internet no momento. Verifique sua conexão e tente novamente mais tarde.';
export const FORGOT_PASSWORD_OFFLINE =
  'Não é possível utilizar este recurso sem internet. Retorne quando houver conexão com a internet!';
export const FILE_DOWNLOAD_FAILED = 'Erro ao baixar o arquivo';

// Problems of the device's own database (the spec has no text for them; docs/DECISIONS.md).
export const DEVICE_STORAGE_FULL =
  'O armazenamento deste aparelho está cheio: o último registro não foi salvo. Libere espaço no aparelho (fotos, vídeos, outros aplicativos) e salve de novo.';
export const DEVICE_DB_BLOCKED =
  'O Gestar precisa atualizar os dados deste aparelho. Feche as outras abas ou janelas do Gestar para continuar.';
export const DEVICE_DB_OUTDATED =
  'Uma versão mais nova do Gestar foi aberta em outra aba. Recarregue esta página para continuar trabalhando.';
