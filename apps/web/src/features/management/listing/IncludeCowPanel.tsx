import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import type { D0FormValues } from '@gestar/domain/management/d0-step';
import { d0SavePlan, newCowDefaults } from '@gestar/domain/management/d0-step';
import {
  finishIncludePatch,
  type IncludedHandling,
  pendingHandlings,
} from '@gestar/domain/management/include-cow';
import { CANCEL_INCLUDE_TITLE, confirmCancelInclude } from '@gestar/domain/messages/batch-listing';
import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import * as L from '@gestar/domain/messages/labels/batch-listing';
import { INCLUDE_COW_BUTTON } from '@gestar/domain/messages/management';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import type { StepData } from '../engine/use-step-data.ts';
import { CowForm, type CowFormOptions, type RepeatedCow } from '../steps/CowForm.tsx';
import { cancelInclude, finishInclude, includeCow } from '../writes/include-writes.ts';
import { type HandlingOptions, IncludedHandlings } from './IncludedHandlings.tsx';

type Props = {
  data: StepData;
  batch: LocalEntity<'lotes'>;
  /** The cow blocking the batch, once the form has saved her. */
  blocking: LocalEntity<'d0s'> | undefined;
  handlings: readonly IncludedHandling[];
  formOptions: CowFormOptions;
  handlingOptions: HandlingOptions;
  lookup: DomainLookup;
  userId: string;
  canWrite: boolean;
  repeatedCheck: (values: D0FormValues) => Promise<RepeatedCow | null>;
  guard: <T>(save: () => Promise<T>) => Promise<{ value: T } | null>;
  onClose: () => void;
};

/**
 * Incluir Matriz (spec §2, §4): the cow form; saving blocks the batch with the cow, then her IATF and DG
 * handlings are filled. 'Concluir inclusão' unblocks once none is pending; 'Cancelar inclusão' deletes the cow
 * with her records and unblocks. Everything is read back from the device, so a reload resumes here.
 */
export function IncludeCowPanel(props: Props) {
  const { data, batch, blocking, handlings, lookup, canWrite, guard } = props;
  const [form, setForm] = useState<D0FormValues>(() => newCowDefaults(batch, props.userId));
  const [warnRepeated, setWarnRepeated] = useState(true);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const finishing = useSingleFlight();
  const id1Ref = useRef<HTMLInputElement | null>(null);
  const id2Ref = useRef<HTMLInputElement | null>(null);
  const liveCows = data.cows.filter((cow) => !cow.isDeleted);

  const onSave = async (values: D0FormValues) => {
    const plan = d0SavePlan(values, {
      mode: 'create',
      management: 'D0',
      otherCowCodes: liveCows.map((cow) => cow.codVaca ?? ''),
      batchHasDay: Boolean(batch.dias),
      bullOfPartida: (id) => data.partidas.find((p) => p.id === id)?.touroId ?? null,
      now: new Date().toISOString(),
    });
    await guard(() => includeCow(plan, batch.id));
  };

  if (!blocking) {
    return (
      <Box component="section" aria-label={INCLUDE_COW_BUTTON()} sx={{ mb: 2 }}>
        <CowForm
          values={form}
          onChange={setForm}
          mode="create"
          management="D0"
          otherCowCodes={liveCows.map((cow) => cow.codVaca ?? '')}
          options={props.formOptions}
          canWrite={canWrite}
          warnRepeated={warnRepeated}
          onWarnRepeatedChange={setWarnRepeated}
          repeatedCheck={props.repeatedCheck}
          onSave={onSave}
          onCancelEdit={props.onClose}
          id1Ref={id1Ref}
          id2Ref={id2Ref}
        />
        <Button onClick={props.onClose} sx={{ minHeight: 44 }}>
          {BUTTON_CANCEL()}
        </Button>
      </Box>
    );
  }

  const iatf = data.iatfs.find((r) => !r.isDeleted && r.vacaId === blocking.id && r.loteId === batch.id);
  const pending = pendingHandlings(handlings, { cow: blocking, iatf }, lookup);
  const finish = finishIncludePatch(batch, blocking.id, pending);
  const code = blocking.codVaca ?? blocking.codLeitorBastao ?? '';
  return (
    <Paper component="section" aria-label={L.HANDLINGS_TITLE()} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {L.includingCow(code)}
      </Typography>
      <IncludedHandlings
        cow={blocking}
        iatf={iatf}
        handlings={handlings}
        options={props.handlingOptions}
        lookup={lookup}
        canWrite={canWrite}
        bullOfPartida={(id) => data.partidas.find((p) => p.id === id)?.touroId ?? null}
        guard={guard}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          disabled={!canWrite || finish === null || finishing.busy}
          onClick={() =>
            void finishing.run(async () => {
              if (finish && (await guard(() => finishInclude(batch.id, finish)))) props.onClose();
            })
          }
          sx={{ minHeight: 48 }}
        >
          {L.FINISH_INCLUDE()}
        </Button>
        <Button
          color="error"
          disabled={!canWrite}
          onClick={() => setConfirmCancel(true)}
          sx={{ minHeight: 48 }}
        >
          {L.CANCEL_INCLUDE()}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirmCancel}
        title={CANCEL_INCLUDE_TITLE()}
        message={confirmCancelInclude(code)}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={L.CANCEL_INCLUDE()}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={async () => {
          setConfirmCancel(false);
          if (await guard(() => cancelInclude(blocking))) props.onClose();
        }}
      />
    </Paper>
  );
}
