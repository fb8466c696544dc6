import { readFile } from 'node:fs/promises';
import { domainTypeId, domainValueId } from '@gestar/domain/lists/domain-ids';
import { TRAINING_TOPIC, TRAINING_VIDEO } from '@gestar/domain/lists/values/training';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminSession, createAccount } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { synchronize } from '../support/farm-world.ts';
import { loginThroughUi, openMenu, waitForOfflineReady } from '../support/login-page.ts';

// The help button of a screen opens the training page on that screen's video; videos are
// domain values an administrator maintains (the address set here reaches the device by sync); the WhatsApp
// contact is configuration; offline the list stays and playing says it needs a connection.

const PROTOCOL_VIDEO = domainValueId('videoTreinamento', TRAINING_VIDEO.PROTOCOLS);
const DG_FINAL_VIDEO = domainValueId('videoTreinamento', TRAINING_VIDEO.DG_FINAL);

test.skip(({ isMobile }) => !isMobile, 'the help button is tried in the phone header (390×844)');

/** The administrator's PUT of the protocol video's address (null: not published). */
async function publishProtocolVideo(request: APIRequestContext, address: string | null): Promise<void> {
  const admin = await adminSession(request);
  const saved = await request.put('/api/ValorDominio', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      id: PROTOCOL_VIDEO,
      valor: TRAINING_VIDEO.PROTOCOLS,
      descricao: address,
      tipoDominioId: domainTypeId('videoTreinamento'),
      valorDominioPaiId: domainValueId('topicoTreinamento', TRAINING_TOPIC.CADASTROS),
    },
  });
  expect(saved.status()).toBe(200);
}

test('the help button of Protocolos opens its video; an address set by the administrator plays; offline it says why not', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Domain lists are shared by every test: start from the seeded state (no address) whatever ran before.
  await publishProtocolVideo(request, null);
  const vet = await createAccount(request, 'veterinario', 'Lívia Treinamento');
  await loginThroughUi(page, vet);
  await waitForOfflineReady(page);

  // From the protocol list, the help button in the header.
  await openMenu(page, true);
  await page.getByRole('button', { name: 'PROTOCOLOS' }).click();
  await expect(page).toHaveURL(/\/protocols$/);
  await page.getByRole('link', { name: 'Ajuda: vídeo desta tela' }).click();
  await expect(page).toHaveURL(new RegExp(`/treinamentos\\?video=${PROTOCOL_VIDEO}$`));
  await expect(page.getByRole('heading', { name: 'Treinamentos' })).toBeVisible();
  const topic = page.getByRole('list', { name: TRAINING_TOPIC.CADASTROS });
  await expect(topic.getByRole('button', { name: TRAINING_VIDEO.PROTOCOLS })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(topic).toContainText('Este vídeo ainda não foi publicado.');
  // Other topics stay closed; every topic is listed with its count.
  const diagnosis = page.getByRole('button', { name: /Diagnóstico de gestação\s*2 vídeos/ });
  await expect(diagnosis).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Falar com o suporte no WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/5565999990000',
  );
  await expect(page.getByRole('link', { name: 'Ajuda: vídeo desta tela' })).toHaveCount(0);

  // A video of another topic: its topic opens and the choice is kept in the page's address.
  await diagnosis.click();
  await expect(diagnosis).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: TRAINING_VIDEO.DG_FINAL }).click();
  await expect(page).toHaveURL(new RegExp(`video=${DG_FINAL_VIDEO}$`));
  await expect(page.getByRole('list', { name: 'Diagnóstico de gestação' })).toContainText(
    'Este vídeo ainda não foi publicado.',
  );

  // The administrator publishes the video's address; the device gets it with the next sync.
  await publishProtocolVideo(request, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.goto('/');
  await synchronize(page);
  await page.goto(`/treinamentos?video=${PROTOCOL_VIDEO}`);
  await expect(page.locator(`iframe[title="${TRAINING_VIDEO.PROTOCOLS}"]`)).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );

  await page.screenshot({ path: screenshotPath(testInfo, 'training'), fullPage: true });

  // Offline: the list is still there; the published video says it needs a connection.
  await context.setOffline(true);
  await page.goto(`/treinamentos?video=${PROTOCOL_VIDEO}`);
  await expect(page.getByText('Sem conexão: a lista de vídeos continua aqui')).toBeVisible();
  await expect(page.getByText('O vídeo precisa de conexão com a internet.')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // The WhatsApp contact learned online is still offered.
  await expect(page.getByRole('link', { name: 'Falar com o suporte no WhatsApp' })).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'training-offline'), fullPage: true });

  // The support panel: each table of the device as JSON, offline too.
  await page.getByRole('link', { name: 'Dados do dispositivo' }).click();
  await expect(page.getByRole('heading', { name: 'Dados do dispositivo' })).toBeVisible();
  const users = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Usuários/ }).click();
  const usersFile = await users;
  expect(usersFile.suggestedFilename()).toMatch(/^gestar-usuarios-\d{4}-\d{2}-\d{2}\.json$/);
  const usersJson = JSON.parse(await readFile((await usersFile.path()) as string, 'utf8')) as {
    id: string;
  }[];
  expect(usersJson.map((user) => user.id)).toContain(vet.id);
  const everything = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tudo' }).click();
  const all = JSON.parse(await readFile((await (await everything).path()) as string, 'utf8')) as Record<
    string,
    unknown
  >;
  expect(Object.keys(all)).toEqual(
    expect.arrayContaining([
      'fazendas',
      'retiros',
      'lotes',
      'protocolos',
      'd0s',
      'dns',
      'iatfs',
      'usuarios',
      'touros',
    ]),
  );

  // Put the shared list back as seeded.
  await publishProtocolVideo(request, null);
});
