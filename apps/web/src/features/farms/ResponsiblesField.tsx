import { RESPONSIBLES_LABEL } from '@gestar/domain/messages/farms';
import { canRemoveResponsible, type ResponsibleContext } from '@gestar/domain/rules/forms/farm-form';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import type { FarmFormFields } from './farm-form-fields.ts';

type Props = {
  control: Control<FarmFormFields>;
  candidates: readonly { id: string }[];
  userName: (userId: string) => string;
  context: ResponsibleContext;
  disabled: boolean;
};

/** Responsáveis (spec §5): the current user and administrator accounts cannot be removed. */
export function ResponsiblesField({ control, candidates, userName, context, disabled }: Props) {
  return (
    <Controller
      name="responsaveis"
      control={control}
      render={({ field }) => (
        <Autocomplete
          multiple
          options={candidates.map((candidate) => candidate.id)}
          value={field.value}
          getOptionLabel={userName}
          disabled={disabled}
          disableClearable
          onChange={(_, next) => {
            // Removal skips the current user and the administrator accounts (spec §5).
            const kept = field.value.filter(
              (userId) => next.includes(userId) || !canRemoveResponsible(userId, context),
            );
            field.onChange([...kept, ...next.filter((userId) => !kept.includes(userId))]);
          }}
          renderValue={(value, getItemProps) =>
            value.map((userId, index) => {
              const { key, onDelete, ...itemProps } = getItemProps({ index });
              return (
                <Chip
                  key={key}
                  label={userName(userId)}
                  {...itemProps}
                  onDelete={canRemoveResponsible(userId, context) ? onDelete : undefined}
                />
              );
            })
          }
          renderInput={(params) => <TextField {...params} label={RESPONSIBLES_LABEL()} />}
        />
      )}
    />
  );
}
