import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ROLE_LABELS, type User, userCreateSchema } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../features/toasts';
import { useAuth } from '../auth/use-auth';
import { AdminPage } from '../components/admin-page';
import { useConfirm, useConfirmDelete } from '../components/confirm-dialog';
import { EditorDialog } from '../components/editor-dialog';
import { SelectField, SwitchField, TextField } from '../components/fields';
import { EmptyState, QueryState } from '../components/query-state';
import { formatDateTime, formatLongDateTime } from '../features/ops/format';
import { PasswordField } from '../features/ops/password-field';
import {
  changedFields,
  editDefaults,
  NEW_USER,
  ROLE_OPTIONS,
  type UserEditForm,
  userEditFormSchema,
} from '../features/ops/user-form';
import { httpStatusOf } from '../lib/errors';
import { reportSaveError } from '../lib/forms';
import { trpc } from '../lib/trpc';
import '../features/ops/ops.css';

export const Route = createFileRoute('/users')({ component: UsersPage });

/** The server's message first; these fixed fallbacks only when it sent none. */
const FAILED = {
  create: 'Failed to create users',
  update: 'Failed to update users',
  delete: 'Failed to delete users',
} as const;

const SELF_NOTE = 'Você não pode desativar nem excluir a sua própria conta.';
const PASSWORD_RULES = 'Pelo menos 8 caracteres.';
const ROLE_HINT =
  'Só administradores entram neste painel. Usuário, Visualizador e Gerente valem para o acesso pela API.';

const EMAIL_HINT =
  'Opcional. Para onde vai o link de “Esqueci minha senha” e, se nenhum e-mail estiver nas configurações, os avisos de novas mensagens (administradores).';

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

type Editing = { mode: 'create' } | { mode: 'edit'; user: User } | null;

function UsersPage() {
  const list = trpc.users.list.useQuery();
  const auth = useAuth();
  const myId = auth.status === 'authenticated' ? auth.user.id : null;
  const [editing, setEditing] = useState<Editing>(null);
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const confirmDelete = useConfirmDelete();

  const toggle = trpc.users.toggleStatus.useMutation({
    onSuccess: async (user) => {
      toast.success(
        user.is_active ? `Usuário ${user.username} ativado` : `Usuário ${user.username} desativado`,
      );
      await utils.users.list.invalidate();
    },
    onError: (error) => reportSaveError(error, undefined, FAILED.update),
  });
  const remove = trpc.users.delete.useMutation({
    onSuccess: async () => {
      toast.success('Usuário excluído');
      await utils.users.list.invalidate();
    },
    onError: (error) => reportSaveError(error, undefined, FAILED.delete),
  });

  const askToggle = async (user: User) => {
    if (user.is_active) {
      const ok = await confirm({
        title: `Desativar ${user.username}?`,
        message: (
          <p>
            <strong>{user.username}</strong> não poderá mais entrar, e as sessões abertas dessa
            conta serão encerradas. Você pode ativar de novo quando quiser.
          </p>
        ),
        confirmLabel: 'Desativar',
        danger: true,
      });
      if (!ok) return;
    }
    toggle.mutate({ id: user.id });
  };

  return (
    <AdminPage
      title="Usuários"
      description="Quem pode entrar no painel. Desative uma conta para bloquear o acesso sem apagá-la."
      actions={
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          <Plus aria-hidden="true" size={18} />
          Novo usuário
        </button>
      }
    >
      <QueryState query={list} loadingLabel="Carregando usuários…">
        {(users) =>
          users.length === 0 ? (
            <EmptyState>Nenhum usuário cadastrado.</EmptyState>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="admin-sr-only">Usuários do painel</caption>
                <thead>
                  <tr>
                    <th scope="col">Usuário</th>
                    <th scope="col">Papel</th>
                    <th scope="col">Situação</th>
                    <th scope="col">Último acesso</th>
                    <th scope="col">Criado em</th>
                    <th scope="col">
                      <span className="admin-sr-only">Ações</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {users.map((user) => {
                    const self = user.id === myId;
                    const busy =
                      (toggle.isPending && toggle.variables?.id === user.id) ||
                      (remove.isPending && remove.variables?.id === user.id);
                    return (
                      <tr key={user.id}>
                        <th scope="row" data-label="Usuário">
                          {user.username}
                          {self ? <span className="admin-badge ops-you">você</span> : null}
                        </th>
                        <td data-label="Papel">{ROLE_LABELS[user.role]}</td>
                        <td data-label="Situação">
                          <span
                            className={`admin-badge ${user.is_active ? 'admin-badge--on' : 'admin-badge--off'}`}
                          >
                            {user.is_active ? 'Ativo' : 'Inativo'}
                          </span>
                        </td>
                        <td data-label="Último acesso">
                          {user.last_login ? (
                            <time
                              dateTime={user.last_login}
                              title={formatLongDateTime(user.last_login)}
                            >
                              {formatDateTime(user.last_login)}
                            </time>
                          ) : (
                            <span className="admin-muted">Nunca entrou</span>
                          )}
                        </td>
                        <td data-label="Criado em">
                          <time dateTime={user.created_at}>{formatDateTime(user.created_at)}</time>
                        </td>
                        <td className="admin-table__actions ops-row-actions">
                          <button
                            type="button"
                            className="admin-btn admin-btn--small"
                            onClick={() => setEditing({ mode: 'edit', user })}
                          >
                            <Pencil aria-hidden="true" size={16} />
                            Editar<span className="admin-sr-only"> {user.username}</span>
                          </button>
                          <button
                            type="button"
                            className="admin-btn admin-btn--small"
                            aria-disabled={self || busy || undefined}
                            title={self ? SELF_NOTE : undefined}
                            onClick={() => {
                              if (self) toast.info(SELF_NOTE);
                              else if (!busy) void askToggle(user);
                            }}
                          >
                            <Power aria-hidden="true" size={16} />
                            {user.is_active ? 'Desativar' : 'Ativar'}
                            <span className="admin-sr-only"> {user.username}</span>
                          </button>
                          <button
                            type="button"
                            className="admin-btn admin-btn--small admin-btn--danger-ghost"
                            aria-disabled={self || busy || undefined}
                            title={self ? SELF_NOTE : undefined}
                            onClick={async () => {
                              if (self) toast.info(SELF_NOTE);
                              else if (!busy && (await confirmDelete('o usuário', user.username))) {
                                remove.mutate({ id: user.id });
                              }
                            }}
                          >
                            <Trash2 aria-hidden="true" size={16} />
                            Excluir<span className="admin-sr-only"> {user.username}</span>
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      {editing?.mode === 'create' ? <CreateUser onClose={() => setEditing(null)} /> : null}
      {editing?.mode === 'edit' ? (
        <EditUser
          key={editing.user.id}
          user={editing.user}
          self={editing.user.id === myId}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}

type CreateForm = z.input<typeof userCreateSchema>;

function CreateUser({ onClose }: { onClose: () => void }) {
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
      onClose();
    },
    onError: (error) => reportUserError(error, form.setError, FAILED.create),
  });

  return (
    <EditorDialog
      open
      title="Novo usuário"
      formId="user-create-form"
      dirty={form.formState.isDirty}
      saving={create.isPending}
      submitLabel="Criar usuário"
      onClose={onClose}
    >
      <form
        id="user-create-form"
        className="admin-form"
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
        noValidate
      >
        <TextField
          label="Usuário"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="Letras minúsculas, números, ponto, hífen ou sublinhado (mínimo 3)."
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={EMAIL_HINT}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Senha"
          required
          autoComplete="new-password"
          hint={PASSWORD_RULES}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <SelectField
          label="Papel"
          options={ROLE_OPTIONS}
          hint={ROLE_HINT}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <SwitchField
          label="Ativo"
          hint="Contas inativas não conseguem entrar."
          {...form.register('is_active')}
        />
      </form>
    </EditorDialog>
  );
}

function EditUser({ user, self, onClose }: { user: User; self: boolean; onClose: () => void }) {
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
      onClose();
    },
    onError: (error) => reportUserError(error, form.setError, FAILED.update),
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
    <EditorDialog
      open
      title={`Editar ${user.username}`}
      formId="user-edit-form"
      dirty={form.formState.isDirty}
      saving={update.isPending}
      onClose={onClose}
    >
      <form id="user-edit-form" className="admin-form" onSubmit={submit} noValidate>
        <TextField
          label="Usuário"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="Letras minúsculas, números, ponto, hífen ou sublinhado (mínimo 3)."
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={EMAIL_HINT}
          error={errors.email?.message}
          {...form.register('email')}
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
          <>
            <SelectField
              label="Papel"
              options={ROLE_OPTIONS}
              hint={ROLE_HINT}
              error={errors.role?.message}
              {...form.register('role')}
            />
            <SwitchField
              label="Ativo"
              hint="Contas inativas não conseguem entrar. Desativar encerra as sessões abertas."
              {...form.register('is_active')}
            />
          </>
        )}
      </form>
    </EditorDialog>
  );
}
