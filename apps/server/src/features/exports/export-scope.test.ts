import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { bearer } from '../../test-support/accounts.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import { build, pushOk, type Record, type Session, signIn, startSyncServer } from '../sync/test-kit.ts';

const season = (valor: string) => domainValueId('estacaoMonta', valor);
const CURRENT = season('2026/2027');
const EARLIER = season('2025/2026');

// Spec §7: an export covers at most 10 farms; more answers 400 'Máximo de 10 fazendas por vez, N fazendas
// restantes' before any byte of the file. One's own farms (POR Usuario) are counted after the season filter, and
// only the farms the caller may read count.
describe.each(DIALECTS)(
  'the 10-farm limit of Exportacao/exportacaoMatrizGeralPorUsuario on %s',
  (dialect) => {
    let server: TestServer;
    let vet: Session;
    let stranger: Session;
    let current: Record[];

    const exportMine = (session: Session, body: unknown) =>
      fetch(`${server.baseUrl}/api/Exportacao/exportacaoMatrizGeralPorUsuario`, {
        method: 'POST',
        headers: { ...bearer(session.token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    /** A farm of `owner` in `estacaoMonta`, with a retiro and a batch of one cow. */
    async function farmWithCow(owner: Session, nome: string, estacaoMonta: string) {
      const farm = build.fazenda(owner.id, { nome, estacaoMonta });
      const corral = build.retiro(String(farm.id));
      const lote = build.lote(String(corral.id), { nomeLote: `Lote ${nome}` });
      await pushOk(server, owner, 'fazendas', [farm]);
      await pushOk(server, owner, 'retiros', [corral]);
      await pushOk(server, owner, 'lotes', [lote]);
      await pushOk(server, owner, 'd0s', [build.d0(String(lote.id), { codVaca: '1' })]);
      return farm;
    }

    beforeAll(async () => {
      server = await startSyncServer(dialect);
      await seedLists(server.db);
      vet = await signIn(server, 'Veterinário');
      stranger = await signIn(server, 'Veterinário');
      // The vet: 11 farms of this season, 1 of the season before. The stranger: 5 more, none readable by the vet.
      current = [];
      for (let n = 1; n <= 11; n++) {
        current.push(await farmWithCow(vet, `Fazenda Atual ${String(n).padStart(2, '0')}`, CURRENT));
      }
      await farmWithCow(vet, 'Fazenda Antiga', EARLIER);
      for (let n = 1; n <= 5; n++) await farmWithCow(stranger, `Fazenda Alheia ${n}`, CURRENT);
    });
    afterAll(async () => {
      await server.close();
    });

    it('12 farms without a season filter: refused with how many are over the limit', async () => {
      const response = await exportMine(vet, { Id: null });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ title: 'Máximo de 10 fazendas por vez, 2 fazendas restantes' });
    });

    it('counted after the season filter: 11 of this season refused, the 1 of the season before exported', async () => {
      const thisSeason = await exportMine(vet, { Id: null, EstacaoMonta: CURRENT });
      expect(thisSeason.status).toBe(400);
      expect(await thisSeason.json()).toEqual({
        title: 'Máximo de 10 fazendas por vez, 1 fazendas restantes',
      });
      const earlier = await exportMine(vet, { Id: null, EstacaoMonta: EARLIER });
      expect(earlier.status).toBe(200);
      expect(earlier.headers.get('content-type')).toContain('spreadsheetml');
      await earlier.arrayBuffer();
    });

    it("others' farms do not count: the stranger's 5 are exported", async () => {
      const response = await exportMine(stranger, { Id: null });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    });

    it('exactly 10 farms are exported: a deleted farm no longer counts', async () => {
      const [gone] = current;
      if (!gone) throw new Error('a farm expected');
      await pushOk(server, vet, 'fazendas', [
        { ...gone, isDeleted: true, updated: new Date().toISOString() },
      ]);
      const response = await exportMine(vet, { Id: null, EstacaoMonta: CURRENT });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/filename="gestar-.*\.xlsx"/);
      await response.arrayBuffer();
      // Without the filter: 10 of this season and the earlier one, 11.
      const all = await exportMine(vet, { Id: null });
      expect(all.status).toBe(400);
      expect(await all.json()).toEqual({ title: 'Máximo de 10 fazendas por vez, 1 fazendas restantes' });
    });
  },
);
