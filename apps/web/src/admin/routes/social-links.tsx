import { zodResolver } from '@hookform/resolvers/zod';
import { SOCIAL_PLATFORMS, type SocialLink, socialLinkInputSchema } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SocialIcon } from '../../components/layout/social-icons';
import { toast } from '../../features/toasts';
import { AdminPage } from '../components/admin-page';
import { EditorDialog } from '../components/editor-dialog';
import { SelectField, SwitchField, TextField } from '../components/fields';
import { EmptyState, QueryState } from '../components/query-state';
import { RowActions } from '../components/row-actions';
import { SortableList } from '../components/sortable-list';
import '../features/config/config.css';
import { afterDelete } from '../lib/after-delete';
import { editorSave } from '../lib/editor-save';
import { errorMessage } from '../lib/errors';
import { reportSaveError } from '../lib/forms';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/social-links')({ component: SocialLinksPage });

const LIST_INPUT = { include_inactive: 'true' } as const;

const PLATFORM_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  website: 'Site',
};

const platformLabel = (platform: string) => PLATFORM_LABELS[platform.toLowerCase()] ?? platform;

type FormValues = z.input<typeof socialLinkInputSchema>;
type Editing = { mode: 'create' } | { mode: 'edit'; link: SocialLink } | null;

/** The input the API wants for an existing link, with some fields changed. */
function inputOf(link: SocialLink, changes: Partial<z.output<typeof socialLinkInputSchema>> = {}) {
  return {
    id: link.id,
    name: link.name,
    platform: link.platform,
    url: link.url,
    active: link.active,
    display_order: link.display_order,
    ...changes,
  };
}

function SocialLinksPage() {
  const list = trpc.socialLinks.list.useQuery(LIST_INPUT);
  const [editing, setEditing] = useState<Editing>(null);
  const utils = trpc.useUtils();

  const refresh = () => utils.socialLinks.list.invalidate();
  const remove = trpc.socialLinks.delete.useMutation(afterDelete('Link excluído', refresh));
  const reorder = trpc.socialLinks.reorder.useMutation({
    onError: (error) => {
      toast.error(errorMessage(error, 'Não foi possível salvar a nova ordem'));
    },
    onSettled: refresh,
  });
  const toggle = trpc.socialLinks.update.useMutation({
    onSuccess: (link) =>
      toast.success(link.active ? `${link.name} aparece no site` : `${link.name} ocultado do site`),
    onError: (error) => reportSaveError(error),
    onSettled: refresh,
  });

  const onReorder = (ids: number[]) => {
    // The new order shows at once; the server's answer (or failure) is re-read afterwards.
    utils.socialLinks.list.setData(LIST_INPUT, (old) => {
      if (!old) return old;
      const byId = new Map(old.map((link) => [link.id, link]));
      return ids.flatMap((id, index) => {
        const link = byId.get(id);
        return link ? [{ ...link, display_order: index }] : [];
      });
    });
    reorder.mutate({ ids });
  };

  const setActive = (link: SocialLink, active: boolean) => {
    const value = active ? 1 : 0;
    utils.socialLinks.list.setData(LIST_INPUT, (old) =>
      old?.map((item) => (item.id === link.id ? { ...item, active: value } : item)),
    );
    toggle.mutate(inputOf(link, { active: value }));
  };

  return (
    <AdminPage
      title="Redes sociais"
      description="Os ícones do rodapé do site. Só os links ativos aparecem, na ordem desta lista."
      actions={
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          <Plus aria-hidden="true" size={18} />
          Novo link
        </button>
      }
    >
      <QueryState query={list} loadingLabel="Carregando redes sociais…">
        {(links) =>
          links.length === 0 ? (
            <EmptyState>Nenhuma rede social cadastrada ainda.</EmptyState>
          ) : (
            <>
              <p className="admin-muted config-list-hint">
                Arraste pela alça ou use as setas para mudar a ordem. A ordem é salva na hora.
              </p>
              <div className="config-social-list">
                <SortableList
                  label="Redes sociais, na ordem do rodapé"
                  items={links}
                  getId={(link) => link.id}
                  getLabel={(link) => link.name}
                  disabled={reorder.isPending}
                  onReorder={onReorder}
                  renderItem={(link) => (
                    <div className="config-social">
                      <span className="config-social__icon" title={platformLabel(link.platform)}>
                        <SocialIcon platform={link.platform} />
                      </span>
                      <div className="config-social__text">
                        <p className="config-social__name">
                          {link.name}
                          {link.name !== platformLabel(link.platform) ? (
                            <span className="admin-muted config-social__platform">
                              {' '}
                              · {platformLabel(link.platform)}
                            </span>
                          ) : null}
                        </p>
                        <p className="config-social__url">
                          <a href={link.url} target="_blank" rel="noopener noreferrer">
                            {link.url.replace(/^https?:\/\//, '')}
                            <span className="admin-sr-only"> (abre em nova aba)</span>
                          </a>
                        </p>
                      </div>
                      <div className="config-social__controls">
                        <SwitchField
                          label={
                            <>
                              Ativo<span className="admin-sr-only"> — {link.name}</span>
                            </>
                          }
                          checked={link.active === 1}
                          disabled={toggle.isPending}
                          onChange={(event) => setActive(link, event.target.checked)}
                        />
                        <RowActions
                          name={link.name}
                          what="o link"
                          toTrash
                          onEdit={() => setEditing({ mode: 'edit', link })}
                          onDelete={() => remove.mutate({ id: link.id })}
                          deleting={remove.isPending}
                        />
                      </div>
                    </div>
                  )}
                />
              </div>
            </>
          )
        }
      </QueryState>
      {editing ? (
        <SocialLinkEditor
          editing={editing}
          nextOrder={nextOrder(list.data)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}

function nextOrder(links: SocialLink[] | undefined): number {
  if (!links || links.length === 0) return 0;
  return Math.min(10_000, Math.max(...links.map((link) => link.display_order)) + 1);
}

function SocialLinkEditor({
  editing,
  nextOrder,
  onClose,
}: {
  editing: NonNullable<Editing>;
  nextOrder: number;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const link = editing.mode === 'edit' ? editing.link : null;
  const form = useForm<FormValues, unknown, z.output<typeof socialLinkInputSchema>>({
    resolver: zodResolver(socialLinkInputSchema),
    defaultValues: link
      ? {
          name: link.name,
          platform: link.platform,
          url: link.url,
          active: link.active === 1,
          display_order: link.display_order,
        }
      : {
          name: 'Instagram',
          platform: 'instagram',
          url: '',
          active: true,
          display_order: nextOrder,
        },
  });
  const { errors } = form.formState;
  const platform = form.watch('platform');

  // A platform the list does not know (typed through the API) stays selectable.
  const options = [
    ...SOCIAL_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] ?? value })),
    ...(link && !(SOCIAL_PLATFORMS as readonly string[]).includes(link.platform)
      ? [{ value: link.platform, label: `${link.platform} (ícone de globo)` }]
      : []),
  ];

  const saved = editorSave(form, () => utils.socialLinks.invalidate(), onClose);
  const create = trpc.socialLinks.create.useMutation(saved('Link criado'));
  const update = trpc.socialLinks.update.useMutation(saved('Link atualizado'));

  const submit = form.handleSubmit((values) => {
    if (link) update.mutate({ id: link.id, ...values });
    else create.mutate(values);
  });

  const platformField = form.register('platform');

  return (
    <EditorDialog
      open
      title={link ? `Editar ${link.name}` : 'Novo link de rede social'}
      formId="social-link-form"
      dirty={form.formState.isDirty}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id="social-link-form" className="admin-form" onSubmit={submit} noValidate>
        <div className="config-platform">
          <span className="config-social__icon" aria-hidden="true">
            <SocialIcon platform={platform ?? ''} />
          </span>
          <SelectField
            label="Rede social"
            required
            options={options}
            error={errors.platform?.message}
            {...platformField}
            onChange={(event) => {
              // A name still equal to the old platform's follows the new platform.
              const previous = form.getValues('platform') ?? '';
              const name = form.getValues('name') ?? '';
              void platformField.onChange(event);
              if (name.trim() === '' || name === platformLabel(previous)) {
                form.setValue('name', platformLabel(event.target.value), { shouldDirty: true });
              }
            }}
          />
        </div>
        <TextField
          label="Nome"
          required
          hint="Usado pelos leitores de tela e na dica do ícone, por exemplo: Instagram."
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Endereço (URL)"
          required
          type="url"
          inputMode="url"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="https://www.instagram.com/suaoficina"
          error={errors.url?.message}
          {...form.register('url')}
        />
        <SwitchField
          label="Ativo (aparece no rodapé do site)"
          error={errors.active?.message}
          {...form.register('active')}
        />
      </form>
    </EditorDialog>
  );
}
