import * as T from '@gestar/domain/messages/labels/management';
import type { FieldErrors } from '@gestar/domain/rules/form-rules';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { memo, type ReactNode, type RefObject, useMemo } from 'react';
import type { DataColumn } from '../../../ui/DataTable.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.tsx';
import { CHUTE_BUTTON_HEIGHT } from './chute-theme.tsx';
import type { StepData } from './use-step-data.ts';

export type Cow = StepData['cows'][number];

export type StepFieldsProps<V> = {
  cow: Cow;
  values: V;
  /** A change of some fields (or all of them); the screen applies the step's field effects. */
  onChange: (change: Partial<V>) => void;
  errors: FieldErrors;
  disabled: boolean;
};

/** A row of the page as its memoized parts draw it (the same object while nothing of it changed). */
export type PageRow<V> = {
  cow: Cow;
  values: V;
  saved: boolean;
  errors: FieldErrors;
  describe: ((cow: Cow, values: V) => ReactNode) | undefined;
};

/** What the rows call: always the screen's latest save and change (the columns are built once). */
export type RowActions<V> = {
  saveRow: (cow: Cow) => unknown;
  change: (cow: Cow, values: V, change: Partial<V>) => void;
};

/**
 * The columns and the phone card of a step's rows: the cow (with her batch on merged batches, and the step's
 * description line), the step's fields, the saved/unsaved chip and OK. Built once per fields component and
 * write permission; each part is memoized, so a save redraws the row's chip and OK, not her name or fields.
 */
export function useStepRows<V>({
  Fields,
  canWrite,
  multiBatch,
  batchNameOf,
  actions,
}: {
  Fields: (props: StepFieldsProps<V>) => ReactNode;
  canWrite: boolean;
  multiBatch: boolean;
  batchNameOf: RefObject<(cow: Cow) => string>;
  actions: RefObject<RowActions<V>>;
}) {
  return useMemo(() => {
    // A checklist's ticked and empty circle beside the text: the colour is never the only sign of the state.
    const status = ({ cow, saved }: PageRow<V>) => (
      <Chip
        size="small"
        color={saved ? 'success' : 'warning'}
        icon={saved ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
        label={saved ? T.SAVED() : T.UNSAVED()}
        aria-label={`${cow.codVaca ?? ''} ${saved ? T.SAVED() : T.UNSAVED()}`}
      />
    );
    const ok = ({ cow, saved }: PageRow<V>) => (
      <Button
        variant="contained"
        disabled={!canWrite || saved}
        onClick={() => void actions.current.saveRow(cow)}
        aria-label={`${T.OK()} ${cow.codVaca ?? ''}`}
        sx={{ minWidth: 64, minHeight: CHUTE_BUTTON_HEIGHT }}
      >
        {T.OK()}
      </Button>
    );
    const RowFields = memo(function RowFields({
      cow,
      values,
      errors,
    }: Pick<PageRow<V>, 'cow' | 'values' | 'errors'>) {
      return (
        <Fields
          cow={cow}
          values={values}
          onChange={(fieldChange) => actions.current.change(cow, values, fieldChange)}
          errors={errors}
          disabled={!canWrite}
        />
      );
    });
    const fields = (view: PageRow<V>) => (
      <RowFields cow={view.cow} values={view.values} errors={view.errors} />
    );
    // Memoized by the cow's record, the row's values and the step's describe: a save changes the row's chip
    // and OK, not her name and description; an edit may change the description (DG Final's gestation).
    const CowName = memo(function CowName({
      cow,
      values,
      describe,
    }: Pick<PageRow<V>, 'cow' | 'values' | 'describe'>) {
      return (
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            {cow.codVaca ?? cow.codLeitorBastao}
            {multiBatch ? ` (${batchNameOf.current(cow)})` : ''}
          </Typography>
          {describe?.(cow, values)}
        </Box>
      );
    });
    const cowName = ({ cow, values, describe }: PageRow<V>) => (
      <CowName cow={cow} values={values} describe={describe} />
    );
    const columns: DataColumn<PageRow<V>>[] = [
      { key: 'matriz', header: T.COLUMN_COW(), render: cowName },
      { key: 'campos', header: T.COLUMN_FIELDS(), render: fields },
      {
        key: 'ok',
        header: <VisuallyHidden>{T.COLUMN_ACTIONS()}</VisuallyHidden>,
        align: 'right',
        render: (view) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
            {status(view)}
            {ok(view)}
          </Box>
        ),
      },
    ];
    const card = (view: PageRow<V>) => (
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flex: 1 }}>{cowName(view)}</Box>
            {status(view)}
            {ok(view)}
          </Box>
          {fields(view)}
        </CardContent>
      </Card>
    );
    return { columns, card };
  }, [Fields, canWrite, multiBatch, batchNameOf, actions]);
}
