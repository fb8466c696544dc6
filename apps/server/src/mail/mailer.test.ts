import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink, startSmtpServer, type TestSmtpServer } from '../test-support/smtp.ts';
import { createMailer } from './mailer.ts';
import { invitationMail, passwordResetMail } from './templates.ts';

const LINK =
  'http://localhost:8080/reset-password?email=jos%C3%A9%40fazenda.com.br&token=AbC-123_xyz&invite=1';

const silent = () => {};

describe('mailer over SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it.each([
    ['password reset', passwordResetMail('pt-BR', { nomeCompleto: 'José Araújo', link: LINK })],
    [
      'invitation',
      invitationMail('pt-BR', { nomeCompleto: 'José Araújo', link: LINK, convidadoPor: 'Dra. Ana' }),
    ],
    ['spanish reset', passwordResetMail('es', { nomeCompleto: 'Begoña Núñez', link: LINK })],
  ])('delivers the %s text with accents and the intact link', async (_name, content) => {
    const to = `${_name.replace(' ', '-')}@fazenda.com.br`;
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: 'Gestar <gestar@teste.local>', dataDir: '' },
      silent,
    );
    await mailer.send({ to, ...content, link: LINK });
    mailer.close();
    const mail = await smtp.waitForMail(to);
    expect(mail.subject).toBe(content.subject);
    expect(mail.text.trim()).toBe(content.text.trim());
    expect(firstLink(mail.text).toString()).toBe(LINK);
  });
});

describe('mailer without SMTP', () => {
  it('writes an .eml file to DATA_DIR/outbox and logs the link', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-mail-'));
    const printed: string[] = [];
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Gestar <gestar@teste.local>', dataDir },
      (line) => printed.push(line),
    );
    const content = passwordResetMail('pt-BR', { nomeCompleto: 'Maria', link: LINK });
    await mailer.send({ to: 'maria@fazenda.com.br', ...content, link: LINK });
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(fs.statSync(path.join(dataDir, 'outbox')).mode & 0o777).toBe(0o700);
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: maria@fazenda.com.br');
    expect(printed[0]).toContain('maria@fazenda.com.br');
    expect(printed[0]).toContain(`Link: ${LINK}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
