import {
  ATTENTION_TITLE,
  BUTTON_CANCEL,
  BUTTON_DELETE,
  BUTTON_SAVE,
  ERROR_TITLE,
  SUCCESS_TITLE,
} from '@gestar/domain/messages/common';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import {
  CONFIRM_DELETE_USER,
  EDIT_USER_TITLE,
  NEW_USER_BUTTON,
  USER_INSERT_ERROR_TITLE,
  USER_SAVED,
  USERS_TITLE,
} from '@gestar/domain/messages/users';
import { can } from '@gestar/domain/permissions/can';
import { roleChoicesFor } from '@gestar/domain/permissions/user-admin';
import { changedFields } from '@gestar/domain/rules/forms/changed-fields';
import { userSavedOutcome, validateUserForm } from '@gestar/domain/rules/forms/user-form';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { type SessionUser, useSession } from '../../auth-session/screen-session.ts';
import { syncEngine } from '../../sync/app-sync.ts';
import { useOnline } from '../../sync/connectivity.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { domainResolver } from '../../ui/domain-resolver.ts';
import { failureNotice, type Notice, offlineNotice } from '../../ui/failure-notice.ts';
import { guardEnterSubmit } from '../../ui/forms/enter-submit.ts';
import { useServerValue } from '../../ui/use-server-value.ts';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { USER_TEXT_LIMITS, UserFormFieldsGrid } from './UserFormFieldsGrid.tsx';
import { EMPTY_USER_FORM, formToPayload, type UserFormFields, userToForm } from './user-form-fields.ts';
import { type AdminUser, createUser, deleteUser, fetchUser, updateUser } from './users-api.ts';

/** /users/create and /users/{id} (spec §2, §5). */
export function UserFormPage() {
  const { id } = useParams();
  const session = useSession();
  const actor = session.status === 'ready' ? session.user : null;
  if (!actor) return null;
  if (!id) return <UserForm actor={actor} target={null} />;
  return <EditUser key={id} id={id} actor={actor} />;
}

function EditUser({ id, actor }: { id: string; actor: SessionUser }) {
  const loaded = useServerValue((signal) => fetchUser(id, signal), ERROR_TITLE(), id);
  if (loaded.status === 'loading') return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (loaded.status === 'failed') {
    return (
      <>
        <BreadcrumbBar
          title={EDIT_USER_TITLE()}
          crumbs={[{ label: USERS_TITLE(), to: '/users' }, { label: EDIT_USER_TITLE() }]}
        />
        <Alert severity="warning">
          <AlertTitle>{loaded.notice.title}</AlertTitle>
          {loaded.notice.message}
        </Alert>
      </>
    );
  }
  return <UserForm actor={actor} target={loaded.value} />;
}

type Shown = Notice & { afterwards?: () => void };

function UserForm({ actor, target }: { actor: SessionUser; target: AdminUser | null }) {
  const navigate = useNavigate();
  const online = useOnline();
  const [notice, setNotice] = useState<Shown | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const initial = target ? userToForm(target) : EMPTY_USER_FORM;
  const { control, handleSubmit, setValue, watch } = useForm<UserFormFields>({
    defaultValues: initial,
    resolver: domainResolver<UserFormFields>(validateUserForm, USER_TEXT_LIMITS),
  });

  const subject = target && {
    id: target.id,
    roles: target.roles,
    createdByUserId: target.createdByUserId,
    superiorId: target.superiorId,
  };
  const roles = roleChoicesFor(actor, target?.roles ?? []);
  const mayWrite = subject
    ? can(actor, 'user.update', { target: subject, roles: target.roles })
    : roles.length > 0;
  const mayDelete = subject !== null && can(actor, 'user.delete', subject);

  // Spec §6: an administrator goes back to the list; others are told it worked while a sync brings the user.
  const done = (mensagem?: string) => {
    // The server's word on what is still to come (a confirmation link for one's own new e-mail) is always shown.
    if (userSavedOutcome(actor) === 'back-to-list' && !mensagem) {
      navigate('/users');
      return;
    }
    void syncEngine.sync();
    setNotice({
      title: SUCCESS_TITLE(),
      message: mensagem ? `${USER_SAVED()} ${mensagem}` : USER_SAVED(),
      afterwards: () => navigate('/users'),
    });
  };

  // One save at a time: a double click or Enter does not save twice.
  const flight = useSingleFlight();
  const submit = handleSubmit(async (fields) => {
    if (!mayWrite || busy) return;
    if (!online) {
      setNotice(offlineNotice());
      return;
    }
    setBusy(true);
    try {
      const payload = formToPayload(fields, target ? initial.role : null);
      // An edit sends only what the user changed (PUT keeps absent fields), so it overwrites nobody else's.
      if (target) {
        const { mensagem } = await updateUser(
          target.id,
          changedFields(formToPayload(initial, initial.role), payload),
        );
        done(mensagem);
      } else {
        await createUser(payload);
        done();
      }
    } catch (error) {
      setNotice(failureNotice(error, target ? ERROR_TITLE() : USER_INSERT_ERROR_TITLE()));
    } finally {
      setBusy(false);
    }
  });

  const askDelete = () => (online ? setConfirmDelete(true) : setNotice(offlineNotice()));
  const remove = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await deleteUser(target.id);
      setConfirmDelete(false);
      if (userSavedOutcome(actor) === 'alert-and-sync') void syncEngine.sync();
      navigate('/users');
    } catch (error) {
      setConfirmDelete(false);
      setNotice(failureNotice(error, ERROR_TITLE()));
    } finally {
      setBusy(false);
    }
  };

  const title = target ? EDIT_USER_TITLE() : NEW_USER_BUTTON();
  return (
    <>
      <BreadcrumbBar
        title={title}
        crumbs={[{ label: USERS_TITLE(), to: '/users' }, { label: target?.nomeCompleto ?? title }]}
        actions={
          <>
            {target && (
              <Button color="error" variant="outlined" disabled={!mayDelete || busy} onClick={askDelete}>
                {BUTTON_DELETE()}
              </Button>
            )}
            <Button onClick={() => navigate('/users')}>{BUTTON_CANCEL()}</Button>
            <Button
              variant="contained"
              type="submit"
              form="user-form"
              disabled={!mayWrite || busy || flight.busy}
            >
              {BUTTON_SAVE()}
            </Button>
          </>
        }
      />
      <Paper
        component="form"
        id="user-form"
        noValidate
        onSubmit={flight.onSubmit(submit)}
        onKeyDown={guardEnterSubmit(can(actor, 'form.enterSubmit'))}
        sx={{ p: 2 }}
      >
        <UserFormFieldsGrid
          control={control}
          setValue={setValue}
          watch={watch}
          roles={roles}
          disabled={!mayWrite}
        />
        <Box component="button" type="submit" hidden aria-hidden tabIndex={-1} />
      </Paper>
      <ConfirmDialog
        open={confirmDelete}
        title={ATTENTION_TITLE()}
        message={CONFIRM_DELETE_USER()}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={BUTTON_DELETE()}
        busy={busy}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={remove}
      />
      <ConfirmDialog
        open={notice !== null}
        title={notice?.title ?? ''}
        message={notice?.message}
        onConfirm={() => {
          const afterwards = notice?.afterwards;
          setNotice(null);
          afterwards?.();
        }}
      />
    </>
  );
}
