import type { HeaderDay } from '@gestar/domain/management/protocol-header';
import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import { confirmFillAll } from '@gestar/domain/messages/dg';
import * as T from '@gestar/domain/messages/labels/management';
import { FILL_ALL_BUTTON, FINALIZE_BUTTON, SAVE_ALL_BUTTON } from '@gestar/domain/messages/management';
import { can } from '@gestar/domain/permissions/can';
import type { FieldErrors } from '@gestar/domain/rules/form-rules';
import { matchesCowSearch } from '@gestar/domain/rules/forms/cow-form';
import { Box, Button, Card, CardContent, Chip, Paper, Typography } from '@mui/material';
import { memo, type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { sameRecord } from '../../../local-db/reuse-unchanged.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { pageWindow } from '../../../ui/paging.ts';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useSingleFlight, useSingleFlightPerKey } from '../../../ui/use-single-flight.ts';
import { BlockedBatchGate } from '../engine/BlockedBatchGate.tsx';
import { useCommittedRows } from '../engine/committed-rows.ts';
import { useRowEdits } from '../engine/row-state.ts';
import { StepHeader } from '../engine/StepHeader.tsx';
import { stepCrumbs } from '../engine/step-crumbs.ts';
import type { StepData } from '../engine/use-step-data.ts';
import { inOneTransaction } from '../writes/tables.ts';

export type Cow = StepData['cows'][number];

export type DiagnosisFieldsProps<V> = {
  cow: Cow;
  values: V;
  /** A change of some fields; the screen applies the step's effects. */
  onChange: (change: Partial<V>) => void;
  errors: FieldErrors;
  disabled: boolean;
};

/** What the screen hands to the counters and the finalize: every listed cow as shown, saved or not. */
export type RowView<V> = { cow: Cow; values: V; saved: boolean };

/** A row of the page as its memoized view draws it (kept while nothing of it changed). */
type PageRow<V> = RowView<V> & { errors: FieldErrors; describe: DiagnosisScreenProps<V>['describe'] };

const NO_ERRORS: FieldErrors = {};
const hasErrors = (errors: FieldErrors | undefined) => Object.values(errors ?? {}).some(Boolean);

/** A row this screen stored: the values written, over the record `cow` they were written to. */
type Committed<V> = { cow: Cow; values: V };

export type DiagnosisScreenProps<V> = {
  title: string;
  /** The management as the breadcrumb and header name it ('DG', 'DG/D0', 'DG Final'). */
  stepLabel: string;
  data: StepData;
  protocolName: string;
  headerDays: readonly HeaderDay[];
  cows: readonly Cow[];
  defaults: (cow: Cow) => V;
  isStored: (cow: Cow) => boolean;
  /** The row after a change, with the step's field effects (domain rules). */
  change: (cow: Cow, values: V, change: Partial<V>) => V;
  validate: (values: V) => FieldErrors;
  /** One row's writes, in one transaction of their own. */
  save: (cow: Cow, values: V) => Promise<void>;
  /** 'Salvar todas' in bulk: the same as `save` for each row, in one transaction (all or nothing). */
  saveMany?: (rows: readonly { cow: Cow; values: V }[]) => Promise<void>;
  Fields: (props: DiagnosisFieldsProps<V>) => ReactNode;
  /**
   * Line under the cow's ID (semen, previous observations). A new function draws every row's line again: keep
   * it while what it reads is unchanged.
   */
  describe?: (cow: Cow, values: V) => ReactNode;
  counters: (rows: readonly RowView<V>[]) => ReactNode;
  /** The bulk bar's selectors; `fill` is what 'Preencher Todas' applies (null when nothing is chosen). */
  bulk: { selectors: ReactNode; fill: Partial<V> | null };
  /** Above the list: the IATF date, the DG Final date. */
  info?: ReactNode;
  /** The step's finalize; `start` gets the rows as shown. */
  finalize: { start: (rows: readonly RowView<V>[]) => void; dialogs: ReactNode };
};

/**
 * The diagnosis screens (DG, DGRessinc, DG Final): header, counters from the rows in memory, search, bulk bar
 * with 'Preencher Todas' and 'Salvar todas', the paged list of cows with their fields, saved state and OK.
 */
export function DiagnosisScreen<V>(props: DiagnosisScreenProps<V>) {
  const { data, cows } = props;
  const user = useSessionUser();
  const { edits, edit, clear } = useRowEdits<V>(`${props.stepLabel}:${data.batchIds.join(';')}`);
  const [errors, setErrors] = useState<ReadonlyMap<string, FieldErrors>>(new Map());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [confirm, setConfirm] = useState<'none' | 'save' | 'fill'>('none');
  const canWrite = can(user, 'management.write', data.context);
  const canFinalize = can(user, 'management.finalize', data.context);
  // A row's OK and 'Salvar todas' save once at a time.
  const rowFlight = useSingleFlightPerKey();
  const allFlight = useSingleFlight();
  const savingAll = allFlight.busy;

  // A row stored by this screen shows 'Salva', with what was stored, when its transaction commits (see
  // RowStepScreen): the live re-read of the batch comes later. The stored values stand for the cow's record
  // only until that re-read brings her new record, which then shows as read; the 'Salva' until a read shows
  // her stored (useCommittedRows).
  const { isStored } = props;
  const cowById = useMemo(() => new Map(cows.map((cow) => [cow.id, cow])), [cows]);
  const [committed, setCommitted] = useCommittedRows<Committed<V>>(cows, (id, entry) => {
    const cow = cowById.get(id);
    return cow !== undefined && cow !== entry.cow && isStored(cow);
  });
  const isSaved = (cow: Cow) => !edits.has(cow.id) && (committed.has(cow.id) || isStored(cow));
  // Each record's defaults, worked out once: every render lists all the batch's rows (counters, finalize), and
  // a live read keeps the objects of the records that did not change.
  const { defaults } = props;
  const defaultsOf = useMemo(() => {
    const known = new WeakMap<Cow, V>();
    return (cow: Cow) => {
      let values = known.get(cow);
      if (values === undefined) {
        values = defaults(cow);
        known.set(cow, values);
      }
      return values;
    };
  }, [defaults]);
  const valuesOf = (cow: Cow) => {
    const edited = edits.get(cow.id);
    if (edited) return edited;
    const stored = committed.get(cow.id);
    return stored?.cow === cow ? stored.values : defaultsOf(cow);
  };
  const rows: RowView<V>[] = cows.map((cow) => ({ cow, values: valuesOf(cow), saved: isSaved(cow) }));
  const unsaved = rows.filter((row) => !row.saved);
  const shown = useMemo(() => cows.filter((cow) => matchesCowSearch(cow, search)), [cows, search]);

  const check = (list: readonly RowView<V>[]) => {
    const found = new Map<string, FieldErrors>();
    const valid: RowView<V>[] = [];
    for (const row of list) {
      const rowErrors = props.validate(row.values);
      found.set(row.cow.id, rowErrors);
      if (hasErrors(rowErrors)) edit(row.cow.id, row.values);
      else valid.push(row);
    }
    // Only a change of some row's messages re-renders: a valid OK goes to its save without a render first.
    setErrors((current) => {
      let next: Map<string, FieldErrors> | undefined;
      for (const [id, rowErrors] of found) {
        const before = current.get(id);
        if (!hasErrors(rowErrors) && !hasErrors(before)) continue;
        if (before && sameRecord(before, rowErrors)) continue;
        next ??= new Map(current);
        next.set(id, rowErrors);
      }
      return next ?? current;
    });
    return valid;
  };
  const store = async (valid: readonly RowView<V>[], bulk: boolean) => {
    if (valid.length === 0) return;
    try {
      const [only] = valid;
      if (bulk && props.saveMany) await props.saveMany(valid);
      // One row: its save is one transaction already (a wrapping one only delays the commit).
      else if (only && valid.length === 1) await props.save(only.cow, only.values);
      else
        await inOneTransaction(async () => {
          for (const { cow, values } of valid) await props.save(cow, values);
        });
    } catch (error) {
      // Spec §8: a failed save is only logged; the rows stay unsaved with what was typed.
      console.error(error);
      for (const { cow, values } of valid) edit(cow.id, values);
      return;
    }
    const ids = valid.map(({ cow }) => cow.id);
    // Drawn at once: the live query's re-read of the batch, already under way, must not come first.
    flushSync(() => {
      setCommitted((current) => {
        const next = new Map(current);
        for (const { cow, values } of valid) next.set(cow.id, { cow, values });
        return next;
      });
      clear(ids, new Map(valid.map(({ cow, values }) => [cow.id, values])));
    });
  };
  const saveRow = (cow: Cow) =>
    rowFlight.run(cow.id, () => store(check([{ cow, values: valuesOf(cow), saved: false }]), false));
  const saveAll = () => allFlight.run(() => store(check(unsaved), true));
  const fillAll = () => {
    const { fill } = props.bulk;
    if (!fill) return;
    for (const row of unsaved) edit(row.cow.id, props.change(row.cow, row.values, fill));
  };

  // The page's rows, reused while unchanged, so one OK re-renders one row (as RowStepScreen does).
  const pageInfo = pageWindow(shown.length, page);
  const views = useRef(new Map<string, PageRow<V>>());
  const viewOf = (cow: Cow): PageRow<V> => {
    const values = valuesOf(cow);
    const saved = isSaved(cow);
    const rowErrors = errors.get(cow.id) ?? NO_ERRORS;
    const { describe } = props;
    const previous = views.current.get(cow.id);
    const same =
      previous !== undefined &&
      sameRecord(previous.values as Record<string, unknown>, values as Record<string, unknown>);
    if (
      same &&
      previous.cow === cow &&
      previous.saved === saved &&
      previous.errors === rowErrors &&
      previous.describe === describe
    )
      return previous;
    // Unchanged values keep their object, so the row's fields are not drawn again (a save changes its chip).
    const view = { cow, values: same ? previous.values : values, saved, errors: rowErrors, describe };
    views.current.set(cow.id, view);
    return view;
  };
  const pageRows = shown.slice(pageInfo.start, pageInfo.end).map(viewOf);

  // The rows call the latest save and edit through this, so their columns stay the same between renders.
  const change = (cow: Cow, values: V, fieldChange: Partial<V>) =>
    edit(cow.id, props.change(cow, values, fieldChange));
  // The screen's other controls too: the parts drawn once (header, bar, dialogs) reach the latest state here.
  const finalizeStart = () => props.finalize.start(rows);
  const actions = useRef({ saveRow, change, saveAll, fillAll, finalizeStart });
  useLayoutEffect(() => {
    actions.current = { saveRow, change, saveAll, fillAll, finalizeStart };
  });

  const { Fields } = props;
  const multiBatch = data.batches.length > 1;
  const batchName = (cow: Cow) => data.batches.find((b) => b.id === cow.loteId)?.nomeLote ?? '';
  const nameOf = useRef(batchName);
  nameOf.current = batchName;
  const { columns, card } = useMemo(() => {
    const status = ({ cow, saved }: PageRow<V>) => (
      <Chip
        size="small"
        color={saved ? 'success' : 'warning'}
        label={saved ? T.SAVED : T.UNSAVED}
        aria-label={`${cow.codVaca ?? ''} ${saved ? T.SAVED : T.UNSAVED}`}
      />
    );
    const ok = ({ cow, saved }: PageRow<V>) => (
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
    const RowFields = memo(function RowFields({
      cow,
      values,
      errors,
    }: Omit<PageRow<V>, 'saved' | 'describe'>) {
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
    // Memoized by the cow's record, the row's values and the screen's describe: a save changes the row's chip
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
            {multiBatch ? ` (${nameOf.current(cow)})` : ''}
          </Typography>
          {describe?.(cow, values)}
        </Box>
      );
    });
    const cowName = ({ cow, values, describe }: PageRow<V>) => (
      <CowName cow={cow} values={values} describe={describe} />
    );
    const columns: DataColumn<PageRow<V>>[] = [
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
  }, [Fields, canWrite, multiBatch]);

  // Drawn again only when what they show changes: an OK or an edit re-renders the row and the counters, not
  // every control of the screen.
  const { title, stepLabel, protocolName, headerDays } = props;
  const { batches, farm, corral, backTo } = data;
  const header = useMemo(() => {
    const crumbs = stepCrumbs({ batches, farm, corral, backTo }, stepLabel);
    return (
      <>
        <BreadcrumbBar
          title={title}
          crumbs={crumbs}
          actions={
            <Button
              variant="contained"
              disabled={!canFinalize}
              onClick={() => actions.current.finalizeStart()}
              sx={{ minHeight: 44 }}
            >
              {FINALIZE_BUTTON}
            </Button>
          }
        />
        <StepHeader protocolName={protocolName} management={stepLabel} days={headerDays} />
      </>
    );
  }, [batches, farm, corral, backTo, title, stepLabel, protocolName, headerDays, canFinalize]);

  const { selectors } = props.bulk;
  const canFill = props.bulk.fill !== null;
  const noneUnsaved = unsaved.length === 0;
  const bar = useMemo(
    () => (
      <Paper sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField
          voice
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
        {selectors}
        <Button
          variant="outlined"
          disabled={!canWrite || !canFill || noneUnsaved}
          onClick={() => setConfirm('fill')}
          sx={{ minHeight: 44 }}
        >
          {FILL_ALL_BUTTON}
        </Button>
        <Button
          variant="outlined"
          disabled={!canWrite || noneUnsaved || savingAll}
          onClick={() => setConfirm('save')}
          sx={{ minHeight: 44 }}
        >
          {SAVE_ALL_BUTTON}
        </Button>
      </Paper>
    ),
    [search, selectors, canWrite, canFill, noneUnsaved, savingAll],
  );

  // An open dialog follows the count of unsaved rows; a closing one keeps the count it showed.
  const shownCount = useRef(0);
  if (confirm !== 'none') shownCount.current = unsaved.length;
  const openCount = shownCount.current;
  const dialogs = useMemo(
    () => (
      <>
        <ConfirmDialog
          open={confirm === 'save'}
          title={T.SAVE_ALL_TITLE}
          message={T.confirmSaveAll(openCount)}
          cancelLabel={BUTTON_CANCEL}
          confirmLabel={SAVE_ALL_BUTTON}
          onCancel={() => setConfirm('none')}
          onConfirm={() => {
            setConfirm('none');
            void actions.current.saveAll();
          }}
        />
        <ConfirmDialog
          open={confirm === 'fill'}
          title={FILL_ALL_BUTTON}
          message={confirmFillAll(openCount)}
          cancelLabel={BUTTON_CANCEL}
          confirmLabel={FILL_ALL_BUTTON}
          onCancel={() => setConfirm('none')}
          onConfirm={() => {
            setConfirm('none');
            actions.current.fillAll();
          }}
        />
      </>
    ),
    [confirm, openCount],
  );

  return (
    <>
      <BlockedBatchGate data={data} />
      {header}
      {props.counters(rows)}
      {props.info}
      {bar}
      <DataTable
        rows={pageRows}
        count={shown.length}
        columns={columns}
        getRowKey={(view) => view.cow.id}
        label={T.COWS_TABLE_LABEL}
        emptyMessage={cows.length === 0 ? T.NO_COWS_FOR_STEP : undefined}
        renderCard={card}
        page={page}
        onPageChange={setPage}
      />
      {dialogs}
      {props.finalize.dialogs}
    </>
  );
}
