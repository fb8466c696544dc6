import { ENTITY_REGISTRY, PULL_KEYS, type PullKey } from '@gestar/domain/entities/registry';

/** A record as the device stores it (canonical fields plus `_status`, `_changed`, `_rev`). */
export type BackupRecord = { id: string } & Record<string, unknown>;

type Registry = typeof ENTITY_REGISTRY;
type BackedUp<Where> = { [K in PullKey]: Registry[K]['backup'] extends Where ? K : never }[PullKey];

/** Entities filed in each farm's folder besides the farm itself (registry `backup: 'farm'`). */
export type FarmFileKey = Exclude<BackedUp<'farm'>, 'fazendas'>;
/** Entities filed in 'Outros' (registry `backup: 'others'`). */
export type OthersFileKey = BackedUp<'others'>;

/** One downloaded farm and everything of it on the device. */
export type BackupFarm = { fazenda: BackupRecord } & { [K in FarmFileKey]: BackupRecord[] };

/** Records not filed under one farm: the 'Outros' folder of spec §9. */
export type BackupOthers = { [K in OthersFileKey]: BackupRecord[] } & {
  /** Records the server refused (or a lost farm access left behind), with their motivo: kept until backed up. */
  rejeitados: Record<string, unknown>[];
};

export type BackupData = { farms: BackupFarm[]; others: BackupOthers };

const backedUp = <K extends PullKey>(where: 'farm' | 'others') =>
  PULL_KEYS.filter((key) => ENTITY_REGISTRY[key].backup === where) as K[];

/** The entities of a farm folder, in registry order (parents first). */
export const FARM_FILE_KEYS: readonly FarmFileKey[] = backedUp<FarmFileKey | 'fazendas'>('farm').filter(
  (key): key is FarmFileKey => key !== 'fazendas',
);
/** One JSON file per entity in each farm folder (spec §9), in this order: the farm, then its records. */
export const FARM_FILES = ['fazenda', ...FARM_FILE_KEYS] as const;
export const OTHERS_FOLDER = 'Outros';
export const OTHERS_FILES: readonly OthersFileKey[] = backedUp<OthersFileKey>('others');
export const REJECTED_FILE = 'rejeitados';

// Characters Windows, macOS or Linux refuse in a file name, and control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go.
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f]/g;

/** A folder name every operating system accepts, from a farm name typed by a user. */
export function safeFolderName(name: string): string {
  const cleaned = name
    .replace(UNSAFE, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  const short = cleaned.slice(0, 80).trim();
  return short === '' || short === OTHERS_FOLDER ? `Fazenda ${short}`.trim() : short;
}

/** Unique folder per farm: two farms called alike ('Fazenda São José' twice) get ' (2)', ' (3)'. */
export function farmFolderNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = safeFolderName(name);
    let candidate = base;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * The archive's files, path → JSON value. `fazenda.json` holds the farm object; the other files hold arrays
 * (empty ones too, so every folder has the same shape). `Outros/rejeitados.json` only exists when needed.
 */
export function backupEntries(data: BackupData): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  const folders = farmFolderNames(data.farms.map((farm) => String(farm.fazenda.nome ?? farm.fazenda.id)));
  data.farms.forEach((farm, index) => {
    for (const file of FARM_FILES) entries.set(`${folders[index]}/${file}.json`, farm[file]);
  });
  for (const file of OTHERS_FILES) entries.set(`${OTHERS_FOLDER}/${file}.json`, data.others[file]);
  if (data.others.rejeitados.length > 0) {
    entries.set(`${OTHERS_FOLDER}/${REJECTED_FILE}.json`, data.others.rejeitados);
  }
  return entries;
}

/** 'gestar-backup-2026-11-23.zip', the device's local calendar day. */
export function backupFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `gestar-backup-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.zip`;
}
