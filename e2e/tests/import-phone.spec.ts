import { expect, type Page, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { buildFarmWorld, downloadFarm, HELENA, loginAs } from '../support/farm-world.ts';
import { cutLabels, sidewaysScroll, smallTapTargets } from '../support/field-audit.ts';
import { chooseFile, D0_COLUMNS, emptyBatch, NO_COWS, previewCount, workbook } from '../support/imports.ts';
import { heading } from '../support/registrations.ts';

// The import on a 390×844 phone, as a vet does it in the field: from the batch's cow list, through
// the tour, a file with problems, a clean file's preview and Importar. Each step is looked at as a person sees it:
// no label cut, nothing to pan sideways, every tap target at least 44 px. The behaviour itself (model, offline,
// batch changed, second device, sync before upload) is checked on the desktop in import.spec.ts.

test.skip(({ isMobile }) => !isMobile, 'the import on a phone (390×844); desktop: import.spec.ts');

/** What a person would trip over on this screen now, each named with the step it was found on. */
async function layoutFindings(page: Page, step: string): Promise<string[]> {
  const findings: string[] = [];
  for (const small of await smallTapTargets(page))
    findings.push(`${step}: ${small.what} is ${small.width}×${small.height} px`);
  for (const label of await cutLabels(page)) findings.push(`${step}: label cut '${label}'`);
  for (const scroll of await sidewaysScroll(page)) findings.push(`${step}: sideways scroll, ${scroll}`);
  return findings;
}

test('import on the phone: from the batch, tour, a file with problems, preview, Importar', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const { path: batchPath } = await emptyBatch(request, world);
  const vetName = world.vet.nomeCompleto;
  const findings: string[] = [];

  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.goto(batchPath);
  await expect(heading(page, 'Lote Importação')).toBeVisible();
  await expect(page.getByText(NO_COWS)).toBeVisible();
  await page.getByRole('button', { name: 'Importar dados' }).click();
  await expect(page).toHaveURL(/\/importar-dados$/);

  // The tour, step by step, on a narrow dialog.
  const tour = page.getByRole('dialog', { name: 'Como importar' });
  await expect(tour).toContainText('Passo 1 de 3');
  findings.push(...(await layoutFindings(page, 'tour 1')));
  await page.screenshot({ path: screenshotPath(testInfo, 'import-tour-1') });
  await tour.getByRole('button', { name: 'Próximo' }).click();
  await expect(tour).toContainText('Passo 2 de 3');
  // The longest step: it must wrap inside the dialog, not widen it.
  await expect(tour).toContainText('Só o D0 cria matrizes');
  findings.push(...(await layoutFindings(page, 'tour 2')));
  await page.screenshot({ path: screenshotPath(testInfo, 'import-tour-2') });
  await tour.getByRole('button', { name: 'Próximo' }).click();
  await expect(tour).toContainText('Passo 3 de 3');
  findings.push(...(await layoutFindings(page, 'tour 3')));
  await tour.getByRole('button', { name: 'Concluir' }).click();
  await expect(tour).toBeHidden();

  // The screen itself: the farm and batch, the model and the file choice all on one narrow column.
  await expect(heading(page, 'Importar dados')).toBeVisible();
  await expect(page.getByText(`${HELENA} · Lote Importação`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Baixar modelo' })).toBeVisible();
  await expect(page.getByText('Escolher arquivo')).toBeVisible();
  // A phone cannot drag a file: the hint says only what the file may be.
  await expect(page.getByText('Arquivo .xls ou .xlsx, até 1 MB.')).toBeVisible();
  await expect(page.getByText(/arraste/)).toHaveCount(0);
  findings.push(...(await layoutFindings(page, 'file')));
  await page.screenshot({ path: screenshotPath(testInfo, 'import-file'), fullPage: true });

  // A file with problems: every message listed, long ones wrapped, nothing written.
  await chooseFile(
    page,
    'lote-importacao-campo-com-problemas.xlsx',
    await workbook([
      { ...D0_COLUMNS, codVaca: 'IMP-1', racaMatriz: undefined, responsavel: vetName },
      { ...D0_COLUMNS, codVaca: 'IMP-2', responsavel: vetName, peso: 'quatrocentos' },
    ]),
  );
  const problems = page.getByRole('list', { name: 'O arquivo tem problemas: nada foi importado.' });
  await expect(problems).toBeVisible({ timeout: 20_000 });
  await expect(problems.getByRole('listitem')).toHaveText([
    'Preencha o campo Raça na linha 2 do arquivo',
    'O campo Peso (kg) na linha 3 do arquivo tem "quatrocentos". Informe somente números inteiros, sem letras (ex.: 450)',
  ]);
  findings.push(...(await layoutFindings(page, 'errors')));
  await page.screenshot({ path: screenshotPath(testInfo, 'import-errors'), fullPage: true });

  // A clean file of 12 cows, one with the long ID a wand reads: the preview's figures and rows fit the screen.
  const wandId = '982000123456789';
  const clean = await workbook([
    { ...D0_COLUMNS, codVaca: 'IMP-1', responsavel: vetName, semen: 'NEL-2025-17', inseminador: vetName },
    { ...D0_COLUMNS, codLeitorBastao: wandId, responsavel: vetName, peso: 410 },
    ...Array.from({ length: 10 }, (_, n) => ({
      ...D0_COLUMNS,
      codVaca: `IMP-${n + 3}`,
      responsavel: vetName,
    })),
  ]);
  await chooseFile(page, 'lote-importacao-campo.xlsx', clean);
  const preview = page.getByRole('region', { name: 'Prévia da importação' });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(problems).toHaveCount(0);
  await expect(previewCount(preview, 'Matrizes novas')).toHaveText('12');
  await expect(previewCount(preview, 'IATFs')).toHaveText('1');
  await expect(preview.getByText('Arquivo: lote-importacao-campo.xlsx')).toBeVisible();
  // One card per sample row, as the phone lists cows.
  const sample = preview.getByRole('list', { name: 'Prévia da importação' });
  const cards = sample.getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(cards.nth(0)).toContainText('IMP-1');
  await expect(cards.nth(0)).toContainText('D0, IATF');
  await expect(cards.nth(0)).toContainText('Linha 2 · Nova');
  await expect(cards.nth(1)).toContainText(wandId);
  // The wand's ID is read whole: on one line, as tall as a short ID, and inside the screen's width.
  const box = (text: string) =>
    sample.getByText(text, { exact: true }).evaluate((element) => element.getBoundingClientRect());
  const [wandBox, shortBox] = [await box(wandId), await box('IMP-3')];
  expect(wandBox.height).toBe(shortBox.height);
  expect(wandBox.right).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  // Ten at a time, so Importar stays a short scroll away; the rest one tap further.
  await expect(preview.getByText('1-10 de 12')).toBeVisible();
  const apply = preview.getByRole('button', { name: 'Importar', exact: true });
  await expect(apply).toBeVisible();
  findings.push(...(await layoutFindings(page, 'preview')));
  await page.screenshot({ path: screenshotPath(testInfo, 'import-preview'), fullPage: true });
  await preview.getByRole('button', { name: 'Próxima página' }).click();
  await expect(preview.getByText('11-12 de 12')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText('IMP-12');
  await expect(cards.nth(1)).toContainText('Linha 13 · Nova');
  findings.push(...(await layoutFindings(page, 'preview page 2')));

  await apply.click();
  await expect(
    page.getByText('Importação concluída. Os dados chegam aos outros aparelhos na sincronização.'),
  ).toBeVisible({ timeout: 30_000 });
  findings.push(...(await layoutFindings(page, 'done')));
  await page.screenshot({ path: screenshotPath(testInfo, 'import-done'), fullPage: true });

  // Back on the batch, the cows are there (the phone lists them as cards).
  await page.getByRole('button', { name: 'Voltar ao lote' }).click();
  await expect(page).toHaveURL(new RegExp(`${batchPath}$`));
  await expect(page.getByText('1-10 de 12')).toBeVisible();
  for (const cow of ['IMP-1', wandId])
    await expect(page.getByText(cow, { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'import-batch-after'), fullPage: true });

  expect(findings).toEqual([]);
});
