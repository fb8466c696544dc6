// Sign-in through an organisation's identity provider (OpenID Connect). Not in the spec, which
// names an external identity service without wording its screens.

/** The login page's button; `{nome}` is the provider's name set by the operator (OIDC_NAME). */
export const OIDC_SIGN_IN_BUTTON = (nome: string) => `Entrar com ${nome}`;
export const OIDC_OR = 'ou';
export const OIDC_SIGNING_IN = 'Concluindo a entrada…';
export const OIDC_OFFLINE =
  'Sem conexão com a internet. Para entrar sem internet, use o seu e-mail e a senha offline cadastrada neste aparelho.';

/** Why a return from the provider did not sign the person in, by the code the server puts in the address. */
export const OIDC_ERRORS = {
  cancelado: 'A entrada foi cancelada no provedor de identidade. Tente novamente.',
  'provedor-indisponivel':
    'Não foi possível falar com o provedor de identidade da sua organização. Tente novamente em alguns minutos.',
  'email-nao-verificado':
    'Sua organização não confirmou o seu e-mail. Peça ao administrador dela que confirme o endereço e tente novamente.',
  'sem-email':
    'Sua organização não informou um e-mail para a sua conta. Peça ao administrador dela que o cadastre.',
  expirado: 'O tempo para concluir a entrada acabou. Clique em entrar novamente.',
  falhou: 'Não foi possível concluir a entrada com a sua organização. Tente novamente.',
  'nao-configurado': 'A entrada com a sua organização não está configurada neste servidor.',
} as const;
export type OidcErrorCode = keyof typeof OIDC_ERRORS;

export function oidcErrorText(code: string | null): string {
  return code !== null && Object.hasOwn(OIDC_ERRORS, code)
    ? OIDC_ERRORS[code as OidcErrorCode]
    : OIDC_ERRORS.falhou;
}

/** The one-time code in the address was already used, expired or never existed. */
export const OIDC_CODE_INVALID = 'Este acesso já foi usado ou expirou. Clique em entrar novamente.';

// The device-only password an organisation's user sets so she can enter without a connection.
export const OFFLINE_PASSWORD_TITLE = 'Senha para entrar sem internet';
export const OFFLINE_PASSWORD_INTRO =
  'Você entrou com a conta da sua organização, que só funciona com internet. Crie uma senha para entrar neste aparelho quando estiver sem sinal, com o seu e-mail. Ela fica só neste aparelho.';
export const OFFLINE_PASSWORD_LABEL = 'Senha offline';
export const OFFLINE_PASSWORD_CONFIRM_LABEL = 'Repita a senha offline';
export const OFFLINE_PASSWORD_SAVE = 'Salvar senha offline';
export const OFFLINE_PASSWORD_SKIP = 'Agora não';
export const OFFLINE_PASSWORD_TOO_SHORT = 'A senha offline precisa ter pelo menos 8 caracteres.';
export const OFFLINE_PASSWORD_MISMATCH = 'As senhas não conferem.';
/** Offline, typed by a user who signed in here through her organisation and set no offline password. */
export const NO_OFFLINE_PASSWORD =
  'Você não criou uma senha offline neste aparelho. Conecte-se à internet e entre com a conta da sua organização.';
/** After an offline entry, when the connection is back: the organisation's user signs in there again. */
export const OIDC_RECONNECT_MESSAGE = (nome: string) =>
  `A conexão voltou. Entre com ${nome} para sincronizar; os dados deste aparelho são mantidos.`;
