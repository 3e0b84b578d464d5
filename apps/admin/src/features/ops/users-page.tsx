import type { User } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/use-auth';
import { AdminPage } from '../../components/admin-page';
import { useConfirm, useConfirmDelete } from '../../components/confirm-dialog';
import { EmptyState, QueryState } from '../../components/query-state';
import { CreateButton } from '../../kit';
import { reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { CreateUserDialog, EditUserDialog, USER_FAILED } from './user-dialogs';
import { UsersTable } from './users-table';
import './ops.css';

const route = getRouteApi('/users');

type Editing = { mode: 'create' } | { mode: 'edit'; user: User } | null;

/** /admin/users: who can sign in, with switching accounts off and on. */
export function UsersPage() {
  const list = trpc.users.list.useQuery();
  const auth = useAuth();
  const myId = auth.status === 'authenticated' ? auth.user.id : null;
  const [editing, setEditing] = useState<Editing>(null);
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const confirmDelete = useConfirmDelete();
  const { editar } = route.useSearch();
  const navigate = route.useNavigate();
  // Opened from a link naming an account (`?editar=<id>`): its editor, once the list is here.
  useEffect(() => {
    const user = editar ? list.data?.find((one) => one.id === editar) : undefined;
    if (!user) return;
    setEditing({ mode: 'edit', user });
    void navigate({ search: {}, replace: true });
  }, [editar, list.data, navigate]);

  const toggle = trpc.users.toggleStatus.useMutation({
    onSuccess: async (user) => {
      toast.success(
        user.is_active ? `Usuário ${user.username} ativado` : `Usuário ${user.username} desativado`,
      );
      await utils.users.list.invalidate();
    },
    onError: (error) => reportSaveError(error, undefined, USER_FAILED.update),
  });
  const remove = trpc.users.delete.useMutation({
    onSuccess: async () => {
      toast.success('Usuário excluído');
      await utils.users.list.invalidate();
    },
    onError: (error) => reportSaveError(error, undefined, USER_FAILED.delete),
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

  const askDelete = async (user: User) => {
    if (await confirmDelete('o usuário', user.username)) remove.mutate({ id: user.id });
  };

  return (
    <AdminPage
      title="Usuários"
      description="Quem pode entrar no painel. Desative uma conta para bloquear o acesso sem apagá-la."
      actions={<CreateButton label="Novo usuário" onClick={() => setEditing({ mode: 'create' })} />}
    >
      <QueryState query={list} loadingLabel="Carregando usuários…">
        {(users) =>
          users.length === 0 ? (
            <EmptyState>Nenhum usuário cadastrado.</EmptyState>
          ) : (
            <UsersTable
              users={users}
              myId={myId}
              isBusy={(user) =>
                (toggle.isPending && toggle.variables?.id === user.id) ||
                (remove.isPending && remove.variables?.id === user.id)
              }
              onEdit={(user) => setEditing({ mode: 'edit', user })}
              onToggle={(user) => void askToggle(user)}
              onDelete={(user) => void askDelete(user)}
            />
          )
        }
      </QueryState>
      {editing?.mode === 'create' ? <CreateUserDialog onClose={() => setEditing(null)} /> : null}
      {editing?.mode === 'edit' ? (
        <EditUserDialog
          key={editing.user.id}
          user={editing.user}
          self={editing.user.id === myId}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}
