import type { HeaderDay } from '@gestar/domain/management/protocol-header';
import { SAVE_ALL_INDICATOR_MS } from '@gestar/domain/management/row-steps';
import { OK_TITLE } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/management';
import { collapsedStepLine, FINALIZE_BUTTON, savedAllCows } from '@gestar/domain/messages/management';
import { can } from '@gestar/domain/permissions/can';
import type { FieldErrors } from '@gestar/domain/rules/form-rules';
import { matchesCowSearch } from '@gestar/domain/rules/forms/cow-form';
import { Alert, AlertTitle, Box, Button, Snackbar } from '@mui/material';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { sameRecord } from '../../../local-db/reuse-unchanged.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { FarmDetailsButton } from '../../../ui/FarmDetailsButton.tsx';
import { pageWindow } from '../../../ui/paging.ts';
import { useSingleFlight, useSingleFlightPerKey } from '../../../ui/use-single-flight.ts';
import { inOneTransaction } from '../writes/tables.ts';
import { BlockedBatchGate } from './BlockedBatchGate.tsx';
import { CHUTE_BUTTON_HEIGHT, ChuteTheme } from './chute-theme.tsx';
import { useCommittedRows } from './committed-rows.ts';
import { useRowEdits } from './row-state.ts';
import { StepActionBar, StepActionBarSpace, usePhoneLayout } from './StepActionBar.tsx';
import { SaveAllButton, StepBar, useStepBarDialogs } from './StepBar.tsx';
import { StepHeader } from './StepHeader.tsx';
import { stepCrumbs } from './step-crumbs.ts';
import { type Cow, type PageRow, type StepFieldsProps, useStepRows } from './step-rows.tsx';
import { useCollapsedHeader } from './use-collapsed-header.ts';
import type { StepData } from './use-step-data.ts';

export type { Cow, StepFieldsProps } from './step-rows.tsx';

/** What the screen hands to the counters and the finalize: every listed cow as shown, saved or not. */
export type RowView<V> = { cow: Cow; values: V; saved: boolean };

/** The screen's own actions a step's finalize may need (DN saves its unsaved rows first). */
export type StepScreenActions = {
  /** Validates and stores every unsaved row; true when none is left unsaved. */
  saveAll: () => Promise<boolean>;
};

/** A step's finalize: `start` gets the rows as shown. */
export type StepFinalize<V> = {
  start: (rows: readonly RowView<V>[], screen: StepScreenActions) => void;
  dialogs: ReactNode;
};

export type StepScreenProps<V> = {
  /** The page's title; the step label when absent. */
  title?: string;
  /** The management as the breadcrumb and header name it ('D8', 'IATF', 'DG', 'DG/D0', 'DG Final'). */
  stepLabel: string;
  /** Where the screen's unsaved edits are kept for the session (with the batches' ids). */
  editsKey: string;
  data: StepData;
  protocolName: string;
  headerDays: readonly HeaderDay[];
  /** The cows this step lists. */
  cows: readonly Cow[];
  /** A row's values as the read of the batch holds them. */
  defaults: (cow: Cow) => V;
  /** The cow's record of this step is stored. */
  isStored: (cow: Cow) => boolean;
  /**
   * The stored record that holds the row's values (her DN or IATF record), the cow herself when absent: a row
   * this screen saved shows what it stored until a read brings a new such record.
   */
  recordOf?: (cow: Cow) => unknown;
  /** The row after a change, with the step's field effects (domain rules); the change merged when absent. */
  change?: (cow: Cow, values: V, change: Partial<V>) => V;
  validate: (cow: Cow, values: V) => FieldErrors;
  /** One row's writes, in one transaction of their own. */
  save: (cow: Cow, values: V) => Promise<void>;
  /** 'Salvar todas' in bulk: the same as `save` for each row, in one transaction (all or nothing). */
  saveMany?: (rows: readonly { cow: Cow; values: V }[]) => Promise<void>;
  Fields: (props: StepFieldsProps<V>) => ReactNode;
  /**
   * Line under the cow's ID (semen, previous observations). A new function draws every row's line again: keep
   * it while what it reads is unchanged.
   */
  describe?: (cow: Cow, values: V) => ReactNode;
  /** The counters over the rows as shown; 'TOTAL DE MATRIZES saved/all' in the bar when absent. */
  counters?: (rows: readonly RowView<V>[]) => ReactNode;
  /** The bulk bar's selectors, and what 'Preencher Todas' applies to each unsaved row (null: nothing chosen). */
  bulk?: { selectors: ReactNode; fill: Partial<V> | ((values: V) => V) | null };
  /** Above the protocol header (the step's notice). */
  notice?: ReactNode;
  /**
   * The header lists the whole protocol, for reference (DG, DG Final): on a phone it follows the cows, which
   * it would push below the screen. A step's own products (D8, IATF, D0) stay above them.
   */
  protocolAfterRows?: boolean;
  /** Between the counters and the bar (the IATF date, the DG Final date). */
  info?: ReactNode;
  /** More buttons beside FINALIZAR. */
  actions?: ReactNode;
  finalize: StepFinalize<V>;
};

const NO_ERRORS: FieldErrors = {};
const hasErrors = (errors: FieldErrors | undefined) => Object.values(errors ?? {}).some(Boolean);
const merge = <V,>(_cow: Cow, values: V, change: Partial<V>): V => ({ ...values, ...change });
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A row this screen stored: the values written, over the record they were written to. */
type Committed<V> = { record: unknown; values: V };

/**
 * The one screen of the per-cow steps (DN, IATF, D0 Resync, DG, DGRessinc, DG Final): header, counters from
 * the rows in memory, search, bulk bar with 'Preencher Todas' and 'Salvar todas', the paged list of cows with
 * their fields, saved state and OK, and the step's finalize. A step says what differs through its props.
 */
export function StepScreen<V>(props: StepScreenProps<V>) {
  const { data, cows, isStored } = props;
  const recordOf = props.recordOf ?? ((cow: Cow) => cow);
  const applyChange = props.change ?? merge;
  const user = useSessionUser();
  const { edits, edit, clear } = useRowEdits<V>(`${props.editsKey}:${data.batchIds.join(';')}`);
  const [errors, setErrors] = useState<ReadonlyMap<string, FieldErrors>>(new Map());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const canWrite = can(user, 'management.write', data.context);
  const canFinalize = can(user, 'management.finalize', data.context);
  // A row's OK and 'Salvar todas' save once at a time.
  const rowFlight = useSingleFlightPerKey();
  const allFlight = useSingleFlight();
  const isPhone = usePhoneLayout();

  // A row stored by this screen shows 'Salva', with what was stored, when its transaction commits: the live
  // re-read of the batch comes later. The stored values stand for the row only until a read brings a new
  // record for it, which then shows as read (another device's later change too), see useCommittedRows.
  const cowById = useMemo(() => new Map(cows.map((cow) => [cow.id, cow])), [cows]);
  const read = useMemo(() => [cows, isStored], [cows, isStored]);
  const [committed, setCommitted] = useCommittedRows<Committed<V>>(read, (id, entry) => {
    const cow = cowById.get(id);
    return cow !== undefined && recordOf(cow) !== entry.record && isStored(cow);
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
    return stored && stored.record === recordOf(cow) ? stored.values : defaultsOf(cow);
  };
  const rows: RowView<V>[] = cows.map((cow) => ({ cow, values: valuesOf(cow), saved: isSaved(cow) }));
  const unsaved = rows.filter((row) => !row.saved);
  const shown = useMemo(() => cows.filter((cow) => matchesCowSearch(cow, search)), [cows, search]);

  const check = (list: readonly RowView<V>[]) => {
    const found = new Map<string, FieldErrors>();
    const valid: RowView<V>[] = [];
    for (const row of list) {
      const rowErrors = props.validate(row.cow, row.values);
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
  /** Stores the valid rows; true when every row asked for was stored. */
  const store = async (list: readonly RowView<V>[], bulk: boolean): Promise<boolean> => {
    const valid = check(list);
    if (valid.length === 0) return list.length === 0;
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
      return false;
    }
    const ids = valid.map(({ cow }) => cow.id);
    // Drawn at once: the live query's re-read of the batch, already under way, must not come first.
    flushSync(() => {
      setCommitted((current) => {
        const next = new Map(current);
        for (const { cow, values } of valid) next.set(cow.id, { record: recordOf(cow), values });
        return next;
      });
      clear(ids, new Map(valid.map(({ cow, values }) => [cow.id, values])));
    });
    return valid.length === list.length;
  };
  const saveRow = (cow: Cow) =>
    rowFlight.run(cow.id, () => store([{ cow, values: valuesOf(cow), saved: false }], false));
  const saveAll = async () => (await allFlight.run(() => store(unsaved, true))) ?? false;
  // 'Salvar todas' of the bar (spec §9): its indicator stays at least SAVE_ALL_INDICATOR_MS, so a save done in an
  // instant is still seen, then 'Ok!' says how many rows were stored. Rows refused by their checks keep their
  // messages, and then there is no 'Ok!'.
  const [savedAll, setSavedAll] = useState<number | null>(null);
  const saveAllFromBar = async () => {
    const count = unsaved.length;
    const stored = await allFlight.run(async () => {
      const [done] = await Promise.all([store(unsaved, true), delay(SAVE_ALL_INDICATOR_MS)]);
      return done;
    });
    if (stored) setSavedAll(count);
  };
  const fillAll = () => {
    const fill = props.bulk?.fill;
    if (!fill) return;
    for (const row of unsaved) {
      const filled = typeof fill === 'function' ? fill(row.values) : applyChange(row.cow, row.values, fill);
      edit(row.cow.id, filled);
    }
  };

  // The page's rows, reused while unchanged, so one OK re-renders one row.
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

  // The rows and the parts drawn once (header, bar, dialogs) call the latest state through this ref.
  const change = (cow: Cow, values: V, fieldChange: Partial<V>) =>
    edit(cow.id, applyChange(cow, values, fieldChange));
  const finalizeStart = () => props.finalize.start(rows, { saveAll });
  const actions = useRef({ saveRow, change, saveAll: saveAllFromBar, fillAll, finalizeStart });
  useLayoutEffect(() => {
    actions.current = { saveRow, change, saveAll: saveAllFromBar, fillAll, finalizeStart };
  });

  const batchName = (cow: Cow) => data.batches.find((b) => b.id === cow.loteId)?.nomeLote ?? '';
  const batchNameOf = useRef(batchName);
  batchNameOf.current = batchName;
  const { columns, card } = useStepRows({
    Fields: props.Fields,
    canWrite,
    multiBatch: data.batches.length > 1,
    batchNameOf,
    actions,
  });

  // Drawn again only when what they show changes: an OK or an edit re-renders the row and the counters, not
  // every control of the screen.
  const { title, stepLabel, protocolName, headerDays, notice } = props;
  const protocolLast = isPhone && props.protocolAfterRows === true;
  const extraActions = props.actions;
  const { batches, farm, corral, backTo } = data;
  const finalizeButton = useMemo(
    () => (
      <Button
        variant="contained"
        disabled={!canFinalize}
        onClick={() => actions.current.finalizeStart()}
        sx={{ minHeight: CHUTE_BUTTON_HEIGHT }}
      >
        {FINALIZE_BUTTON()}
      </Button>
    ),
    [canFinalize],
  );
  const protocol = useMemo(
    () => <StepHeader protocolName={protocolName} management={stepLabel} days={headerDays} />,
    [protocolName, stepLabel, headerDays],
  );
  const header = useMemo(() => {
    const crumbs = stepCrumbs({ batches, farm, corral, backTo }, stepLabel);
    // On a phone FINALIZAR is in the bottom bar, in reach of the thumb.
    const headerActions = isPhone ? (
      extraActions
    ) : (
      <>
        {extraActions}
        {finalizeButton}
      </>
    );
    return (
      <>
        <BreadcrumbBar
          dense
          title={title ?? stepLabel}
          crumbs={crumbs}
          actions={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <FarmDetailsButton farmId={farm.id} />
              {headerActions}
            </Box>
          }
        />
        {notice}
        {!protocolLast && protocol}
      </>
    );
  }, [
    batches,
    farm,
    corral,
    backTo,
    title,
    stepLabel,
    notice,
    protocol,
    extraActions,
    finalizeButton,
    isPhone,
    protocolLast,
  ]);

  const bar = useStepBarDialogs(unsaved.length, actions);
  const headerEnd = useRef<HTMLDivElement>(null);
  useCollapsedHeader(
    isPhone,
    headerEnd,
    collapsedStepLine(stepLabel, cows.length - unsaved.length, cows.length),
  );
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(0);
  }, []);
  const saveAllDisabled = !canWrite || unsaved.length === 0 || allFlight.busy;
  return (
    <ChuteTheme>
      <BlockedBatchGate data={data} />
      {header}
      {props.counters?.(rows)}
      {props.info}
      <StepBar
        savedCount={props.counters ? undefined : cows.length - unsaved.length}
        cowCount={cows.length}
        search={search}
        onSearch={onSearch}
        selectors={props.bulk?.selectors}
        canWrite={canWrite}
        canFill={Boolean(props.bulk?.fill)}
        hasFill={props.bulk !== undefined}
        noneUnsaved={unsaved.length === 0}
        savingAll={allFlight.busy}
        withSaveAll={!isPhone}
        onAsk={bar.ask}
      />
      {/* The end of the header, the counters and the bulk bar: past it, the header collapses into one line. */}
      <Box ref={headerEnd} aria-hidden />
      <DataTable
        rows={pageRows}
        count={shown.length}
        columns={columns}
        getRowKey={(view) => view.cow.id}
        label={T.COWS_TABLE_LABEL()}
        emptyMessage={cows.length === 0 ? T.NO_COWS_FOR_STEP() : undefined}
        renderCard={card}
        page={page}
        onPageChange={setPage}
      />
      {protocolLast && protocol}
      {isPhone && (
        <>
          <StepActionBarSpace />
          <StepActionBar>
            <SaveAllButton disabled={saveAllDisabled} busy={allFlight.busy} onAsk={bar.ask} />
            {finalizeButton}
          </StepActionBar>
        </>
      )}
      {bar.dialogs}
      {props.finalize.dialogs}
      <Snackbar
        open={savedAll !== null}
        autoHideDuration={4000}
        onClose={() => setSavedAll(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" role="status" onClose={() => setSavedAll(null)}>
          <AlertTitle>{OK_TITLE()}</AlertTitle>
          {savedAllCows(savedAll ?? 0)}
        </Alert>
      </Snackbar>
    </ChuteTheme>
  );
}
