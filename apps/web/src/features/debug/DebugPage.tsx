import {
  DEBUG_ALL,
  DEBUG_HINT,
  DEBUG_TABLES,
  DEBUG_TITLE,
  debugCount,
} from '@gestar/domain/messages/labels/debug';
import { calendarDayOf } from '@gestar/domain/rules/display';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '../../local-db/database.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { saveFile } from '../../ui/save-file.ts';

type TableKey = ReturnType<typeof DEBUG_TABLES>[number]['key'];

// 'Sêmens' are the bulls with their semen lots (spec §3): both tables go in that file.
async function read(key: TableKey): Promise<unknown> {
  if (key === 'touros')
    return { touros: await localDb.touros.toArray(), partidas: await localDb.partidas.toArray() };
  return localDb.table(key).toArray();
}

function download(name: string, data: unknown) {
  const text = JSON.stringify(data, null, 2);
  saveFile(
    new TextEncoder().encode(text),
    `gestar-${name}-${calendarDayOf(new Date())}.json`,
    'application/json',
  );
}

/**
 * /debug (spec §2 debug panel): each table of the device database as a JSON file, and all of it,
 * read from IndexedDB — offline too, with the bookkeeping fields (`_status`, `_changed`) that explain a sync problem.
 */
export function DebugPage() {
  const counts = useLiveQuery(
    async () =>
      Object.fromEntries(
        await Promise.all(
          DEBUG_TABLES().map(async ({ key }) => [key, await localDb.table(key).count()] as const),
        ),
      ) as Record<TableKey, number>,
    [],
  );
  const all = async () => {
    const entries = await Promise.all(DEBUG_TABLES().map(async ({ key }) => [key, await read(key)] as const));
    download('tudo', Object.fromEntries(entries));
  };
  return (
    <>
      <BreadcrumbBar title={DEBUG_TITLE()} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ mb: 2 }}>{DEBUG_HINT()}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}>
          {DEBUG_TABLES().map(({ key, label }) => (
            <Button
              key={key}
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={async () => download(key, await read(key))}
              sx={{ justifyContent: 'flex-start', minHeight: 48 }}
            >
              <Box
                component="span"
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
              >
                <span>{label}</span>
                <Typography component="span" variant="caption" color="text.secondary">
                  {counts ? debugCount(counts[key]) : ''}
                </Typography>
              </Box>
            </Button>
          ))}
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={() => void all()}
            sx={{ minHeight: 48 }}
          >
            {DEBUG_ALL()}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
