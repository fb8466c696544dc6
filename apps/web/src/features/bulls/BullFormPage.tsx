import { BUTTON_CANCEL, BUTTON_EDIT, BUTTON_SAVE } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/bulls';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import {
  type BullFormValues,
  bullFieldsFromForm,
  bullFormFromRecord,
  validateBullForm,
} from '@gestar/domain/rules/forms/bull-form';
import { Button, CircularProgress, Paper } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { domainResolver } from '../../ui/domain-resolver.ts';
import { guardEnterSubmit } from '../../ui/forms/enter-submit.ts';
import { NotOnDevice } from '../../ui/NotOnDevice.tsx';
import { useSaveError } from '../../ui/SaveErrorNotice.tsx';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { BULL_TEXT_LIMITS, BullFormFields } from './BullFormFields.tsx';
import { partidasPath } from './BullListPage.tsx';
import { bullFields, createBull, updateBull } from './bull-writes.ts';
import { DeleteBullButton } from './DeleteBullButton.tsx';
import { useFarmBulls } from './use-bulls.ts';

type Mode = 'create' | 'view' | 'edit';

/** /farms/{id}/bulls/create, /{bullId} (view) and /{bullId}/update (with Deletar) (spec §2, §5 'Bull'). */
export function BullFormPage({ mode }: { mode: Mode }) {
  const { id, bullId } = useParams();
  const data = useFarmBulls(id);
  if (data === undefined) return <CircularProgress aria-label={LOADING_LABEL()} />;
  const bull = bullId ? data?.bulls.find((candidate) => candidate.id === bullId) : undefined;
  if (!data || !id || (mode !== 'create' && !bull))
    return <NotOnDevice title={T.BULL_NOT_FOUND()} farmId={id} />;
  return <BullForm key={`${mode}:${bullId ?? ''}`} mode={mode} data={data} bull={bull ?? null} />;
}

type Data = NonNullable<ReturnType<typeof useFarmBulls>>;

function BullForm({ mode, data, bull }: { mode: Mode; data: Data; bull: Data['bulls'][number] | null }) {
  const navigate = useNavigate();
  const user = useSessionUser();
  // One save at a time: a double click or Enter does not save twice.
  const flight = useSingleFlight();
  const saving = flight.busy;
  const { guard, notice } = useSaveError();
  // What the form loaded: the save writes only what differs from it.
  const [loaded] = useState(() => bullFormFromRecord(bull));
  const { control, handleSubmit } = useForm<BullFormValues>({
    defaultValues: loaded,
    resolver: domainResolver(validateBullForm, BULL_TEXT_LIMITS),
  });
  const mayWrite = can(user, 'bull.write', data.permission);
  const readOnly = mode === 'view' || !mayWrite;
  const listPage = `/farms/${data.farm.id}/bulls`;
  const title =
    mode === 'create' ? T.NEW_BULL_TITLE() : mode === 'edit' ? T.EDIT_BULL_TITLE() : (bull?.nome ?? '');

  const submit = handleSubmit(async (values) => {
    if (readOnly || !user) return;
    const saved = await guard(async () => {
      const fields = bullFields(bullFieldsFromForm(values));
      if (bull) await updateBull(bull.id, bullFields(bullFieldsFromForm(loaded)), fields);
      else await createBull(fields, { fazendaId: data.farm.id, usuarioId: user.id });
    });
    if (saved) navigate(listPage);
  });

  const actions =
    mode === 'view' && bull ? (
      <>
        <Button onClick={() => navigate(listPage)}>{T.BACK()}</Button>
        <Button variant="outlined" onClick={() => navigate(partidasPath(bull.id))}>
          {T.LOTS_BUTTON()}
        </Button>
        <Button
          variant="contained"
          disabled={!mayWrite}
          onClick={() => navigate(`${listPage}/${bull.id}/update`)}
        >
          {BUTTON_EDIT()}
        </Button>
      </>
    ) : (
      <>
        {bull && (
          <DeleteBullButton
            bull={bull}
            disabled={!can(user, 'bull.delete', data.permission)}
            onDeleted={() => navigate(listPage)}
          />
        )}
        <Button onClick={() => navigate(listPage)}>{BUTTON_CANCEL()}</Button>
        <Button variant="contained" type="submit" form="bull-form" disabled={readOnly || saving}>
          {BUTTON_SAVE()}
        </Button>
      </>
    );

  return (
    <>
      <BreadcrumbBar
        title={title}
        crumbs={[
          { label: data.farm.nome, to: `/farms/${data.farm.id}` },
          { label: T.BULLS_TITLE(), to: listPage },
          { label: title },
        ]}
        actions={actions}
      />
      <Paper
        component="form"
        id="bull-form"
        noValidate
        onSubmit={flight.onSubmit(submit)}
        onKeyDown={guardEnterSubmit(can(user, 'form.enterSubmit'))}
        sx={{ p: 2 }}
      >
        <BullFormFields control={control} readOnly={readOnly} />
      </Paper>
      {notice}
    </>
  );
}
