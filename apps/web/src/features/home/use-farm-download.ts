import { WARNING_TITLE } from '@gestar/domain/messages/common';
import { DOWNLOAD_DONE } from '@gestar/domain/messages/labels/home';
import { useState } from 'react';
import { MAX_FARMS_PER_DOWNLOAD, type SyncEngine } from '../../sync/engine.ts';
import type { FarmRow } from './farm-rows.ts';
import { syncFeedback } from './sync-outcome.ts';
import type { HomeActivity } from './use-home-activity.ts';

/**
 * The farms ticked for download and 'Baixar selecionadas': only farms not on the device can be ticked; a
 * download takes MAX_FARMS_PER_DOWNLOAD at a time and leaves the rest ticked. `markDownloading` shows the farms in
 * flight in the table.
 */
export function useFarmDownload(
  rows: readonly FarmRow[],
  engine: Pick<SyncEngine, 'downloadFarms'>,
  activity: HomeActivity,
  markDownloading: (ids: ReadonlySet<string>) => void,
) {
  const [selected, setSelected] = useState<string[]>([]);
  const selectable = new Set(rows.filter((row) => row.download === 'not-downloaded').map((row) => row.id));
  const selection = selected.filter((id) => selectable.has(id));

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  const download = () =>
    activity.whenOnline(() => {
      void activity.runExclusive(async () => {
        markDownloading(new Set(selection.slice(0, MAX_FARMS_PER_DOWNLOAD)));
        try {
          const outcome = await engine.downloadFarms(selection);
          setSelected(outcome.remaining);
          if (outcome.message && outcome.result.status === 'done') {
            activity.setNotice({ title: WARNING_TITLE(), message: outcome.message });
          } else {
            activity.show(syncFeedback(outcome.result, DOWNLOAD_DONE(outcome.downloaded.length)));
          }
        } finally {
          markDownloading(new Set());
        }
      });
    });

  return { selection, toggle, download };
}
