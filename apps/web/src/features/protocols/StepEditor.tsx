import { domainValueLabel } from '@gestar/domain/messages/list-values';
import * as T from '@gestar/domain/messages/protocols';
import { DOSE_MAX_LENGTH, doseMessage, normalizeDoseInput } from '@gestar/domain/rules/dose';
import {
  addStep,
  canAddStep,
  dayOptions,
  EMPTY_DRAFT,
  isDraftPending,
  managementOptions,
  type ProtocolStep,
  type ProtocolStepDraft,
  removeStep,
  SINGLE_USE_MANAGEMENTS,
} from '@gestar/domain/rules/protocol-form';
import { sameText } from '@gestar/domain/rules/sorting';
import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Grid from '@mui/material/Grid';
import { type Control, useController } from 'react-hook-form';
import type { ProtocolFields } from './protocol-fields.ts';

export type StepLists = {
  days: string[];
  managements: string[];
  /** The hormones a handling may give (domain rule productsForPurpose). */
  productsFor: (management: string | null) => string[];
};

const needsNoProduct = (management: string | null) =>
  SINGLE_USE_MANAGEMENTS.some((single) => sameText(single, management));

function stepText(step: ProtocolStep): string {
  const parts = [step.product ? `${T.PRODUCT_LABEL()}: ${domainValueLabel(step.product)}` : null];
  parts.push(step.dose ? `${T.DOSE_LABEL()}: ${step.dose}` : null);
  return parts.filter(Boolean).join(' · ');
}

/** Rows have no id until saved: their content (numbered when two are equal) identifies them on screen. */
function stepKeys(steps: readonly ProtocolStep[]): string[] {
  const seen = new Map<string, number>();
  return steps.map((step) => {
    const content = [step.day, step.management, step.product, step.dose].join('|');
    const count = (seen.get(content) ?? 0) + 1;
    seen.set(content, count);
    return `${content}#${count}`;
  });
}

/**
 * The rows of a protocol after D0's header (spec §4, §5): a new-row line (Dia, Manejo, Produto, Dose and '+')
 * above the list of steps. Which options and when '+' is enabled come from the domain's protocol-form rules.
 */
export function StepEditor({
  control,
  lists,
  readOnly,
}: {
  control: Control<ProtocolFields>;
  lists: StepLists;
  readOnly: boolean;
}) {
  const steps = useController({ control, name: 'steps' });
  const draftField = useController({ control, name: 'draft' });
  const current: ProtocolStep[] = steps.field.value;
  const draft: ProtocolStepDraft = draftField.field.value;
  const setDraft = (patch: Partial<ProtocolStepDraft>) => draftField.field.onChange({ ...draft, ...patch });

  const days = dayOptions(lists.days, current);
  const rowKeys = stepKeys(current);
  const managements = managementOptions(draft.day, lists.managements, current);
  const noProduct = needsNoProduct(draft.management);

  const select = (
    label: string,
    value: string | null,
    options: readonly string[],
    onPick: (value: string | null) => void,
    disabled = false,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value ?? ''}
      disabled={readOnly || disabled}
      onChange={(event) => onPick(event.target.value || null)}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {domainValueLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box>
      {!readOnly && (
        <Grid container spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Grid size={{ xs: 6, md: 2 }}>
            {select(T.DAY_LABEL(), draft.day, days, (day) => {
              // A management the new day does not offer (D0 vs. other days) is cleared.
              const keep = managementOptions(day, lists.managements, current).some((m) =>
                sameText(m, draft.management),
              );
              setDraft({ day, management: keep ? draft.management : null });
            })}
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            {select(T.MANAGEMENT_LABEL(), draft.management, managements, (management) => {
              if (needsNoProduct(management)) return setDraft({ management, product: null, dose: null });
              // A product the new handling does not give (GnRH picked for eCG, then Luteólise) is cleared.
              const keep = lists.productsFor(management).some((p) => sameText(p, draft.product));
              setDraft(keep ? { management } : { management, product: null });
            })}
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            {select(
              T.PRODUCT_LABEL(),
              draft.product,
              lists.productsFor(draft.management),
              (product) => setDraft({ product }),
              noProduct,
            )}
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              fullWidth
              size="small"
              label={T.DOSE_LABEL()}
              value={draft.dose ?? ''}
              disabled={noProduct}
              // Doses are mL with a decimal comma; '+' stays off while this one is not.
              onChange={(event) => setDraft({ dose: normalizeDoseInput(event.target.value) })}
              error={doseMessage(draft.dose) !== null}
              helperText={doseMessage(draft.dose) ?? undefined}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: DOSE_MAX_LENGTH } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }} sx={{ display: 'flex' }}>
            <Tooltip title={T.ADD_STEP()}>
              <span>
                <IconButton
                  color="primary"
                  aria-label={T.ADD_STEP()}
                  disabled={!canAddStep(draft)}
                  onClick={() => {
                    steps.field.onChange(addStep(current, draft));
                    draftField.field.onChange(EMPTY_DRAFT);
                  }}
                >
                  <AddIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={T.CLEAR_STEP()}>
              <span>
                <IconButton
                  aria-label={T.CLEAR_STEP()}
                  disabled={!isDraftPending(draft)}
                  onClick={() => draftField.field.onChange(EMPTY_DRAFT)}
                >
                  <ClearIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Grid>
        </Grid>
      )}
      {draftField.fieldState.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {draftField.fieldState.error.message}
        </Alert>
      )}
      {current.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {T.NO_STEPS_YET()}
        </Typography>
      ) : (
        <List dense aria-label={T.STEPS_LABEL()} disablePadding>
          {current.map((step, index) => (
            <ListItem
              key={rowKeys[index]}
              divider
              secondaryAction={
                readOnly ? undefined : (
                  <IconButton
                    edge="end"
                    aria-label={`${T.REMOVE_STEP()} ${step.day} ${domainValueLabel(step.management)}`}
                    onClick={() => steps.field.onChange(removeStep(current, index))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={`${step.day} — ${domainValueLabel(step.management)}`}
                secondary={stepText(step) || null}
              />
            </ListItem>
          ))}
        </List>
      )}
      {steps.fieldState.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {steps.fieldState.error.message}
        </Alert>
      )}
    </Box>
  );
}
