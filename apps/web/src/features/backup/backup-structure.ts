/** A record as the device stores it (canonical fields plus `_status`, `_changed`, `_rev`). */
export type BackupRecord = { id: string } & Record<string, unknown>;

/** One downloaded farm and everything of it on the device. */
export type BackupFarm = {
  fazenda: BackupRecord;
  retiros: BackupRecord[];
  lotes: BackupRecord[];
  d0s: BackupRecord[];
  dns: BackupRecord[];
  iatfs: BackupRecord[];
  fazendaUsuarios: BackupRecord[];
};

/** Records not filed under one farm: the 'Outros' folder of spec §9. */
export type BackupOthers = {
  protocolos: BackupRecord[];
  touros: BackupRecord[];
  partidas: BackupRecord[];
  /** Records the server refused (or a lost farm access left behind), with their motivo: kept until backed up. */
  rejeitados: Record<string, unknown>[];
};

export type BackupData = { farms: BackupFarm[]; others: BackupOthers };

/** One JSON file per entity in each farm folder (spec §9), in this order. */
export const FARM_FILES = ['fazenda', 'retiros', 'lotes', 'd0s', 'dns', 'iatfs', 'fazendaUsuarios'] as const;
export const OTHERS_FOLDER = 'Outros';
export const OTHERS_FILES = ['protocolos', 'touros', 'partidas'] as const;
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
