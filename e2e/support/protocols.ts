import { expect, type Locator, type Page } from '@playwright/test';
import { choose, heading, saveButton } from './registrations.ts';

// Page helpers of the protocol screens (spec §2 /protocols…).

export type StepInput = { day: string; management: string; product?: string; dose?: string };

/** Fills the new-row fields of the step editor and presses '+'. */
export async function addStep(page: Page, step: StepInput): Promise<void> {
  await choose(page, 'Dia', new RegExp(`^${step.day}$`));
  await choose(page, 'Manejo', new RegExp(`^${step.management}$`));
  if (step.product) await choose(page, 'Produto', new RegExp(`^${step.product}$`));
  if (step.dose) await page.getByLabel('Dose (mL)', { exact: true }).fill(step.dose);
  await page.getByRole('button', { name: 'Adicionar manejo' }).click();
}

/** Name, D0 device and benzoate: the header fields every protocol needs. */
export async function fillProtocolHeader(page: Page, name: string, device = 'DIB', benzoate = '2,0') {
  await page.getByLabel('Nome do Protocolo').fill(name);
  await choose(page, 'Dispositivo', device);
  await page.getByLabel('Benzoato de Estradiol (mL)').fill(benzoate);
}

/** Creates a complete protocol (D0, D8 removal + eCG, D10 IATF) through /protocols/create. */
export async function createProtocolThroughUi(page: Page, name: string): Promise<void> {
  await page.goto('/protocols/create');
  await expect(heading(page, 'Novo Protocolo')).toBeVisible();
  await fillProtocolHeader(page, name);
  await addStep(page, { day: 'D8', management: 'Retirada do Dispositivo' });
  await addStep(page, { day: 'D8', management: 'eCG', product: 'eCG', dose: '1,5' });
  await addStep(page, { day: 'D10', management: 'IATF' });
  await saveButton(page).click();
  await expect(heading(page, 'Protocolos')).toBeVisible();
  await expect(protocolEntry(page, name)).toBeVisible();
}

/** A protocol of the list: a table row on desktops, a card on phones. */
export function protocolEntry(page: Page, name: string): Locator {
  return page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** The device's copy of the protocols (deleted ones included), read from IndexedDB. */
export async function deviceProtocols(
  page: Page,
): Promise<{ id: string; name: string; isDeleted: boolean; usuarioId: string | null }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('gestar');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('protocolos').objectStore('protocolos').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
        };
      }),
  );
}
