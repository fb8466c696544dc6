import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import type { StepKind } from '@gestar/domain/management/finalize-step';
import type { HeaderDay } from '@gestar/domain/management/protocol-header';
import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/management';
import { FINALIZE_BUTTON, SAVE_ALL_BUTTON, totalCowsCounter } from '@gestar/domain/messages/management';
import { can } from '@gestar/domain/permissions/can';
import type { FieldErrors } from '@gestar/domain/rules/form-rules';
import { matchesCowSearch } from '@gestar/domain/rules/forms/cow-form';
import { Box, Button, Card, CardContent, Chip, Paper, Typography } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useSessionUser } from '../../batches/use-batch-context.ts';
import { BlockedBatchGate } from './BlockedBatchGate.tsx';
import type { StepRecords } from './finalize.ts';
import { useRowEdits } from './row-state.ts';
import { StepHeader } from './StepHeader.tsx';
import { inOneTransaction } from './save.ts';
import { useFinalize } from './use-finalize.tsx';
import type { StepData } from './use-step-data.ts';

export type Cow = StepData['cows'][number];

export type RowFieldsProps<V> = {
  cow: Cow;
  values: V;
  onChange: (values: V) => void;
  errors: FieldErrors;
  disabled: boolean;
};

export type RowStepProps<V> = {
  kind: Extract<StepKind, 'DN' | 'IATF' | 'D0Resync'>;
  /** The step as the breadcrumb and receipt name it ('D8', 'IATF'). */
  stepLabel: string;
  data: StepData;
  lookup: DomainLookup;
  userId: string;
  protocolName: string;
  headerDays: readonly HeaderDay[];
  /** The cows this step lists (DN hides dead cows). */
  cows: readonly Cow[];
  defaults: (cow: Cow) => V;
  /** The cow's record of this step is stored. */
  isStored: (cow: Cow) => boolean;
  validate: (cow: Cow, values: V) => FieldErrors;
  save: (cow: Cow, values: V) => Promise<void>;
  /**
   * 'Salvar todas' in bulk: the same as `save` for each row, in one transaction (all or nothing). Without it,
   * the rows are saved one by one inside one transaction.
   */
  saveMany?: (rows: readonly { cow: Cow; values: V }[]) => Promise<void>;
  Fields: (props: RowFieldsProps<V>) => ReactNode;
  records: StepRecords;
  /** DN: 'finalize saves unsaved cows then sets the batch's day' (spec §4). */
  saveAllOnFinalize?: boolean;
  notice?: ReactNode;
  actions?: ReactNode;
};

/**
 * The per-cow step screen (DN, IATF): header, counter, search, 'Salvar todas', a paged list of cows each with
 * its fields, a saved/unsaved state and OK, and the finalize of the engine.
 */
export function RowStepScreen<V>(props: RowStepProps<V>) {
  const { data, cows, kind } = props;
  const user = useSessionUser();
  const { edits, edit, clear } = useRowEdits<V>(`${kind}:${data.batchIds.join(';')}`);
  const [errors, setErrors] = useState<ReadonlyMap<string, FieldErrors>>(new Map());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [confirmAll, setConfirmAll] = useState(false);
  const canWrite = can(user, 'management.write', data.context);
  const canFinalize = can(user, 'management.finalize', data.context);

  // Rows stored by this screen show 'Salva' as soon as their transaction commits, without waiting for the
  // live query to re-read the batch (a 1,000-cow batch takes ~100 ms to re-read).
  const [committed, setCommitted] = useState<ReadonlySet<string>>(new Set());
  const isSaved = (cow: Cow) => !edits.has(cow.id) && (committed.has(cow.id) || props.isStored(cow));
  const valuesOf = (cow: Cow) => edits.get(cow.id) ?? props.defaults(cow);
  const unsaved = cows.filter((cow) => !isSaved(cow));
  const shown = useMemo(() => cows.filter((cow) => matchesCowSearch(cow, search)), [cows, search]);

  const saveRow = async (cow: Cow): Promise<boolean> => {
    const values = valuesOf(cow);
    const found = props.validate(cow, values);
    setErrors((current) => new Map(current).set(cow.id, found));
    if (Object.values(found).some(Boolean)) {
      edit(cow.id, values);
      return false;
    }
    try {
      await props.save(cow, values);
      setCommitted((current) => new Set(current).add(cow.id));
      clear([cow.id]);
      return true;
    } catch (error) {
      // Spec §8: a failed save is only logged; the row stays unsaved with what was typed.
      console.error(error);
      edit(cow.id, values);
      return false;
    }
  };
  const saveAll = async () => {
    const found = new Map(errors);
    const valid: { cow: Cow; values: V }[] = [];
    for (const cow of unsaved) {
      const values = valuesOf(cow);
      const rowErrors = props.validate(cow, values);
      found.set(cow.id, rowErrors);
      if (Object.values(rowErrors).some(Boolean)) edit(cow.id, values);
      else valid.push({ cow, values });
    }
    setErrors(found);
    try {
      if (props.saveMany) await props.saveMany(valid);
      else
        await inOneTransaction(async () => {
          for (const { cow, values } of valid) await props.save(cow, values);
        });
    } catch (error) {
      console.error(error);
      for (const { cow, values } of valid) edit(cow.id, values);
      return false;
    }
    const saved = valid.map(({ cow }) => cow.id);
    setCommitted((current) => new Set([...current, ...saved]));
    clear(saved);
    return valid.length === unsaved.length;
  };

  const finalize = useFinalize({
    kind,
    data,
    lookup: props.lookup,
    userId: props.userId,
    cowCount: cows.length,
    unsavedCount: props.saveAllOnFinalize ? 0 : unsaved.length,
    records: props.records,
    dnDayLabel: kind === 'DN' ? props.stepLabel : undefined,
    beforeCheck: props.saveAllOnFinalize
      ? async () => {
          if (!(await saveAll())) throw new Error('unsaved rows');
        }
      : undefined,
  });

  const { Fields } = props;
  const status = (cow: Cow) => (
    <Chip
      size="small"
      color={isSaved(cow) ? 'success' : 'warning'}
      label={isSaved(cow) ? T.SAVED : T.UNSAVED}
      aria-label={`${cow.codVaca ?? ''} ${isSaved(cow) ? T.SAVED : T.UNSAVED}`}
    />
  );
  const ok = (cow: Cow) => (
    <Button
      variant="contained"
      disabled={!canWrite || isSaved(cow)}
      onClick={() => void saveRow(cow)}
      aria-label={`${T.OK} ${cow.codVaca ?? ''}`}
      sx={{ minWidth: 64, minHeight: 44 }}
    >
      {T.OK}
    </Button>
  );
  const fields = (cow: Cow) => (
    <Fields
      cow={cow}
      values={valuesOf(cow)}
      onChange={(values) => edit(cow.id, values)}
      errors={errors.get(cow.id) ?? {}}
      disabled={!canWrite}
    />
  );
  const cowName = (cow: Cow) => (
    <Typography sx={{ fontWeight: 600 }}>
      {cow.codVaca}
      {data.batches.length > 1 ? ` (${data.batches.find((b) => b.id === cow.loteId)?.nomeLote ?? ''})` : ''}
    </Typography>
  );
  const columns: DataColumn<Cow>[] = [
    { key: 'matriz', header: T.COLUMN_COW, render: cowName },
    { key: 'campos', header: T.COLUMN_FIELDS, render: fields },
    {
      key: 'ok',
      header: '',
      align: 'right',
      render: (cow) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
          {status(cow)}
          {ok(cow)}
        </Box>
      ),
    },
  ];
  const card = (cow: Cow) => (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1 }}>{cowName(cow)}</Box>
          {status(cow)}
          {ok(cow)}
        </Box>
        {fields(cow)}
      </CardContent>
    </Card>
  );

  const [batch] = data.batches;
  const farmPage = `/farms/${data.farm.id}`;
  const crumbs = [
    { label: data.farm.nome, to: farmPage },
    ...(data.backTo === farmPage ? [] : [{ label: data.corral.nome, to: data.backTo }]),
    data.batches.length === 1 && batch
      ? { label: batch.nomeLote, to: `${farmPage}/corrals/${batch.retiroId}/batches/${batch.id}` }
      : { label: T.SEVERAL_BATCHES },
    { label: props.stepLabel },
  ];

  return (
    <>
      <BlockedBatchGate data={data} />
      <BreadcrumbBar
        title={props.stepLabel}
        crumbs={crumbs}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {props.actions}
            <Button
              variant="contained"
              disabled={!canFinalize}
              onClick={() => void finalize.start().catch(() => undefined)}
              sx={{ minHeight: 44 }}
            >
              {FINALIZE_BUTTON}
            </Button>
          </Box>
        }
      />
      {props.notice}
      <StepHeader protocolName={props.protocolName} management={props.stepLabel} days={props.headerDays} />
      <Paper sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {totalCowsCounter(cows.length - unsaved.length, cows.length)}
        </Typography>
        <SearchField
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
        <Button
          variant="outlined"
          disabled={!canWrite || unsaved.length === 0}
          onClick={() => setConfirmAll(true)}
          sx={{ minHeight: 44 }}
        >
          {SAVE_ALL_BUTTON}
        </Button>
      </Paper>
      <DataTable
        rows={shown}
        columns={columns}
        getRowKey={(cow) => cow.id}
        label={T.COWS_TABLE_LABEL}
        emptyMessage={cows.length === 0 ? T.NO_COWS_FOR_STEP : undefined}
        renderCard={card}
        page={page}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={confirmAll}
        title={T.SAVE_ALL_TITLE}
        message={T.confirmSaveAll(unsaved.length)}
        cancelLabel={BUTTON_CANCEL}
        confirmLabel={SAVE_ALL_BUTTON}
        onCancel={() => setConfirmAll(false)}
        onConfirm={() => {
          setConfirmAll(false);
          void saveAll();
        }}
      />
      {finalize.dialogs}
    </>
  );
}
