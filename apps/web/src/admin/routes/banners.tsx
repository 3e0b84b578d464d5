import type { Banner } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../features/toasts';
import { AdminPage } from '../components/admin-page';
import { EmptyState, QueryState } from '../components/query-state';
import { RowActions } from '../components/row-actions';
import { type BannerEditing, BannerEditor } from '../features/marketing/banner-editor';
import { POSITION_SHORT_LABELS } from '../features/marketing/banner-form';
import { describeTargetPages } from '../features/marketing/target-pages';
import { afterDelete } from '../lib/after-delete';
import { reportSaveError } from '../lib/forms';
import { trpc } from '../lib/trpc';
import '../features/marketing/marketing.css';

export const Route = createFileRoute('/banners')({ component: BannersPage });

const LIST_INPUT = { include_inactive: 'true' } as const;

function BannersPage() {
  const list = trpc.banners.list.useQuery(LIST_INPUT);
  const [editing, setEditing] = useState<BannerEditing | null>(null);
  const utils = trpc.useUtils();
  const remove = trpc.banners.delete.useMutation(
    afterDelete('Banner excluído', () => utils.banners.invalidate()),
  );
  const toggle = trpc.banners.update.useMutation({
    onSuccess: async (banner) => {
      toast.success(banner.active ? 'Banner ativado' : 'Banner desativado');
      await utils.banners.invalidate();
    },
    onError: (error) => reportSaveError(error),
  });

  return (
    <AdminPage
      title="Banners"
      description="Faixas com título, texto e botão em posições fixas das páginas."
      actions={
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          <Plus aria-hidden="true" size={18} />
          Novo banner
        </button>
      }
    >
      <QueryState query={list} loadingLabel="Carregando banners…">
        {(banners) =>
          banners.length === 0 ? (
            <EmptyState>
              Nenhum banner cadastrado ainda. Use “Novo banner” para criar o primeiro.
            </EmptyState>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="admin-sr-only">Banners cadastrados</caption>
                <thead>
                  <tr>
                    <th scope="col">Nome</th>
                    <th scope="col">Posição</th>
                    <th scope="col">Páginas</th>
                    <th scope="col">Ordem</th>
                    <th scope="col">Ativo</th>
                    <th scope="col">
                      <span className="admin-sr-only">Ações</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {banners.map((banner) => (
                    <tr key={banner.id}>
                      <th scope="row" data-label="Nome">
                        {banner.title}
                      </th>
                      <td data-label="Posição">{POSITION_SHORT_LABELS[banner.position]}</td>
                      <td data-label="Páginas" className="mkt-admin-pages">
                        {describeTargetPages(banner.target_pages)}
                      </td>
                      <td data-label="Ordem">{banner.display_order}</td>
                      <td data-label="Ativo">
                        <ActiveSwitch
                          banner={banner}
                          disabled={toggle.isPending && toggle.variables?.id === banner.id}
                          onToggle={() => toggle.mutate({ id: banner.id, active: !banner.active })}
                        />
                      </td>
                      <td className="admin-table__actions">
                        <div className="mkt-admin-actions">
                          <RowActions
                            name={banner.title}
                            what="o banner"
                            toTrash
                            onEdit={() => setEditing({ mode: 'edit', banner })}
                            onDelete={() => remove.mutate({ id: banner.id })}
                            deleting={remove.isPending}
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      {editing ? <BannerEditor editing={editing} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}

/** Turns a banner on or off right from the list (the rest of it is sent unchanged). */
function ActiveSwitch({
  banner,
  disabled,
  onToggle,
}: {
  banner: Banner;
  disabled: boolean;
  onToggle: () => void;
}) {
  const id = `banner-active-${banner.id}`;
  return (
    <div className="admin-switch mkt-admin-toggle">
      <input
        type="checkbox"
        role="switch"
        aria-checked={banner.active}
        id={id}
        checked={banner.active}
        disabled={disabled}
        onChange={onToggle}
      />
      <label htmlFor={id}>
        <span className="admin-sr-only">Banner ativo: {banner.title}</span>
      </label>
    </div>
  );
}
