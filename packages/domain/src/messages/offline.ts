// Online-only actions attempted offline (spec §8). Verbatim.

export const CANNOT_PERFORM_ACTION = 'Não é possível realizar esta ação!';
export const NO_INTERNET =
  'Você está sem internet no momento. Verifique sua conexão e tente novamente mais tarde.';
export const FORGOT_PASSWORD_OFFLINE =
  'Não é possível utilizar este recurso sem internet. Retorne quando houver conexão com a internet!';
export const FILE_DOWNLOAD_FAILED = 'Erro ao baixar o arquivo';
