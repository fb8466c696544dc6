import fs from 'node:fs';
import path from 'node:path';

/** The DATA_DIR of the server under test (its outbox holds the e-mails it sent). */
export function serverDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (e2e/playwright.config.ts sets it for each run)');
  return dir;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), as nodemailer writes the .eml bodies. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export type Mail = { file: string; subject: string; body: string };

function readMails(to: string): Mail[] {
  const outbox = path.join(serverDataDir(), 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(outbox, name), 'utf8');
      const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
      return { file: name, head, body: decodeQuotedPrintable(rest.join('\n\n')) };
    })
    .filter((mail) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(mail.head))
    .map((mail) => ({
      file: mail.file,
      subject: /^Subject: (.*)$/m.exec(mail.head)?.[1] ?? '',
      body: mail.body,
    }));
}

/** The newest /reset-password link mailed to `to` after `after` mails had arrived (polls up to 10 s). */
export async function waitForPasswordLink(to: string, after = 0): Promise<URL> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = readMails(to);
    const mail = mails.length > after ? mails[mails.length - 1] : undefined;
    const link = mail && /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail.body)?.[1];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No password e-mail for ${to}`);
}

/** The newest link to `pathname` (e.g. '/confirmar-email') mailed to `to` (polls up to 10 s). */
export async function waitForMailLink(to: string, pathname: string): Promise<URL> {
  const deadline = Date.now() + 10_000;
  const pattern = new RegExp(`(https?://\\S+${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?\\S+)`);
  while (Date.now() < deadline) {
    const link = readMails(to)
      .map((mail) => pattern.exec(mail.body)?.[1])
      .filter((found): found is string => found !== undefined)
      .at(-1);
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${pathname} e-mail for ${to}`);
}

export function mailCount(to: string): number {
  return readMails(to).length;
}
