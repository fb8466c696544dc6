import { describe, expect, it } from 'vitest';
import { emptyPageJson, unchangedSince } from './pull.ts';

const KEYS = [
  'usuarios',
  'tipoDominios',
  'valorDominios',
  'fazendas',
  'retiros',
  'protocolos',
  'lotes',
  'd0s',
  'dns',
  'iatfs',
  'fazendaUsuarios',
  'touros',
  'partidas',
];

describe('the nothing-new answer', () => {
  it.each([0, 1, 42, 9_007_199_254_740_991])(
    'emptyPageJson(%i) is the spec §7 empty page at that cursor',
    (cursor) => {
      const epoch = { epoch: '0b8f6a0e-6c55-4b8e-9a55-0d3c1e6f7a10', startRev: 7 };
      expect(JSON.parse(emptyPageJson(cursor, epoch))).toEqual({
        sucesso: true,
        mensagem: null,
        response: {
          lastPulledAt: cursor,
          epoch: epoch.epoch,
          epochStartRev: 7,
          temMais: false,
          fazendasRemovidas: [],
          ...Object.fromEntries(KEYS.map((key) => [key, []])),
        },
      });
    },
  );

  const farm = (lastPulledAt: number | null) => ({
    id: '01a20832-64bf-71bb-a63d-8dd596f53e13',
    lastPulledAt,
  });
  it.each([
    ['every cursor at the latest revision', { lastPulledAt: 10, fazendasBaixadas: [farm(10)] }, 10, 10],
    ['cursors beyond it', { lastPulledAt: 12, fazendasBaixadas: [] }, 10, 10],
    ['the global cursor behind', { lastPulledAt: 9, fazendasBaixadas: [farm(10)] }, 10, undefined],
    ['a farm cursor behind', { lastPulledAt: 10, fazendasBaixadas: [farm(9)] }, 10, undefined],
    ['a farm never downloaded (null)', { lastPulledAt: 10, fazendasBaixadas: [farm(null)] }, 10, undefined],
    ['a fresh device', { lastPulledAt: null, fazendasBaixadas: [] }, 10, undefined],
    ['a fresh device on an empty server', { lastPulledAt: null, fazendasBaixadas: [] }, 0, 0],
  ])('unchangedSince with %s', async (_case, request, latest, expected) => {
    expect(await unchangedSince(request, async () => latest)).toBe(expected);
  });
});
