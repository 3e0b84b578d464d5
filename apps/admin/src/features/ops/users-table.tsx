import { ROLE_LABELS, type User } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { Pencil, Power, Trash2 } from 'lucide-react';
import { formatDateTime, formatLongDateTime } from './format';

const SELF_NOTE = 'Você não pode desativar nem excluir a sua própria conta.';

/**
 * The panel's accounts. The signed-in person's own row cannot be switched off or deleted: its
 * buttons stay visible (so the rule can be read) and say why when pressed.
 */
export function UsersTable({
  users,
  myId,
  isBusy,
  onEdit,
  onToggle,
  onDelete,
}: {
  users: User[];
  myId: number | null;
  isBusy: (user: User) => boolean;
  onEdit: (user: User) => void;
  onToggle: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="admin-sr-only">Usuários do painel</caption>
        <thead>
          <tr>
            <th scope="col">Usuário</th>
            <th scope="col">E-mail</th>
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
            const blocked = self || isBusy(user);
            // Pressed on one's own row: the reason, not the action.
            const guarded = (action: (user: User) => void) => () => {
              if (self) toast.info(SELF_NOTE);
              else if (!blocked) action(user);
            };
            return (
              <tr key={user.id}>
                <th scope="row" data-label="Usuário">
                  {user.username}
                  {self ? <span className="admin-badge ops-you">você</span> : null}
                </th>
                <td data-label="E-mail">
                  {user.email ?? (
                    <span className="admin-muted">Sem e-mail: não recupera a senha sozinho</span>
                  )}
                </td>
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
                    <time dateTime={user.last_login} title={formatLongDateTime(user.last_login)}>
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
                    onClick={() => onEdit(user)}
                  >
                    <Pencil aria-hidden="true" size={16} />
                    Editar<span className="admin-sr-only"> {user.username}</span>
                  </button>
                  <button
                    type="button"
                    className="admin-btn admin-btn--small"
                    aria-disabled={blocked || undefined}
                    title={self ? SELF_NOTE : undefined}
                    onClick={guarded(onToggle)}
                  >
                    <Power aria-hidden="true" size={16} />
                    {user.is_active ? 'Desativar' : 'Ativar'}
                    <span className="admin-sr-only"> {user.username}</span>
                  </button>
                  <button
                    type="button"
                    className="admin-btn admin-btn--small admin-btn--danger-ghost"
                    aria-disabled={blocked || undefined}
                    title={self ? SELF_NOTE : undefined}
                    onClick={guarded(onDelete)}
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
  );
}
