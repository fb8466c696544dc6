import type { Touro } from '@gestar/domain/entities/bull';
import { BUTTON_CANCEL, BUTTON_SAVE } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/bulls';
import { HOME_TITLE, LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { routeIds, semenBackPath } from '@gestar/domain/rules/bulls';
import {
  type BullFormValues,
  bullFieldsFromForm,
  bullFormFromRecord,
  validateBullForm,
} from '@gestar/domain/rules/forms/bull-form';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { domainResolver } from '../../ui/domain-resolver.ts';
import { guardEnterSubmit } from '../../ui/forms/enter-submit.ts';
import { useSaveError } from '../../ui/SaveErrorNotice.tsx';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { BULL_TEXT_LIMITS, BullFormFields } from './BullFormFields.tsx';
import { partidasPath } from './BullListPage.tsx';
import { BullTable } from './BullTable.tsx';
import { bullFields, createBull, updateBull } from './bull-writes.ts';
import { DeleteBullButton } from './DeleteBullButton.tsx';
import { useAllBulls } from './use-bulls.ts';

/**
 * /bulls/create-for-all/batch/{batchId}/management/{management} (spec §2 'Global bull registration', the
 * SÊMEN menu): a bull of the user's own catalogue (no farm; lots are copied to farms on the partidas page),
 * and every bull on the device. Opened from a management screen, it keeps the way back there.
 */
export function GlobalBullsPage() {
  const { batchId, management } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const bulls = useAllBulls();
  const [editing, setEditing] = useState<Touro | null>(null);
  if (bulls === undefined || !user) return <CircularProgress aria-label={LOADING_LABEL()} />;
  const back = semenBackPath(batchId, management);
  const openPartidas = (bull: Touro) =>
    navigate(partidasPath(bull.id, routeIds(batchId), routeIds(management)));
  return (
    <>
      <BreadcrumbBar
        title={T.GLOBAL_BULLS_TITLE()}
        crumbs={[{ label: HOME_TITLE(), to: '/' }, { label: T.GLOBAL_BULLS_TITLE() }]}
        actions={
          back !== '/' && (
            <Button variant="outlined" onClick={() => navigate(back)}>
              {T.BACK_TO_MANAGEMENT()}
            </Button>
          )
        }
      />
      <GlobalBullForm
        key={editing?.id ?? 'new'}
        bull={editing}
        userId={user.id}
        mayWrite={can(user, 'bull.write', { farm: null, ownerId: editing?.usuarioId ?? user.id })}
        onDone={() => setEditing(null)}
      />
      <Box sx={{ mt: 2 }}>
        <BullTable
          rows={bulls.map(({ bull, farmName, permission }) => ({
            bull,
            farmName,
            canEdit: can(user, 'bull.write', permission),
          }))}
          showFarm
          onOpen={openPartidas}
          onEdit={(bull) =>
            bull.fazendaId ? navigate(`/farms/${bull.fazendaId}/bulls/${bull.id}/update`) : setEditing(bull)
          }
        />
      </Box>
    </>
  );
}

type FormProps = { bull: Touro | null; userId: string; mayWrite: boolean; onDone: () => void };

function GlobalBullForm({ bull, userId, mayWrite, onDone }: FormProps) {
  // One save at a time: a double click or Enter does not save twice.
  const flight = useSingleFlight();
  const saving = flight.busy;
  const { guard, notice } = useSaveError();
  // What the form loaded: the save writes only what differs from it.
  const [loaded] = useState(() => bullFormFromRecord(bull));
  const { control, handleSubmit, reset } = useForm<BullFormValues>({
    defaultValues: loaded,
    resolver: domainResolver(validateBullForm, BULL_TEXT_LIMITS),
  });
  const submit = handleSubmit(async (values) => {
    if (!mayWrite) return;
    const saved = await guard(async () => {
      const fields = bullFields(bullFieldsFromForm(values));
      if (bull) await updateBull(bull.id, bullFields(bullFieldsFromForm(loaded)), fields);
      else await createBull(fields, { fazendaId: null, usuarioId: userId });
    });
    if (!saved) return;
    reset(bullFormFromRecord(null));
    onDone();
  });
  return (
    <Paper
      component="form"
      id="global-bull-form"
      aria-label={bull ? T.EDIT_BULL_TITLE() : T.NEW_BULL_TITLE()}
      noValidate
      onSubmit={flight.onSubmit(submit)}
      onKeyDown={guardEnterSubmit(mayWrite)}
      sx={{ p: 2 }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {bull ? T.EDIT_BULL_TITLE() : T.NEW_BULL_TITLE()}
      </Typography>
      <BullFormFields control={control} readOnly={!mayWrite} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
        {bull && <DeleteBullButton bull={bull} disabled={!mayWrite} onDeleted={onDone} />}
        {bull && <Button onClick={onDone}>{BUTTON_CANCEL()}</Button>}
        <Button variant="contained" type="submit" disabled={!mayWrite || saving}>
          {BUTTON_SAVE()}
        </Button>
      </Box>
      {notice}
    </Paper>
  );
}
