import { expect, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';

test('the built app loads its layout shell and reaches the server', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Gestar/ })).toBeVisible();
  await expect(page.getByText('Servidor conectado')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'shell'), fullPage: true });
});

test('unknown paths redirect to the home page', async ({ page }) => {
  await page.goto('/caminho/que/nao/existe');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Servidor conectado')).toBeVisible();
});

test('the header menu lists SÊMEN and SAIR (in the drawer on phones)', async ({ page }, testInfo) => {
  await page.goto('/');
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByText('SÊMEN')).toBeVisible();
  await expect(page.getByText('SAIR')).toBeVisible();
});
