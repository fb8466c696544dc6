// pt-BR titles of the accounts calls that the spec does not give (its own texts come from
// @gestar/domain/messages/auth). lead: move to domain (messages/auth.ts).

/** The same text for an unknown login and a wrong password, so neither is revealed. */
export const INVALID_CREDENTIALS = 'Usuário ou senha inválidos!';
/** 401 of a missing, expired or revoked token (the device then refreshes or asks for a new login). */
export const SESSION_INVALID = 'Sessão expirada ou inválida. Faça login novamente.';
export const RESET_LINK_INVALID =
  'Este link de senha é inválido, já foi usado ou expirou. Solicite um novo e-mail de recuperação de senha.';
export const PASSWORD_TOO_SHORT = 'A senha deve ter pelo menos 8 caracteres.';
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde um minuto e tente novamente.';
