import { strToU8, type Zippable, zipSync } from 'fflate';

/**
 * The zip of the backup entries, one pretty-printed UTF-8 JSON file each (people open these in a text editor
 * when support asks for them).
 */
export function zipEntries(entries: ReadonlyMap<string, unknown>, modified: Date = new Date()): Uint8Array {
  const files: Zippable = {};
  for (const [path, value] of entries) {
    files[path] = [strToU8(JSON.stringify(value, null, 2)), { mtime: modified }];
  }
  return zipSync(files, { level: 6 });
}
