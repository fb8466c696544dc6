import { exportFileName } from '@gestar/domain/exports/columns';
import type { ExportFormat, ExportScope } from '@gestar/domain/exports/request';
import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import {
  CUSTOM_EXPORT,
  EXPORT_BUTTON,
  EXPORT_FARM,
  EXPORT_MENU,
  EXPORT_SEASON_LABEL,
  GENERAL_EXPORT,
  POWER_BI_EXPORT,
  SEASON_EXPORT,
} from '@gestar/domain/messages/exports';
import { calendarDayOf } from '@gestar/domain/rules/display';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button, Menu, MenuItem, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { optionsOf, useDomainValues } from '../../local-db/use-domain-options.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { CustomExportDialog } from './CustomExportDialog.tsx';
import { downloadExport } from './export-api.ts';
import { useExportDownload } from './use-export-download.tsx';

type Request = { fields?: string[] | null; season?: string | null; format?: ExportFormat };

/**
 * The 'Exportação' dropdown (spec §2): on home over the user's farms (general, by season, custom, POWER BI);
 * on a farm page over that farm ('Exportar Fazenda', custom, POWER BI). Needs a connection (spec §6).
 */
export function ExportMenu({
  scope,
  id,
  name,
  openAtStart = false,
}: {
  scope: ExportScope;
  id: string | null;
  name: string;
  /** Opened on arrival (the /export link). */
  openAtStart?: boolean;
}) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // After the first paint: the menu needs its button on screen to anchor to.
  useEffect(() => {
    if (openAtStart) setOpen(true);
  }, [openAtStart]);
  const [custom, setCustom] = useState(false);
  const [choosingSeason, setChoosingSeason] = useState(false);
  const [season, setSeason] = useState('');
  const download = useExportDownload();
  const values = useDomainValues();
  const seasons = optionsOf(values, 'estacaoMonta');

  const start = (request: Request) => {
    setOpen(false);
    const seasonName = seasons.find((value) => value.id === request.season)?.valor;
    const label = [name, seasonName, request.format === 'powerbi' ? 'powerbi' : ''].filter(Boolean).join(' ');
    void download.run(exportFileName(label, calendarDayOf(new Date())), (onProgress) =>
      downloadExport({ scope, id, ...request }, onProgress),
    );
  };

  const items =
    scope === 'Usuario'
      ? [
          { label: GENERAL_EXPORT(), act: () => start({}) },
          {
            label: SEASON_EXPORT(),
            act: () => {
              setOpen(false);
              setChoosingSeason(true);
            },
          },
        ]
      : [{ label: EXPORT_FARM(), act: () => start({}) }];

  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={download.busy}
        onClick={() => setOpen(true)}
      >
        {EXPORT_MENU()}
      </Button>
      <Menu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {items.map((item) => (
          <MenuItem key={item.label} onClick={item.act}>
            {item.label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setOpen(false);
            setCustom(true);
          }}
        >
          {CUSTOM_EXPORT()}
        </MenuItem>
        <MenuItem onClick={() => start({ format: 'powerbi' })}>{POWER_BI_EXPORT()}</MenuItem>
      </Menu>
      {custom && (
        <CustomExportDialog
          open
          onCancel={() => setCustom(false)}
          onExport={(fields) => {
            setCustom(false);
            start({ fields });
          }}
        />
      )}
      <ConfirmDialog
        open={choosingSeason}
        title={SEASON_EXPORT()}
        confirmLabel={EXPORT_BUTTON()}
        cancelLabel={BUTTON_CANCEL()}
        confirmDisabled={season === ''}
        onCancel={() => setChoosingSeason(false)}
        onConfirm={() => {
          setChoosingSeason(false);
          start({ season });
        }}
      >
        <TextField
          select
          fullWidth
          sx={{ mt: 1 }}
          label={EXPORT_SEASON_LABEL()}
          value={season}
          onChange={(event) => setSeason(event.target.value)}
        >
          {seasons.map((value) => (
            <MenuItem key={value.id} value={value.id}>
              {value.valor}
            </MenuItem>
          ))}
        </TextField>
      </ConfirmDialog>
      {download.dialogs}
    </>
  );
}
