import type { DomainTypeKey } from '@gestar/domain/lists/domain-ids';
import { DG_OBSERVATIONS, OBS_NOT_APPLICABLE } from '@gestar/domain/lists/observations';
import {
  dgRessincFinalizePlan,
  isDgRessincRowSaved,
  validateDgRessincRow,
} from '@gestar/domain/management/dg-ressinc';
import { dgRowTarget } from '@gestar/domain/management/dg-row-target';
import {
  asksResyncD0Fields,
  type DgKind,
  type DgRowValues,
  dgCounters,
  dgFinalizeBlock,
  dgFinalizePatch,
  dgManagement,
  dgRowChange,
  dgRowDefaults,
  isDgOnD0,
  isDgRowSaved,
  isShownInDg,
  validateDgRow,
} from '@gestar/domain/management/dg-step';
import { protocolHeader } from '@gestar/domain/management/protocol-header';
import { DG_COLUMN_LABELS as L } from '@gestar/domain/messages/labels/dg';
import * as T from '@gestar/domain/messages/labels/management';
import {
  DEVICE_USE_LABEL,
  DIAGNOSIS_LABEL,
  IATF_DATE_LABEL,
  PREGNANCY_DIAGNOSIS_TITLE,
} from '@gestar/domain/messages/management';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { isEmptyConditionId, isPregnantConditionId } from '@gestar/domain/rules/dg-fields';
import { displayText, formatDate, listValueLabel } from '@gestar/domain/rules/display';
import { iatfDate } from '@gestar/domain/rules/iatf-dates';
import { WEIGHT_FIELD } from '@gestar/domain/rules/number-field';
import { dgFinalizeOmissions } from '@gestar/domain/rules/resync';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { optionsOf, useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { NumberField } from '../../../ui/forms/NumberField.tsx';
import { type Cow, type StepFieldsProps, StepScreen } from '../engine/StepScreen.tsx';
import { type StepData, useStepData } from '../engine/use-step-data.ts';
import { type DgRow, saveDgRow, saveDgRows } from '../writes/diagnosis-writes.ts';
import { CowDescription, iatfRecordOf } from './cow-description.tsx';
import { DiagnosisCounters } from './DiagnosisCounters.tsx';
import { type Option, SelectField } from './SelectField.tsx';
import { useDgFinalize } from './use-dg-finalize.tsx';
import { type ResyncChildren, useResyncChildren } from './use-resync-children.ts';
import { type ResyncRound, useResyncRound } from './use-resync-round.ts';

type DomainValues = NonNullable<ReturnType<typeof useDomainValues>>;

/** /DG/:id and /DGRessinc/:id (spec §2 'DG / DGRessinc screen'); `id` may be several batch ids. */
export function DgPage({ kind }: { kind: DgKind }) {
  const { id } = useParams();
  const data = useStepData(id);
  const values = useDomainValues();
  const children = useResyncChildren(data?.batchIds ?? []);
  const round = useResyncRound(data ?? undefined, kind === 'DGRessinc');
  const user = useSessionUser();
  if (data === undefined || values === undefined || children === undefined || round === undefined || !user)
    return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!data) return <BreadcrumbBar title={T.BATCHES_NOT_FOUND()} />;
  return (
    <DgScreen
      kind={kind}
      data={data}
      domainValues={values}
      resync={children}
      round={kind === 'DGRessinc' ? round : null}
      userId={user.id}
    />
  );
}

type DgOptions = Record<
  'condicaoDG' | 'ecc' | 'tipoPrenhe' | 'cl' | 'device' | 'use' | 'observacao',
  Option[]
>;

function makeFields(
  options: DgOptions,
  asksD0Fields: (condicaoDG: string | null) => boolean,
  lookup: ReturnType<typeof useDomainLookup>,
) {
  return function DgFields({ values, onChange, errors, disabled }: StepFieldsProps<DgRowValues>) {
    const select = (
      name: keyof DgRowValues & keyof ReturnType<typeof L>,
      list: Option[],
      voice?: 'ecc' | 'option',
    ) => (
      <SelectField
        label={L()[name]}
        value={values[name] as string | null}
        options={list}
        onChange={(value) => onChange({ [name]: value })}
        error={errors[name]}
        disabled={disabled}
        voice={voice}
      />
    );
    const pregnant = isPregnantConditionId(values.condicaoDG, lookup);
    const empty = isEmptyConditionId(values.condicaoDG, lookup);
    return (
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(120px, 1fr))' },
        }}
      >
        {/* Beside its microphone, half a 390 px card left 'Diagnóstico' under the ▾ (and cut 'Descarte
            Prenhe'): the whole row on a phone, as in DG Final. */}
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 1' } }}>
          {select('condicaoDG', options.condicaoDG, 'option')}
        </Box>
        {select('eccDG', options.ecc, 'ecc')}
        {pregnant && select('tipoPrenhe', options.tipoPrenhe)}
        {empty && select('clVazia', options.cl)}
        {asksD0Fields(values.condicaoDG) && (
          <>
            <Box sx={{ gridColumn: '1 / -1' }}>{select('dispositivoIntravaginal', options.device)}</Box>
            {select('numero_Uso_Disp', options.use)}
            <NumberField
              size="small"
              label={L().peso_d0resync}
              rule={WEIGHT_FIELD}
              value={values.peso_d0resync}
              onChange={(text) => onChange({ peso_d0resync: text })}
              error={errors.peso_d0resync}
              disabled={disabled}
            />
          </>
        )}
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
          {select('observacaoDG', options.observacao)}
        </Box>
      </Box>
    );
  };
}

function DgScreen({
  kind,
  data,
  domainValues,
  resync: children,
  round,
  userId,
}: {
  kind: DgKind;
  data: StepData;
  domainValues: DomainValues;
  resync: ResyncChildren;
  /** DG/D0 and DG/{day}: the rows of the round before the resync (use-resync-round). */
  round: ResyncRound | null;
  userId: string;
}) {
  const lookup = useDomainLookup(domainValues);
  const [first] = data.batches;
  const protocol = first ? data.protocolOf(first) : undefined;
  const batchOf = (cow: Cow) => data.batches.find((b) => b.id === cow.loteId) ?? first;
  const managementOf = (cow: Cow) => {
    const batch = batchOf(cow);
    const own = batch ? data.protocolOf(batch) : undefined;
    return dgManagement(kind, batch ?? { dias: null }, own ?? { managementProtocols: [] }, lookup);
  };
  const management = first
    ? dgManagement(kind, first, protocol ?? { managementProtocols: [] }, lookup)
    : { route: kind, day: null, label: kind };
  const onD0 = isDgOnD0(management, lookup);
  const cows = useMemo(
    () =>
      round
        ? round.rows.map((row) => row.view)
        : data.cows.filter((cow) => isShownInDg(cow, iatfRecordOf(data.iatfs, cow)?.observacao)),
    [data, round],
  );
  // The semen and observations of the round a DG/D0 row diagnoses are on its parent batch's IATF records.
  const describedIatfs = useMemo(
    () => (round ? [...data.iatfs, ...round.parentIatfs] : data.iatfs),
    [data.iatfs, round],
  );
  // Kept while the IATF records, semen and round are: a save then redraws one row, not every description.
  const describe = useCallback(
    (cow: Cow) => (
      <CowDescription
        iatfs={describedIatfs}
        partidas={data.partidas}
        cow={round?.rowOf(cow.id)?.parent ?? cow}
      />
    ),
    [describedIatfs, data.partidas, round],
  );

  const options = useMemo(() => {
    const list = (type: DomainTypeKey) =>
      optionsOf(domainValues, type).map((v) => ({ id: v.id, label: listValueLabel(type, v.valor) }));
    return {
      condicaoDG: list('condicaoDG'),
      ecc: list('ecc'),
      tipoPrenhe: list('tipoPrenhe'),
      cl: list('cl'),
      device: list('dispositivo'),
      use: list('numeroUsoDispositivo'),
      observacao: [OBS_NOT_APPLICABLE, ...DG_OBSERVATIONS].map((obs) => ({
        id: obs,
        label: displayText(obs),
      })),
    };
  }, [domainValues]);
  const headerDays = useMemo(() => (protocol ? protocolHeader(protocol, lookup) : []), [protocol, lookup]);
  // The fields component stays the same across renders (a new one would remount every row's selects).
  const Fields = useMemo(
    () => makeFields(options, (condicaoDG) => asksResyncD0Fields(onD0, condicaoDG, lookup), lookup),
    [options, onD0, lookup],
  );

  const [bulkCondition, setBulkCondition] = useState<string | null>(null);
  const [bulkUse, setBulkUse] = useState<string | null>(null);
  const fill: Partial<DgRowValues> | null =
    bulkCondition || bulkUse
      ? {
          ...(bulkCondition ? { condicaoDG: bulkCondition } : {}),
          ...(onD0 && bulkUse ? { numero_Uso_Disp: bulkUse } : {}),
        }
      : null;

  // The same element while nothing of it changes, so the bulk bar is not drawn again after each save.
  const selectors = useMemo(
    () => (
      <>
        <SelectField
          label={DIAGNOSIS_LABEL()}
          value={bulkCondition}
          options={options.condicaoDG}
          onChange={setBulkCondition}
          minWidth={180}
        />
        {onD0 && (
          <SelectField
            label={DEVICE_USE_LABEL()}
            value={bulkUse}
            options={options.use}
            onChange={setBulkUse}
            minWidth={140}
          />
        )}
      </>
    ),
    [bulkCondition, bulkUse, onD0, options],
  );

  // On DG/D0 the resync whose cows would all be pregnant is this screen's own batch.
  const resyncBatch = round
    ? (first ?? null)
    : (data.batches.map((b) => children.childOf(b.id)).find(Boolean) ?? null);
  const finalize = useDgFinalize({
    data,
    userId,
    tipo: management.label,
    dnDay: onD0 ? undefined : management.day,
    extraBatchIds: round?.parentBatchIds,
    plan: (stored, batches) => {
      if (round)
        return dgRessincFinalizePlan({
          resyncBatches: batches.filter((batch) => data.batchIds.includes(batch.id)),
          parentBatches: batches.filter((batch) => round.parentBatchIds.includes(batch.id)),
          cows: stored,
          protocolOf: (batch) => data.protocolOf(batch) ?? { managementProtocols: [] },
          lookup,
        });
      const cowPatches = batches.flatMap((batch) => {
        const child = children.childOf(batch.id);
        const own = stored.filter((cow) => cow.loteId === batch.id);
        return child
          ? dgFinalizeOmissions(own, children.cows, lookup).map(({ id, omit_from_dg_final }) => ({
              id,
              patch: { omit_from_dg_final },
            }))
          : [];
      });
      const batchPatches = new Map(
        batches.map((batch) => [
          batch.id,
          dgFinalizePatch(
            kind,
            batch,
            data.protocolOf(batch) ?? { managementProtocols: [] },
            stored.filter((cow) => cow.loteId === batch.id),
            lookup,
          ),
        ]),
      );
      return { cowPatches, batchPatches };
    },
  });

  const expected = first && protocol ? iatfDate(first.dataIatf, protocol, lookup) : null;
  const rowOf = (cow: Cow, values: DgRowValues): DgRow => {
    const entry = round?.rowOf(cow.id);
    return dgRowTarget(cow, values, {
      management: managementOf(cow),
      lookup,
      round: entry && { parent: entry.parent, copy: entry.copy },
      existingChild: children.copyOf(cow.id),
      resyncBatchId: children.childOf(cow.loteId)?.id ?? null,
    });
  };

  return (
    <StepScreen<DgRowValues>
      title={PREGNANCY_DIAGNOSIS_TITLE()}
      stepLabel={management.label}
      editsKey={management.label}
      data={data}
      protocolName={protocol?.name ?? ''}
      headerDays={headerDays}
      cows={cows}
      defaults={dgRowDefaults}
      isStored={round ? (cow) => isDgRessincRowSaved(cow, onD0, lookup) : isDgRowSaved}
      change={(_cow, values, change) => dgRowChange(values, change, { now: new Date(), lookup })}
      validate={(_cow, values) =>
        round ? validateDgRessincRow(values, onD0, lookup) : validateDgRow(values, lookup)
      }
      save={(cow, values) => {
        const row = rowOf(cow, values);
        return saveDgRow(row.cow, row.plan, row.existingChild);
      }}
      saveMany={(rows) => saveDgRows(rows.map(({ cow, values }) => rowOf(cow, values)))}
      Fields={Fields}
      describe={describe}
      counters={(rows) => (
        <DiagnosisCounters
          counters={dgCounters(
            rows.map((row) => ({
              saved: row.saved,
              condition: row.values.condicaoDG,
              cl: row.values.clVazia,
            })),
            lookup,
          )}
        />
      )}
      info={
        <Typography sx={{ mb: { xs: 1, md: 2 } }}>
          {IATF_DATE_LABEL()}: {expected ? formatDate(expected) : '—'}
        </Typography>
      }
      protocolAfterRows
      bulk={{
        fill,
        selectors,
      }}
      finalize={{
        start: (rows) =>
          finalize.start(() =>
            dgFinalizeBlock(
              {
                cows: rows.map((row) => row.values),
                unsavedCount: rows.filter((row) => !row.saved).length,
                resyncBatch,
              },
              lookup,
            ),
          ),
        dialogs: finalize.dialogs,
      }}
    />
  );
}
