import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import type { StepKind } from '@gestar/domain/management/finalize-step';
import type { HeaderDay } from '@gestar/domain/management/protocol-header';
import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import { confirmFillAll } from '@gestar/domain/messages/dg';
import * as T from '@gestar/domain/messages/labels/management';
import {
  FILL_ALL_BUTTON,
  FINALIZE_BUTTON,
  SAVE_ALL_BUTTON,
  totalCowsCounter,
} from '@gestar/domain/messages/management';
import { can } from '@gestar/domain/permissions/can';
import type { FieldErrors } from '@gestar/domain/rules/form-rules';
import { matchesCowSearch } from '@gestar/domain/rules/forms/cow-form';
import { Box, Button, Card, CardContent, Chip, Paper, Typography } from '@mui/material';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { sameRecord } from '../../../local-db/reuse-unchanged.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { pageWindow } from '../../../ui/paging.ts';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useSingleFlight, useSingleFlightPerKey } from '../../../ui/use-single-flight.ts';
import { inOneTransaction } from '../writes/tables.ts';
import { BlockedBatchGate } from './BlockedBatchGate.tsx';
import { useCommittedRows } from './committed-rows.ts';
import type { StepRecords } from './finalize.ts';
import { useRowEdits } from './row-state.ts';
import { StepHeader } from './StepHeader.tsx';
import { stepCrumbs } from './step-crumbs.ts';
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
  /** The cow's record of this step is stored (keep it stable across renders: useCallback). */
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
  /**
   * A bulk bar (D0 Resync's device and 'Uso' for all): its selectors, and what 'Preencher Todas' does to each
   * unsaved row's values, typed or not (null while nothing is chosen). The filled rows are kept like typed ones.
   */
  fill?: { controls: ReactNode; apply: ((values: V) => V) | null };
};

/** What one row shows; the same object while nothing of it changes, so the row is not re-rendered. */
type RowView<V> = {
  cow: Cow;
  values: V;
  errors: FieldErrors;
  saved: boolean;
  /** The cow's batch, shown beside her ID when the screen lists merged batches. */
  batchName: string | undefined;
};

const NO_ERRORS: FieldErrors = {};
const hasErrors = (errors: FieldErrors | undefined) => Object.values(errors ?? {}).some(Boolean);

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
  const [confirmFill, setConfirmFill] = useState(false);
  const canWrite = can(user, 'management.write', data.context);
  const canFinalize = can(user, 'management.finalize', data.context);
  // A row's OK and 'Salvar todas' save once at a time.
  const rowFlight = useSingleFlightPerKey();
  const allFlight = useSingleFlight();

  // Which cows are stored: once per read of the batch, not per render (an OK re-renders the screen).
  const { isStored } = props;
  const stored = useMemo(() => new Set(cows.filter(isStored).map((cow) => cow.id)), [cows, isStored]);
  // Rows stored by this screen show 'Salva' as soon as their transaction commits, without waiting for the
  // live read of the batch; until a read shows them stored (see useCommittedRows).
  const [committed, setCommitted] = useCommittedRows<true>(stored, (id) => stored.has(id));
  const isSaved = (cow: Cow) => !edits.has(cow.id) && (committed.has(cow.id) || stored.has(cow.id));
  const valuesOf = (cow: Cow) => edits.get(cow.id) ?? props.defaults(cow);
  const unsaved = cows.filter((cow) => !isSaved(cow));
  const shown = useMemo(() => cows.filter((cow) => matchesCowSearch(cow, search)), [cows, search]);
  const pageInfo = pageWindow(shown.length, page);

  const saveRow = async (cow: Cow): Promise<boolean> => {
    const values = valuesOf(cow);
    const found = props.validate(cow, values);
    // Only a change of the row's messages re-renders: a valid row saved again costs no extra render.
    setErrors((current) => {
      const before = current.get(cow.id);
      if (!hasErrors(found) && !hasErrors(before)) return current;
      if (before && sameRecord(before, found)) return current;
      return new Map(current).set(cow.id, found);
    });
    if (hasErrors(found)) {
      edit(cow.id, values);
      return false;
    }
    try {
      await props.save(cow, values);
      setCommitted((current) => new Map(current).set(cow.id, true));
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
    setCommitted((current) => {
      const next = new Map(current);
      for (const id of saved) next.set(id, true);
      return next;
    });
    clear(saved);
    return valid.length === unsaved.length;
  };

  const fillAll = () => {
    const apply = props.fill?.apply;
    if (!apply) return;
    for (const cow of unsaved) edit(cow.id, apply(valuesOf(cow)));
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

  // The rows' views, reused while unchanged (records keep their objects across re-reads, see useStepData).
  const views = useRef(new Map<string, RowView<V>>());
  const multiBatch = data.batches.length > 1;
  const viewOf = (cow: Cow): RowView<V> => {
    const values = valuesOf(cow);
    const saved = isSaved(cow);
    const rowErrors = errors.get(cow.id) ?? NO_ERRORS;
    const batchName = multiBatch
      ? (data.batches.find((b) => b.id === cow.loteId)?.nomeLote ?? '')
      : undefined;
    const previous = views.current.get(cow.id);
    if (
      previous &&
      previous.cow === cow &&
      previous.saved === saved &&
      previous.errors === rowErrors &&
      previous.batchName === batchName &&
      sameRecord(previous.values as Record<string, unknown>, values as Record<string, unknown>)
    )
      return previous;
    const view = { cow, values, errors: rowErrors, saved, batchName };
    views.current.set(cow.id, view);
    return view;
  };
  // Only the page's rows are built; DataTable gets them with the count of all.
  const rows = shown.slice(pageInfo.start, pageInfo.end).map(viewOf);

  // The rows call the latest save and edit through this, so their columns stay the same between renders.
  const guardedSaveRow = (cow: Cow) => rowFlight.run(cow.id, () => saveRow(cow));
  const actions = useRef({ saveRow: guardedSaveRow, edit });
  useLayoutEffect(() => {
    actions.current = { saveRow: guardedSaveRow, edit };
  });

  const { Fields } = props;
  const { columns, card } = useMemo(() => {
    const status = ({ cow, saved }: RowView<V>) => (
      <Chip
        size="small"
        color={saved ? 'success' : 'warning'}
        label={saved ? T.SAVED : T.UNSAVED}
        aria-label={`${cow.codVaca ?? ''} ${saved ? T.SAVED : T.UNSAVED}`}
      />
    );
    const ok = ({ cow, saved }: RowView<V>) => (
      <Button
        variant="contained"
        disabled={!canWrite || saved}
        onClick={() => void actions.current.saveRow(cow)}
        aria-label={`${T.OK} ${cow.codVaca ?? ''}`}
        sx={{ minWidth: 64, minHeight: 44 }}
      >
        {T.OK}
      </Button>
    );
    const fields = (view: RowView<V>) => (
      <Fields
        cow={view.cow}
        values={view.values}
        onChange={(values) => actions.current.edit(view.cow.id, values)}
        errors={view.errors}
        disabled={!canWrite}
      />
    );
    const cowName = ({ cow, batchName }: RowView<V>) => (
      <Typography sx={{ fontWeight: 600 }}>
        {cow.codVaca}
        {batchName === undefined ? '' : ` (${batchName})`}
      </Typography>
    );
    const columns: DataColumn<RowView<V>>[] = [
      { key: 'matriz', header: T.COLUMN_COW, render: cowName },
      { key: 'campos', header: T.COLUMN_FIELDS, render: fields },
      {
        key: 'ok',
        header: '',
        align: 'right',
        render: (view) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
            {status(view)}
            {ok(view)}
          </Box>
        ),
      },
    ];
    const card = (view: RowView<V>) => (
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
  }, [Fields, canWrite]);

  const crumbs = stepCrumbs(data, props.stepLabel);

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
      {props.fill && (
        <Paper sx={{ p: 2, mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {props.fill.controls}
          <Button
            variant="outlined"
            disabled={!canWrite || !props.fill.apply || unsaved.length === 0}
            onClick={() => setConfirmFill(true)}
            sx={{ minHeight: 44 }}
          >
            {FILL_ALL_BUTTON}
          </Button>
        </Paper>
      )}
      {props.notice}
      <StepHeader protocolName={props.protocolName} management={props.stepLabel} days={props.headerDays} />
      <Paper sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {totalCowsCounter(cows.length - unsaved.length, cows.length)}
        </Typography>
        <SearchField
          voice
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
        <Button
          variant="outlined"
          disabled={!canWrite || unsaved.length === 0 || allFlight.busy}
          onClick={() => setConfirmAll(true)}
          sx={{ minHeight: 44 }}
        >
          {SAVE_ALL_BUTTON}
        </Button>
      </Paper>
      <DataTable
        rows={rows}
        count={shown.length}
        columns={columns}
        getRowKey={(view) => view.cow.id}
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
          void allFlight.run(saveAll);
        }}
      />
      <ConfirmDialog
        open={confirmFill}
        title={FILL_ALL_BUTTON}
        message={confirmFillAll(unsaved.length)}
        cancelLabel={BUTTON_CANCEL}
        confirmLabel={FILL_ALL_BUTTON}
        onCancel={() => setConfirmFill(false)}
        onConfirm={() => {
          setConfirmFill(false);
          fillAll();
        }}
      />
      {finalize.dialogs}
    </>
  );
}
