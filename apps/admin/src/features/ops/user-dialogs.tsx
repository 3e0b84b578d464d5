import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ROLE_LABELS, type User, userCreateSchema, userEntity } from '@oficina/core';
import { toast } from '@site/features/toasts';
import type { FormEventHandler, ReactNode } from 'react';
import {
  type FieldError,
  type UseFormRegisterReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { EditorDialog } from '../../components/editor-dialog';
import { SelectField, SwitchField, TextField } from '../../components/fields';
import { bindFields, EntityFields, wordsOf } from '../../kit';
import { httpStatusOf } from '../../lib/errors';
import { reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { PasswordField } from './password-field';
import {
  changedFields,
  editDefaults,
  NEW_USER,
  ROLE_OPTIONS,
  type UserEditForm,
  userEditFormSchema,
} from './user-form';

/** The server's message first; these fixed fallbacks only when it sent none. */
export const USER_FAILED = {
  create: 'Failed to create users',
  update: 'Failed to update users',
  delete: 'Failed to delete users',
} as const;

const PASSWORD_RULES = 'Pelo menos 8 caracteres.';
const words = userEntity.fields;

/**
 * Laid out by hand: the two dialogs share who the account is and what it may do, and an admin
 * editing their own account sees their role and state instead of inputs. Any other declared
 * field is drawn by EntityFields.
 */
const LAID_OUT = ['username', 'email', 'role', 'is_active'] as const;

/** A taken username or e-mail (409) is also shown next to its field. */
function reportUserError(
  error: unknown,
  setError: UseFormSetError<{ username: string; email: string }>,
  fallback: string,
) {
  const message = reportSaveError(error, setError, fallback);
  if (httpStatusOf(error) === 409)
    setError(message === MESSAGES.emailTaken ? 'email' : 'username', { type: 'server', message });
}

/** Who the account is: the same two fields, with the same rules, when creating and editing. */
function IdentityFields({
  username,
  email,
  errors,
}: {
  username: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  errors: { username?: FieldError; email?: FieldError };
}) {
  return (
    <>
      <TextField
        {...wordsOf(words.username)}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...username}
      />
      <TextField
        {...wordsOf(words.email)}
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...email}
      />
    </>
  );
}

/** What the account may do, and whether it may sign in at all. */
function AccessFields({
  role,
  active,
  roleError,
  activeHint,
}: {
  role: UseFormRegisterReturn;
  active: UseFormRegisterReturn;
  roleError?: FieldError;
  /** Said after the declared hint: what deactivating does in this dialog. */
  activeHint?: string;
}) {
  return (
    <>
      <SelectField
        {...wordsOf(words.role)}
        options={ROLE_OPTIONS}
        error={roleError?.message}
        {...role}
      />
      <SwitchField
        label={words.is_active.label}
        hint={[words.is_active.hint, activeHint].filter(Boolean).join(' ')}
        {...active}
      />
    </>
  );
}

/** The dialog and its form, the same for a new account and an edited one. */
function UserDialog({
  formId,
  onSubmit,
  children,
  ...dialog
}: {
  title: string;
  formId: string;
  dirty: boolean;
  saving: boolean;
  submitLabel?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <EditorDialog open formId={formId} {...dialog}>
      <form id={formId} className="admin-form" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </EditorDialog>
  );
}

type CreateForm = z.input<typeof userCreateSchema>;

export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<CreateForm, unknown, z.output<typeof userCreateSchema>>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: NEW_USER,
  });
  const { errors } = form.formState;
  const create = trpc.users.create.useMutation({
    onSuccess: async (user) => {
      toast.success(`Usuário ${user.username} criado`);
      form.reset(form.getValues());
      await utils.users.list.invalidate();
      // The dashboard's "no e-mail" notice reads the signed-in account from auth.me.
      if (self) await utils.auth.me.invalidate();
      onClose();
    },
    onError: (error) => reportUserError(error, form.setError, USER_FAILED.create),
  });

  return (
    <UserDialog
      title="Novo usuário"
      formId="user-create-form"
      dirty={form.formState.isDirty}
      saving={create.isPending}
      submitLabel="Criar usuário"
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
    >
      <IdentityFields
        username={form.register('username')}
        email={form.register('email')}
        errors={errors}
      />
      <PasswordField
        label="Senha"
        required
        autoComplete="new-password"
        hint={PASSWORD_RULES}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <AccessFields
        role={form.register('role')}
        active={form.register('is_active')}
        roleError={errors.role}
      />
      <EntityFields entity={userEntity} editor={bindFields(form)} skip={LAID_OUT} />
    </UserDialog>
  );
}

export function EditUserDialog({
  user,
  self,
  onClose,
}: {
  user: User;
  self: boolean;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const form = useForm<UserEditForm, unknown, z.output<typeof userEditFormSchema>>({
    resolver: zodResolver(userEditFormSchema),
    defaultValues: editDefaults(user),
  });
  const { errors } = form.formState;
  const update = trpc.users.update.useMutation({
    onSuccess: async (saved) => {
      toast.success(`Usuário ${saved.username} atualizado`);
      form.reset(form.getValues());
      await utils.users.list.invalidate();
      // The dashboard's "no e-mail" notice reads the signed-in account from auth.me.
      if (self) await utils.auth.me.invalidate();
      onClose();
    },
    onError: (error) => reportUserError(error, form.setError, USER_FAILED.update),
  });

  const submit = form.handleSubmit((values) => {
    const changes = changedFields(user, values);
    if (Object.keys(changes).length === 0) {
      toast.info('Nenhuma alteração para salvar');
      onClose();
      return;
    }
    update.mutate({ id: user.id, ...changes });
  });

  return (
    <UserDialog
      title={`Editar ${user.username}`}
      formId="user-edit-form"
      dirty={form.formState.isDirty}
      saving={update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <IdentityFields
        username={form.register('username')}
        email={form.register('email')}
        errors={errors}
      />
      <PasswordField
        label="Nova senha"
        autoComplete="new-password"
        hint={
          self
            ? `Deixe em branco para manter a senha atual. ${PASSWORD_RULES} Ao trocar a sua própria senha, você precisará entrar de novo.`
            : `Deixe em branco para manter a senha atual. ${PASSWORD_RULES} Trocar a senha encerra as sessões abertas deste usuário.`
        }
        error={errors.password?.message}
        {...form.register('password')}
      />
      {self ? (
        <div className="admin-notice ops-self-note">
          <p>
            Papel: <strong>{ROLE_LABELS[user.role]}</strong> · Situação:{' '}
            <strong>{user.is_active ? 'Ativo' : 'Inativo'}</strong>
          </p>
          <p className="admin-field__hint">
            Você não pode mudar o seu próprio papel nem desativar a sua própria conta.
          </p>
        </div>
      ) : (
        <AccessFields
          role={form.register('role')}
          active={form.register('is_active')}
          roleError={errors.role}
          activeHint="Desativar encerra as sessões abertas."
        />
      )}
      <EntityFields entity={userEntity} editor={bindFields(form)} skip={LAID_OUT} />
    </UserDialog>
  );
}
