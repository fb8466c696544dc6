import { EXPORT_COLUMNS } from '@gestar/domain/exports/columns';
import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import {
  EXPORT_BUTTON,
  EXPORT_FIELDS_KEPT,
  EXPORT_FIELDS_NONE,
  EXPORT_FIELDS_RESET,
  EXPORT_FIELDS_TITLE,
} from '@gestar/domain/messages/exports';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { resetExportFields, storedExportFields, storeExportFields } from './export-fields.ts';

/**
 * 'Exportação Personalizada' (spec §2, §9): the columns to export, ticked; the choice is kept on this device
 * for the next time and can be reset to every column.
 */
export function CustomExportDialog({
  open,
  onCancel,
  onExport,
}: {
  open: boolean;
  onCancel: () => void;
  onExport: (fields: string[]) => void;
}) {
  const [fields, setFields] = useState<string[]>(storedExportFields);
  const chosen = new Set(fields);
  const toggle = (key: string) =>
    setFields((current) =>
      current.includes(key) ? current.filter((field) => field !== key) : [...current, key],
    );

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="custom-export-title" maxWidth="sm" fullWidth>
      <DialogTitle id="custom-export-title">{EXPORT_FIELDS_TITLE()}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {EXPORT_FIELDS_KEPT()}
        </Typography>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {EXPORT_COLUMNS.map((column) => (
            <FormControlLabel
              key={column.key}
              control={<Checkbox checked={chosen.has(column.key)} onChange={() => toggle(column.key)} />}
              label={column.header}
            />
          ))}
        </FormGroup>
        {fields.length === 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {EXPORT_FIELDS_NONE()}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={() => setFields(resetExportFields())}>{EXPORT_FIELDS_RESET()}</Button>
        <Button onClick={onCancel}>{BUTTON_CANCEL()}</Button>
        <Button
          variant="contained"
          disabled={fields.length === 0}
          onClick={() => {
            // In the sheet's order, whatever order they were ticked in.
            const ordered = EXPORT_COLUMNS.map((column) => column.key).filter((key) => chosen.has(key));
            storeExportFields(ordered);
            onExport(ordered);
          }}
        >
          {EXPORT_BUTTON()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
