import type { DomainTypeKey } from '@gestar/domain/lists/domain-ids';
import { DG_FINAL_OBSERVATIONS, OBS_NOT_APPLICABLE } from '@gestar/domain/lists/observations';
import {
  cowGestation,
  type DgFinalRowValues,
  dgFinalBatchPatch,
  dgFinalCowPatches,
  dgFinalFinalizeBlock,
  dgFinalRowChange,
  dgFinalRowDefaults,
  dgFinalRowRecord,
  isDgFinalRowSaved,
  isShownInDgFinal,
  validateDgFinalRow,
} from '@gestar/domain/management/dg-final-step';
import { dgCounters } from '@gestar/domain/management/dg-step';
import { protocolHeader } from '@gestar/domain/management/protocol-header';
import { DATE_PLACEHOLDER } from '@gestar/domain/messages/common';
import {
  DG_FINAL_TITLE,
  GESTATION_LOSS,
  gestationLine,
  DG_FINAL_COLUMN_LABELS as L,
} from '@gestar/domain/messages/labels/dg';
import * as T from '@gestar/domain/messages/labels/management';
import {
  DG_FINAL_DATE_LABEL,
  FINAL_DIAGNOSIS_LABEL,
  IATF_DATE_LABEL,
} from '@gestar/domain/messages/management';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { isEmptyConditionId, isPregnantConditionId } from '@gestar/domain/rules/dg-fields';
import { calendarDayOf, displayText, formatDate, listValueLabel } from '@gestar/domain/rules/display';
import { iatfDate } from '@gestar/domain/rules/iatf-dates';
import { LABEL_DG_FINAL } from '@gestar/domain/rules/next-management';
import { WEIGHT_FIELD } from '@gestar/domain/rules/number-field';
import { Box, Chip, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { optionsOf, useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { fromIsoDate, maskDate, toIsoDate } from '../../../ui/forms/date-input.ts';
import { NumberField } from '../../../ui/forms/NumberField.tsx';
import { useKeptText } from '../engine/row-state.ts';
import { type Cow, type StepFieldsProps, StepScreen } from '../engine/StepScreen.tsx';
import { type StepData, useStepData } from '../engine/use-step-data.ts';
import { saveDgFinalRow, saveDgFinalRows } from '../writes/diagnosis-writes.ts';
import { CowDescription } from './cow-description.tsx';
import { DiagnosisCounters } from './DiagnosisCounters.tsx';
import { type Option, SelectField } from './SelectField.tsx';
import { useDgFinalize } from './use-dg-finalize.tsx';

type DomainValues = NonNullable<ReturnType<typeof useDomainValues>>;

/** /DGFinal/:id (spec §2 'DG Final'); `id` may be several batch ids. */
export function DgFinalPage() {
  const { id } = useParams();
  const data = useStepData(id);
  const values = useDomainValues();
  const user = useSessionUser();
  if (data === undefined || values === undefined || !user)
    return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!data) return <BreadcrumbBar title={T.BATCHES_NOT_FOUND()} />;
  return <DgFinalScreen data={data} domainValues={values} userId={user.id} />;
}

type FinalOptions = Record<'condicao' | 'ecc' | 'tipoPrenhe' | 'cl' | 'observacao', Option[]>;

function makeFields(options: FinalOptions, lookup: ReturnType<typeof useDomainLookup>) {
  return function DgFinalFields({ values, onChange, errors, disabled }: StepFieldsProps<DgFinalRowValues>) {
    const select = (
      name: keyof ReturnType<typeof L> & keyof DgFinalRowValues,
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
    const empty = isEmptyConditionId(values.condicaoDGFinal, lookup);
    return (
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(120px, 1fr))' },
        }}
      >
        {/* 'Diagnóstico Final' and 'Prenhe IATF' do not fit half a 390 px card: the whole row on a phone. */}
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 1' } }}>
          {select('condicaoDGFinal', options.condicao, 'option')}
        </Box>
        {select('ecC_Final', options.ecc, 'ecc')}
        {isPregnantConditionId(values.condicaoDGFinal, lookup) &&
          select('tipoPrenheFinal', options.tipoPrenhe)}
        {empty && select('clFinal', options.cl)}
        {empty && (
          <NumberField
            size="small"
            label={L().pesoBezerro}
            rule={WEIGHT_FIELD}
            value={values.pesoBezerro}
            onChange={(text) => onChange({ pesoBezerro: text })}
            error={errors.pesoBezerro}
            disabled={disabled}
          />
        )}
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
          {select('observacao_DG_Final', options.observacao)}
        </Box>
        {values.perdaGestacao && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Chip color="error" size="small" label={GESTATION_LOSS()} />
          </Box>
        )}
      </Box>
    );
  };
}

function DgFinalScreen({
  data,
  domainValues,
  userId,
}: {
  data: StepData;
  domainValues: DomainValues;
  userId: string;
}) {
  const lookup = useDomainLookup(domainValues);
  const [first] = data.batches;
  const protocol = first ? data.protocolOf(first) : undefined;
  const cows = useMemo(() => data.cows.filter(isShownInDgFinal), [data]);
  const defaults = useCallback((cow: Cow) => dgFinalRowDefaults(cow, lookup), [lookup]);
  // Kept like the rows' edits: a reload before Finalizar keeps the typed date.
  const [date, setDate] = useKeptText(`DG Final:${data.batchIds.join(';')}:dataDgFinal`);
  const [bulkCondition, setBulkCondition] = useState<string | null>(null);

  const options = useMemo(() => {
    const list = (type: DomainTypeKey) =>
      optionsOf(domainValues, type).map((v) => ({ id: v.id, label: listValueLabel(type, v.valor) }));
    return {
      condicao: list('condicaoDGFinal'),
      ecc: list('ecc'),
      tipoPrenhe: list('tipoPrenhe'),
      cl: list('cl'),
      observacao: [OBS_NOT_APPLICABLE, ...DG_FINAL_OBSERVATIONS].map((obs) => ({
        id: obs,
        label: displayText(obs),
      })),
    };
  }, [domainValues]);
  // The same element while nothing of it changes, so the bulk bar is not drawn again after each save.
  const selectors = useMemo(
    () => (
      <SelectField
        label={FINAL_DIAGNOSIS_LABEL()}
        value={bulkCondition}
        options={options.condicao}
        onChange={setBulkCondition}
        minWidth={200}
      />
    ),
    [bulkCondition, options],
  );
  const headerDays = useMemo(() => (protocol ? protocolHeader(protocol, lookup) : []), [protocol, lookup]);
  const Fields = useMemo(() => makeFields(options, lookup), [options, lookup]);
  const today = calendarDayOf(new Date());
  // Kept while what it reads is: a save then redraws one row, not every description.
  const { batches, protocolOf, iatfs, partidas } = data;
  const describe = useCallback(
    (cow: Cow, values: DgFinalRowValues) => {
      const batch = batches.find((b) => b.id === cow.loteId) ?? batches[0];
      const own = batch ? protocolOf(batch) : undefined;
      // The row as typed: a cow changed to Vazia no longer shows a gestation.
      const shown = { ...cow, ...values };
      const gestation = batch && own ? cowGestation(shown, batch, own, today, lookup) : null;
      return (
        <>
          <CowDescription iatfs={iatfs} partidas={partidas} cow={cow} />
          {gestation && (
            <Typography variant="body2" color={gestation.overdue ? 'error' : 'text.secondary'}>
              {gestationLine(gestation.days, formatDate(gestation.calving))}
            </Typography>
          )}
        </>
      );
    },
    [batches, protocolOf, iatfs, partidas, today, lookup],
  );

  const finalize = useDgFinalize({
    data,
    userId,
    // The receipt's type and the edits' key are codes, the same whatever language the screen reads.
    tipo: LABEL_DG_FINAL,
    plan: (stored, batches) => {
      const cowPatches = dgFinalCowPatches(stored.filter(isShownInDgFinal), date);
      const patchOf = new Map(cowPatches.map(({ id, patch }) => [id, patch]));
      const after = stored.map((cow) => ({ ...cow, ...patchOf.get(cow.id) }));
      const batchPatches = new Map(
        batches.map((batch) => [
          batch.id,
          dgFinalBatchPatch(
            batch,
            after.filter((cow) => cow.loteId === batch.id),
          ),
        ]),
      );
      return { cowPatches, batchPatches };
    },
  });

  const expected = first && protocol ? iatfDate(first.dataIatf, protocol, lookup) : null;
  return (
    <StepScreen<DgFinalRowValues>
      title={DG_FINAL_TITLE()}
      stepLabel={DG_FINAL_TITLE()}
      editsKey={LABEL_DG_FINAL}
      data={data}
      protocolName={protocol?.name ?? ''}
      headerDays={headerDays}
      cows={cows}
      defaults={defaults}
      isStored={isDgFinalRowSaved}
      change={(cow, values, change) => dgFinalRowChange(cow, values, change, lookup)}
      validate={(_cow, values) => validateDgFinalRow(values, lookup)}
      save={(cow, values) => saveDgFinalRow(cow.id, dgFinalRowRecord(values))}
      saveMany={(rows) =>
        saveDgFinalRows(rows.map(({ cow, values }) => ({ cowId: cow.id, values: dgFinalRowRecord(values) })))
      }
      Fields={Fields}
      describe={describe}
      counters={(rows) => (
        <DiagnosisCounters
          counters={dgCounters(
            rows.map((row) => ({
              saved: row.saved,
              condition: row.values.condicaoDGFinal,
              cl: row.values.clFinal,
            })),
            lookup,
          )}
        />
      )}
      protocolAfterRows
      info={
        <Paper
          sx={{
            p: { xs: 1.5, md: 2 },
            mb: { xs: 1, md: 2 },
            display: 'flex',
            // One row on a phone too (the date under its label): the first cow shows without scrolling.
            flexWrap: { xs: 'nowrap', md: 'wrap' },
            gap: { xs: 1, md: 2 },
            alignItems: 'center',
          }}
        >
          <Typography sx={{ flex: { xs: '1 1 0', md: '0 1 auto' } }}>
            {IATF_DATE_LABEL()}: {expected ? formatDate(expected) : '—'}
          </Typography>
          {/* Typed DD/MM/YYYY whatever the browser's language, like every date of the app. */}
          <TextField
            size="small"
            label={DG_FINAL_DATE_LABEL()}
            value={fromIsoDate(date)}
            onChange={(event) => setDate(toIsoDate(maskDate(event.target.value)))}
            placeholder={DATE_PLACEHOLDER()}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
            sx={{ flex: { xs: '0 0 180px', md: '0 1 auto' } }}
          />
        </Paper>
      }
      bulk={{
        fill: bulkCondition ? { condicaoDGFinal: bulkCondition } : null,
        selectors,
      }}
      finalize={{
        start: (rows) =>
          finalize.start(() =>
            dgFinalFinalizeBlock({
              cowCount: rows.length,
              unsavedCount: rows.filter((row) => !row.saved).length,
              date,
            }),
          ),
        dialogs: finalize.dialogs,
      }}
    />
  );
}
