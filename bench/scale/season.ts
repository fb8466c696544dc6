// A consultancy's season on PostgreSQL, pushed through the public sync API as the vets' devices would: 40 vets,
// 200 farms (5 owned by each vet, 7 more of colleagues linked, so every vet works on 12), 500,000 cows with their
// D0, IATF, DN and diagnoses. One farm holds 50,000 cows (the report's); the others share the rest. Kept in its
// own database between runs (BENCH_RESEED=1 seeds it again): seeding takes minutes, the figures seconds.
import pg from 'pg';
import { seedSeasonFarm } from '../web/season-farm.ts';
import { type BenchServer, type BenchUser, createVet, push, recordMaker } from '../web/server.ts';

export const VETS = 40;
export const FARMS_PER_VET = 5;
/** Farms of colleagues each vet is linked to: 5 of the next vet, 2 of the one after. */
const LINKED = 7;
export const TOTAL_COWS = Number(process.env.BENCH_TOTAL_COWS ?? 500_000);
export const BIG_FARM_COWS = Math.min(50_000, Math.round(TOTAL_COWS / 10));

export type SeasonFarm = { id: string; owner: number; cows: number; loteIds: string[] };
export type Season = { vets: Omit<BenchUser, 'token'>[]; farms: SeasonFarm[] };

/** Farm n's vet and size: farm 0 is the 50,000-cow one, the others share what is left. */
function farmPlan(): { owner: number; cows: number }[] {
  const count = VETS * FARMS_PER_VET;
  const rest = TOTAL_COWS - BIG_FARM_COWS;
  return Array.from({ length: count }, (_, n) => ({
    owner: Math.floor(n / FARMS_PER_VET),
    cows: n === 0 ? BIG_FARM_COWS : Math.floor(rest / (count - 1)) + (n - 1 < rest % (count - 1) ? 1 : 0),
  }));
}

/**
 * The farms vet v works on: her own 5, the next vet's 5 and 2 of the one after (12). Vet 0, who owns the
 * 50,000-cow farm, works on 10 only: the most one export takes (MAX_FARMS_PER_EXPORT), so her export is the
 * consultancy-wide one.
 */
export function farmsOf(season: Season, vet: number): SeasonFarm[] {
  const next = (vet + 1) % VETS;
  const after = (vet + 2) % VETS;
  const own = season.farms.filter((farm) => farm.owner === vet);
  const linked = [
    ...season.farms.filter((farm) => farm.owner === next),
    ...season.farms.filter((farm) => farm.owner === after).slice(0, vet === 0 ? 0 : LINKED - FARMS_PER_VET),
  ];
  return [...own, ...linked];
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let index = next++; index < items.length; index = next++)
        results[index] = await work(items[index] as T, index);
    }),
  );
  return results;
}

const META = 'bench_scale_season';

export async function savedSeason(databaseUrl: string): Promise<Season | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query(`SELECT to_regclass('${META}') AS t`);
    if (!found.rows[0]?.t) return null;
    const row = await client.query(`SELECT season FROM ${META} WHERE total = $1`, [TOTAL_COWS]);
    return (row.rows[0]?.season as Season | undefined) ?? null;
  } finally {
    await client.end();
  }
}

/**
 * Seeds the season through `nodes` (both API nodes take pushes, four farms at a time), then links each vet to
 * her colleagues' farms as the administrator, and keeps what the figures need in the database.
 */
export async function seedSeason(
  nodes: readonly BenchServer[],
  admin: BenchUser,
  databaseUrl: string,
): Promise<Season> {
  const first = nodes[0] as BenchServer;
  const vets: BenchUser[] = [];
  for (let n = 0; n < VETS; n++) vets.push(await createVet(first, admin.token));
  const plan = farmPlan();
  let done = 0;
  const started = performance.now();
  const farms = await inParallel(plan, 4, async ({ owner, cows }, index) => {
    const seeded = await seedSeasonFarm(
      nodes[index % nodes.length] as BenchServer,
      vets[owner] as BenchUser,
      cows,
      {
        nome: `Fazenda ${index + 1}`,
        dns: true,
      },
    );
    done += cows;
    if (index % 20 === 0)
      console.log(
        `  seeded ${done.toLocaleString('en-US')} cows in ${Math.round((performance.now() - started) / 1000)} s`,
      );
    return { id: seeded.farmId, loteIds: seeded.loteIds, cows, owner };
  });
  const season: Season = {
    vets: vets.map(({ token: _token, ...vet }) => vet),
    farms,
  };
  const base = recordMaker();
  for (let vet = 0; vet < VETS; vet++) {
    const linked = farmsOf(season, vet).filter((farm) => farm.owner !== vet);
    const links = linked.map((farm) => base({ idFazenda: farm.id, idUsuario: (vets[vet] as BenchUser).id }));
    await push(first, admin, 'fazendaUsuarios', links);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${META} (total integer PRIMARY KEY, season jsonb NOT NULL)`,
    );
    await client.query(`INSERT INTO ${META} (total, season) VALUES ($1, $2)`, [
      TOTAL_COWS,
      JSON.stringify(season),
    ]);
  } finally {
    await client.end();
  }
  return season;
}
