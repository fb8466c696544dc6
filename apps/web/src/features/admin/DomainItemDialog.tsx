import { BUTTON_CANCEL, BUTTON_SAVE } from '@gestar/domain/messages/common';
import { DOMAIN_FIELD } from '@gestar/domain/messages/labels/admin';
import { REQUIRED_FIELD } from '@gestar/domain/messages/validation';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';

export type DomainDraft = {
  valor: string;
  descricao: string;
  tipoDominioId: string;
  valorDominioPaiId: string;
};
type Option = { id: string; label: string };

/** The spec §5 domain forms: a value requires its text (and its list), a type its name. */
export function DomainItemDialog(props: {
  title: string;
  kind: 'values' | 'types';
  initial: DomainDraft;
  types: readonly Option[];
  parents: readonly Option[];
  busy: boolean;
  onSave: (draft: DomainDraft) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [draft, setDraft] = useState(props.initial);
  const [tried, setTried] = useState(false);
  const text = (field: keyof DomainDraft) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value }),
  });
  const missing = (field: keyof DomainDraft) => tried && draft[field].trim() === '';
  const valid = draft.valor.trim() !== '' && (props.kind === 'types' || draft.tipoDominioId !== '');
  const save = () => {
    setTried(true);
    if (valid) props.onSave(draft);
  };
  const mainLabel = props.kind === 'types' ? DOMAIN_FIELD().nome : DOMAIN_FIELD().valor;
  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.kind === 'values' && (
            <TextField
              select
              required
              label={DOMAIN_FIELD().tipo}
              {...text('tipoDominioId')}
              error={missing('tipoDominioId')}
              helperText={missing('tipoDominioId') ? REQUIRED_FIELD() : undefined}
            >
              {props.types.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            required
            label={mainLabel}
            {...text('valor')}
            error={missing('valor')}
            helperText={missing('valor') ? REQUIRED_FIELD() : undefined}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={DOMAIN_FIELD().descricao}
            {...text('descricao')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {props.kind === 'values' && (
            <TextField select label={DOMAIN_FIELD().pai} {...text('valorDominioPaiId')}>
              <MenuItem value="">—</MenuItem>
              {props.parents.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.busy}>
          {BUTTON_CANCEL()}
        </Button>
        <Button variant="contained" onClick={save} disabled={props.busy}>
          {BUTTON_SAVE()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
