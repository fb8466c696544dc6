import { randomUUID } from 'node:crypto';
import { buildReceipt, receiptFileText } from '@gestar/domain/management/receipt';
import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { base, buildFarmWorld, push } from '../support/farm-world.ts';
import { LAYOUT_INDEPENDENT, loginThroughUi } from '../support/login-page.ts';

// An administrator uploads one .gestar receipt; the screen says whether it is unaltered, what it
// covers, and which cows changed since the handling; another file, or two at once, is refused.

test('a handling receipt uploaded: intact, then a tampered copy and a changed cow, then a wrong upload', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  const lote = base({ nomeLote: 'Lote Prova', retiroId: world.boaVistaId, usuarioId: world.vet.id });
  await push(request, world.vet, 'lotes', [lote]);
  const cows = ['P1', 'P2', 'P3'].map((codVaca) => base({ codVaca, loteId: lote.id }));
  await push(request, world.vet, 'd0s', cows);
  const receipt = await buildReceipt({
    versao: 1,
    tipo: 'D0',
    geradoEm: new Date().toISOString(),
    usuarioId: world.vet.id,
    lotes: [lote],
    d0s: cows,
  });
  const file = (name: string, text: string) => ({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  const intact = receiptFileText(receipt);

  const admin = await createAccount(request, 'administrador', `Admin Provas ${randomUUID().slice(0, 4)}`);
  await loginThroughUi(page, admin);
  await page.goto('/lancamentos-do-administrador');
  await page.getByRole('link', { name: 'Comprovantes de manejo' }).click();
  await expect(page.getByRole('heading', { name: 'Comprovantes de manejo' })).toBeVisible();
  const input = page.locator('input[type="file"]');

  await input.setInputFiles(file('Comprovante de manejo D0 - Lote Prova.gestar', intact));
  const verdict = page.getByRole('region', { name: 'Comprovante de manejo D0 - Lote Prova.gestar' });
  await expect(verdict).toContainText('Arquivo consistente');
  await expect(verdict).toContainText('Fazenda Santa Helena');
  await expect(verdict).toContainText('Lote Prova');
  await expect(verdict).toContainText('Os registros de hoje no servidor são iguais aos do comprovante.');
  await expect(page.getByRole('table', { name: 'Comprovantes recebidos' })).toContainText(
    'Comprovante de manejo D0 - Lote Prova.gestar',
  );
  await page.screenshot({ path: screenshotPath(testInfo, 'proof-intact'), fullPage: true });

  // Someone edits the file: the hash no longer matches, and the edited cow differs from the server's.
  await input.setInputFiles(file('editado.gestar', intact.replace('"P2"', '"P2-x"')));
  const edited = page.getByRole('region', { name: 'editado.gestar' });
  await expect(edited).toContainText('Arquivo inconsistente');
  await expect(edited.getByRole('table')).toContainText('P2-x');
  await page.screenshot({ path: screenshotPath(testInfo, 'proof-altered'), fullPage: true });

  // Two files, or another kind of file: refused before anything is sent.
  await input.setInputFiles([file('a.gestar', intact), file('b.gestar', intact)]);
  await expect(page.getByRole('alert')).toHaveText(
    'Parece que você está tentando enviar um arquivo inválido ou mais de um arquivo!',
  );
  await input.setInputFiles(file('planilha.xlsx', 'x'));
  await expect(page.getByRole('alert')).toHaveText(
    'Parece que você está tentando enviar um arquivo inválido ou mais de um arquivo!',
  );
});
