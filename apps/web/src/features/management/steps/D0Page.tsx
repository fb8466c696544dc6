import { cowLookupOutcome, movableMatch, typedCowCode } from '@gestar/domain/management/cow-lookup';
import {
  cowFormFromRecord,
  type D0FormValues,
  d0SavePlan,
  newCowDefaults,
} from '@gestar/domain/management/d0-step';
import { type CowMovePlan, cowMovePlan } from '@gestar/domain/management/move-cow';
import { protocolHeader } from '@gestar/domain/management/protocol-header';
import * as T from '@gestar/domain/messages/labels/management';
import { COW_MOVED, FINALIZE_BUTTON } from '@gestar/domain/messages/management';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { Button, CircularProgress, Snackbar } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { FarmDetailsButton } from '../../../ui/FarmDetailsButton.tsx';
import { BlockedBatchGate } from '../engine/BlockedBatchGate.tsx';
import { CHUTE_BUTTON_HEIGHT, ChuteTheme } from '../engine/chute-theme.tsx';
import { DeleteCowDialog } from '../engine/DeleteCowDialog.tsx';
import { farmCowsOutside } from '../engine/farm-cows.ts';
import { RegisterSemenButton } from '../engine/RegisterSemenButton.tsx';
import { StepActionBarSpace, usePhoneLayout } from '../engine/StepActionBar.tsx';
import { StepHeader } from '../engine/StepHeader.tsx';
import { stepCrumbs } from '../engine/step-crumbs.ts';
import { useFinalize } from '../engine/use-finalize.tsx';
import { type StepData, useStepData } from '../engine/use-step-data.ts';
import { cowFormOptions } from '../listing/cow-form-options.ts';
import { deleteCow, moveCowIntoBatch, saveD0Cow } from '../writes/cow-writes.ts';
import { CowForm, type CowFormOptions, type RepeatedCow } from './CowForm.tsx';
import { D0CowList } from './D0CowList.tsx';

type Cow = StepData['cows'][number];

/** /D0/:ids and /D0IATF/:ids (spec §2 D0 and D0/IATF screens). */
export function D0Page({ management }: { management: 'D0' | 'D0IATF' }) {
  const { ids } = useParams();
  const data = useStepData(ids);
  const values = useDomainValues();
  const user = useSessionUser();
  if (data === undefined || values === undefined || !user)
    return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!data) return <BreadcrumbBar title={T.BATCHES_NOT_FOUND()} />;
  return (
    <D0Screen
      key={data.batchIds.join(';')}
      management={management}
      data={data}
      domainValues={values}
      userId={user.id}
    />
  );
}

function D0Screen({
  management,
  data,
  domainValues,
  userId,
}: {
  management: 'D0' | 'D0IATF';
  data: StepData;
  domainValues: NonNullable<ReturnType<typeof useDomainValues>>;
  userId: string;
}) {
  const user = useSessionUser();
  const lookup = useDomainLookup(domainValues);
  const [batch] = data.batches;
  const protocol = batch ? data.protocolOf(batch) : undefined;
  const stepLabel = management === 'D0' ? 'D0' : 'D0/IATF';
  const canWrite = can(user, 'cow.write', data.context);
  const canDelete = can(user, 'cow.delete', data.context);
  const canFinalize = can(user, 'management.finalize', data.context);
  const isPhone = usePhoneLayout();

  const { people, partidas } = data;
  const options: CowFormOptions = useMemo(
    () => cowFormOptions({ people, partidas }, domainValues),
    [people, partidas, domainValues],
  );

  const defaults = () =>
    batch ? newCowDefaults(batch, userId) : newCowDefaults({ id: '', dias: null }, userId);
  const [form, setForm] = useState<D0FormValues>(defaults);
  const [editing, setEditing] = useState<Cow | null>(null);
  const [warnRepeated, setWarnRepeated] = useState(true);
  const [moved, setMoved] = useState(false);
  const [toDelete, setToDelete] = useState<Cow | null>(null);
  const id1Ref = useRef<HTMLInputElement | null>(null);
  const id2Ref = useRef<HTMLInputElement | null>(null);
  const lastIdField = useRef<'id1' | 'id2'>('id1');

  const liveCows = data.cows.filter((cow) => !cow.isDeleted);
  const iatfByCow = new Map(data.iatfs.filter((r) => !r.isDeleted).map((r) => [r.vacaId, r]));
  const otherCowCodes = liveCows.filter((cow) => cow.id !== editing?.id).map((cow) => cow.codVaca ?? '');
  // A typed ID not yet saved is a cow not saved (spec §8 'Existem matrizes que não foram salvas.'); on
  // D0/IATF a cow without her IATF entry is one too.
  const draftPending = Boolean(form.codVaca?.trim() || form.codLeitorBastao?.trim()) || editing !== null;
  const unsavedCount =
    (draftPending ? 1 : 0) +
    (management === 'D0IATF' ? liveCows.filter((cow) => !iatfByCow.has(cow.id)).length : 0);

  const finalize = useFinalize({
    kind: management,
    data,
    lookup,
    userId,
    records: management === 'D0IATF' ? { iatfs: true } : {},
  });

  const restart = (previous: D0FormValues) => {
    // The next cow keeps the last one's breed, order, device… (a corral's cows are alike): only IDs,
    // weight, calving date and observations start empty.
    setForm({
      ...previous,
      codVaca: null,
      codLeitorBastao: null,
      peso_EM: null,
      dataPartoIndividual: null,
      observacaoD0: null,
      observacaoIatf: null,
    });
    setEditing(null);
    const target = lastIdField.current === 'id2' ? id2Ref : id1Ref;
    requestAnimationFrame(() => target.current?.focus());
  };

  const onSave = async (values: D0FormValues) => {
    if (!batch) return;
    lastIdField.current = values.codVaca?.trim() ? 'id1' : 'id2';
    const plan = d0SavePlan(values, {
      mode: editing ? 'edit' : 'create',
      management,
      otherCowCodes,
      batchHasDay: Boolean((editing ? data.batches.find((b) => b.id === editing.loteId) : batch)?.dias),
      bullOfPartida: (id) => data.partidas.find((p) => p.id === id)?.touroId ?? null,
      now: new Date().toISOString(),
    });
    await saveD0Cow(plan, editing?.loteId ?? batch.id, editing?.id);
    restart(values);
  };

  const repeatedCheck = async (values: D0FormValues): Promise<RepeatedCow | null> => {
    const code = typedCowCode(values);
    const farmCows = await farmCowsOutside(data.farm.id, data.batchIds, lookup);
    const outcome = cowLookupOutcome(code, farmCows);
    if (outcome.kind !== 'found') return null;
    // A new cow here may be the one of another batch of the farm: she can move instead of being registered twice.
    const match = editing ? undefined : movableMatch(code, farmCows);
    const plan = match && batch ? cowMovePlan(match, match.batch, batch) : undefined;
    if (!match || plan?.kind !== 'move') return { message: outcome.message };
    return { message: outcome.message, move: () => moveHere(values, match, plan) };
  };

  const moveHere = async (
    values: D0FormValues,
    cow: { id: string; loteId: string },
    move: Extract<CowMovePlan, { kind: 'move' }>,
  ) => {
    if (!batch) return;
    lastIdField.current = values.codVaca?.trim() ? 'id1' : 'id2';
    const plan = d0SavePlan(values, {
      mode: 'create',
      management,
      otherCowCodes,
      batchHasDay: Boolean(batch.dias),
      bullOfPartida: (id) => data.partidas.find((p) => p.id === id)?.touroId ?? null,
      now: new Date().toISOString(),
    });
    await moveCowIntoBatch(cow, plan, move);
    setMoved(true);
    restart(values);
  };

  const startEdit = (cow: Cow) => {
    const iatf = iatfByCow.get(cow.id);
    setEditing(cow);
    setForm({
      ...cowFormFromRecord(cow),
      ...(iatf
        ? {
            partidaId: iatf.partidaId,
            inseminadorId: iatf.usuarioId,
            ecc: iatf.ecc,
            gnhr: iatf.gnhr,
            cioRetirada: iatf.cioRetirada,
            temperamento: iatf.temperamento,
            observacaoIatf: iatf.observacao,
          }
        : {}),
    });
    window.scrollTo({ top: 0 });
  };

  const crumbs = stepCrumbs(data, stepLabel);
  // Beside 'Salvar Matriz' (a tap per cow) in a phone's bottom bar, FINALIZAR (once a batch) is the lesser button.
  const finalizeButton = (
    <Button
      variant={isPhone ? 'outlined' : 'contained'}
      disabled={!canFinalize}
      onClick={() => void finalize.start(() => ({ cowCount: liveCows.length, unsavedCount }))}
      sx={{ minHeight: CHUTE_BUTTON_HEIGHT }}
    >
      {FINALIZE_BUTTON()}
    </Button>
  );

  return (
    <ChuteTheme>
      <BlockedBatchGate data={data} />
      {/* On a phone FINALIZAR is in the bottom bar, beside 'Salvar Matriz' (CowForm). */}
      <BreadcrumbBar
        dense
        title={stepLabel}
        crumbs={crumbs}
        actions={
          <>
            <FarmDetailsButton farmId={data.farm.id} />
            {management === 'D0IATF' && (
              <RegisterSemenButton
                batchIds={data.batchIds}
                management="D0IATF"
                disabled={!can(user, 'semen.register')}
              />
            )}
            {!isPhone && finalizeButton}
          </>
        }
      />
      <StepHeader
        protocolName={protocol?.name ?? ''}
        management={stepLabel}
        days={protocol ? protocolHeader(protocol, lookup) : []}
      />
      <CowForm
        values={form}
        onChange={setForm}
        mode={editing ? 'edit' : 'create'}
        management={management}
        otherCowCodes={otherCowCodes}
        options={options}
        canWrite={canWrite}
        warnRepeated={warnRepeated}
        onWarnRepeatedChange={setWarnRepeated}
        repeatedCheck={repeatedCheck}
        onSave={onSave}
        onCancelEdit={() => restart(defaults())}
        id1Ref={id1Ref}
        id2Ref={id2Ref}
        finalizeButton={finalizeButton}
      />
      <D0CowList
        cows={liveCows}
        domainValues={domainValues}
        canWrite={canWrite}
        canDelete={canDelete}
        onEdit={startEdit}
        onDelete={setToDelete}
      />
      {isPhone && <StepActionBarSpace />}
      <DeleteCowDialog
        cow={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={async (cow) => {
          await deleteCow(cow);
          if (editing?.id === cow.id) restart(defaults());
          setToDelete(null);
        }}
      />
      {finalize.dialogs}
      <Snackbar
        open={moved}
        message={COW_MOVED()}
        autoHideDuration={5000}
        onClose={() => setMoved(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </ChuteTheme>
  );
}
