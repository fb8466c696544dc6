// Plain-text messages (no HTML): they read well in any client, and the link is never hidden behind a button.

export type MailContent = { subject: string; text: string };

const SIGNATURE = 'Equipe Gestar';

export function passwordResetMail(input: { nomeCompleto: string; link: string }): MailContent {
  return {
    subject: 'Gestar - Recuperação de senha',
    text: [
      `Olá, ${input.nomeCompleto}!`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta no Gestar.',
      'Para criar uma nova senha, acesse o link abaixo (válido por 24 horas e para um único uso):',
      '',
      input.link,
      '',
      'Se você não fez este pedido, ignore este e-mail: sua senha atual continua valendo.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function invitationMail(input: {
  nomeCompleto: string;
  link: string;
  convidadoPor: string;
}): MailContent {
  return {
    subject: 'Gestar - Primeiro Acesso',
    text: [
      `Olá, ${input.nomeCompleto}!`,
      '',
      `${input.convidadoPor} criou uma conta para você no Gestar, o sistema de gestão de programas de IATF.`,
      'Para definir sua senha e fazer o primeiro acesso, use o link abaixo (válido por 7 dias e para um único uso):',
      '',
      input.link,
      '',
      'Se você não esperava este convite, ignore este e-mail.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the old address when an account's e-mail changes: a takeover must not go unnoticed by its owner. */
export function emailChangedMail(input: {
  nomeCompleto: string;
  novoEmail: string;
  alteradoPor: string;
}): MailContent {
  return {
    subject: 'Gestar - E-mail da conta alterado',
    text: [
      `Olá, ${input.nomeCompleto}!`,
      '',
      `O e-mail da sua conta no Gestar foi alterado para ${input.novoEmail} por ${input.alteradoPor}.`,
      'A partir de agora o acesso e a recuperação de senha usam o novo endereço.',
      '',
      'Se você não reconhece esta alteração, fale com o administrador do Gestar imediatamente.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
