import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** The one action link of the message: printed on the console when there is no SMTP server. */
  link?: string;
};

export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

/** Where the outbox mode announces each message (the console, unless logging is silenced). */
export type MailNotice = (line: string) => void;

/**
 * Sends through SMTP_URL; without it every message becomes an .eml file in DATA_DIR/outbox and its link is
 * printed, so a fresh install can still recover passwords and invite users.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  notice: MailNotice,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
    return {
      send: async (mail) => {
        await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      // Mail holds sign-in links: readable by the server's user only, as DATA_DIR.
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(outbox, `${stamp}-${randomUUID()}.eml`);
      const message = info.message;
      // nodemailer's 7-bit-safe encoding makes the message plain ASCII text.
      const eml = Buffer.isBuffer(message) ? message.toString('utf8') : await readAll(message);
      await fs.writeFile(file, eml, { mode: 0o600 });
      const link = mail.link ? `\n  Link: ${mail.link}` : '';
      notice(`E-mail para ${mail.to} gravado em ${file}${link}`);
    },
    close: () => transport.close(),
  };
}

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
}

/** The operator reads outbox links on the console; a silenced server (tests) prints nothing. */
export function consoleNotice(config: Pick<Config, 'logLevel'>): MailNotice {
  return config.logLevel === 'silent' ? () => {} : (line) => console.log(line);
}
