import { confirmDeleteCorral, NEW_CORRAL_TITLE } from '@gestar/domain/messages/batches';
import { BUTTON_CANCEL, BUTTON_SAVE } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/corrals';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { type CorralFormValues, validateCorralForm } from '@gestar/domain/rules/forms/corral-form';
import { entityTextLimits } from '@gestar/domain/rules/forms/text-limits';
import { Button, CircularProgress, Paper } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { retiroRepository } from '../../local-db/repositories.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { domainResolver } from '../../ui/domain-resolver.ts';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { guardEnterSubmit } from '../../ui/forms/enter-submit.ts';
import { NotOnDevice } from '../../ui/NotOnDevice.tsx';
import { useSaveError } from '../../ui/SaveErrorNotice.tsx';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { deleteCorral } from './corral-writes.ts';
import { useFarmCorrals } from './use-corral.ts';

const CORRAL_TEXT_LIMITS = entityTextLimits('retiros') as Readonly<Record<keyof CorralFormValues, number>>;

/** /farms/{farmId}/corrals/create ('Novo Retiro') and /farms/{farmId}/corrals/{id}/update (spec §2, §5). */
export function CorralFormPage() {
  const { farmId, id } = useParams();
  const data = useFarmCorrals(farmId);
  if (data === undefined) return <CircularProgress aria-label={LOADING_LABEL()} />;
  const corral = id ? data?.retiros.find((retiro) => retiro.id === id) : undefined;
  if (!data || !farmId || (id && !corral))
    return <NotOnDevice title={T.CORRAL_NOT_FOUND()} farmId={farmId} />;
  return (
    <CorralForm
      key={id ?? 'new'}
      farmId={farmId}
      farmName={data.farm.nome}
      corral={corral ?? null}
      otherNames={data.retiros.filter((retiro) => retiro.id !== id).map((retiro) => retiro.nome)}
      context={data.context}
    />
  );
}

type CorralFormProps = {
  farmId: string;
  farmName: string;
  corral: { id: string; nome: string } | null;
  otherNames: string[];
  context: NonNullable<ReturnType<typeof useFarmCorrals>>['context'];
};

function CorralForm({ farmId, farmName, corral, otherNames, context }: CorralFormProps) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { guard, notice } = useSaveError();
  // One save at a time: a double click or Enter does not save twice.
  const flight = useSingleFlight();
  const { control, handleSubmit } = useForm<CorralFormValues>({
    defaultValues: { nome: corral?.nome ?? '' },
    resolver: domainResolver(
      (values: CorralFormValues) =>
        validateCorralForm(values, { otherNames, originalName: corral?.nome ?? null }),
      CORRAL_TEXT_LIMITS,
    ),
  });
  const mayWrite = can(user, 'corral.write', context);
  const mayDelete = can(user, 'corral.delete', context);
  const farmPage = `/farms/${farmId}`;
  const back = corral ? `${farmPage}/corrals/${corral.id}` : farmPage;

  const submit = handleSubmit(async ({ nome }) => {
    if (!mayWrite) return;
    const name = (nome ?? '').trim();
    const saved = await guard(async () =>
      corral
        ? (await retiroRepository.update(corral.id, { nome: name })).id
        : (await retiroRepository.post({ nome: name, fazendaId: farmId })).id,
    );
    if (saved) navigate(`${farmPage}/corrals/${saved.value}`);
  });

  return (
    <>
      <BreadcrumbBar
        title={corral ? T.EDIT_CORRAL_TITLE() : NEW_CORRAL_TITLE()}
        crumbs={[
          { label: farmName, to: farmPage },
          ...(corral ? [{ label: corral.nome, to: back }] : []),
          { label: corral ? T.EDIT_CORRAL_TITLE() : NEW_CORRAL_TITLE() },
        ]}
        actions={
          <>
            {corral && (
              <Button
                color="error"
                variant="outlined"
                disabled={!mayDelete}
                onClick={() => setConfirmDelete(true)}
              >
                {T.DELETE()}
              </Button>
            )}
            <Button onClick={() => navigate(back)}>{BUTTON_CANCEL()}</Button>
            <Button variant="contained" type="submit" form="corral-form" disabled={!mayWrite || flight.busy}>
              {BUTTON_SAVE()}
            </Button>
          </>
        }
      />
      <Paper
        component="form"
        id="corral-form"
        noValidate
        onSubmit={flight.onSubmit(submit)}
        onKeyDown={guardEnterSubmit(can(user, 'form.enterSubmit'))}
        sx={{ p: 2 }}
      >
        <FormTextField
          control={control}
          name="nome"
          maxLength={CORRAL_TEXT_LIMITS.nome}
          label={T.LABEL_CORRAL_NAME()}
          fullWidth
          required
          autoFocus
          disabled={!mayWrite}
        />
      </Paper>
      <ConfirmDialog
        open={confirmDelete}
        title={T.DELETE()}
        message={confirmDeleteCorral(corral?.nome ?? '')}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={T.DELETE()}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          setConfirmDelete(false);
          if (!corral || (await guard(() => deleteCorral(corral.id)))) navigate(farmPage);
        }}
      />
      {notice}
    </>
  );
}
