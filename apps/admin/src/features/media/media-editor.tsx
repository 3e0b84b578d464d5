import { formatDateTime, MEDIA_ALT_MAX, type Media, mediaAltInputSchema } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirm } from '../../components/confirm-dialog';
import { EditorDialog } from '../../components/editor-dialog';
import { TextAreaField } from '../../components/fields';
import { editorSave } from '../../lib/editor-save';
import { reportSaveError } from '../../lib/forms';
import { friendlyResolver } from '../../lib/friendly-errors';
import { trpc } from '../../lib/trpc';
import { formatFileSize } from '../backup/backup-text';
import { mediaUsage } from './media-library';

type FormValues = z.input<typeof mediaAltInputSchema>;
const WITH_HIDDEN = { include_inactive: 'true' } as const;

/** One image: a larger preview, its facts, the alt text to edit, and the way to delete it. */
export function MediaEditor({ media, onClose }: { media: Media; onClose: () => void }) {
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const where = usePlacesShowing(media.id);
  const form = useForm<FormValues, unknown, z.output<typeof mediaAltInputSchema>>({
    resolver: friendlyResolver(mediaAltInputSchema),
    defaultValues: { alt: media.alt ?? '' },
  });
  const saved = editorSave(form, () => utils.media.list.invalidate(), onClose);
  const update = trpc.media.update.useMutation(saved('Texto alternativo salvo'));
  const remove = trpc.media.delete.useMutation({
    onSuccess: async () => {
      toast.success('Imagem excluída');
      await utils.media.list.invalidate();
      onClose();
    },
    onError: (error) => reportSaveError(error),
  });
  const submit = form.handleSubmit((values) => update.mutate({ id: media.id, ...values }));

  async function askToDelete() {
    const places = await where();
    const ok = await confirm({
      title: 'Excluir imagem?',
      message: (
        <>
          <p>
            <strong>{media.filename}</strong> e todos os seus tamanhos serão excluídos
            definitivamente. Esta ação não pode ser desfeita.
          </p>
          {places.length > 0 ? (
            <>
              <p>Ela aparece em:</p>
              <ul>
                {places.map((place) => (
                  <li key={place}>{place}</li>
                ))}
              </ul>
              <p>Esses lugares ficarão sem imagem.</p>
            </>
          ) : null}
        </>
      ),
      confirmLabel: 'Excluir imagem',
      danger: true,
    });
    if (ok) remove.mutate({ id: media.id });
  }

  return (
    <EditorDialog
      open
      title="Editar imagem"
      formId="media-alt-form"
      dirty={form.formState.isDirty}
      saving={update.isPending}
      onClose={onClose}
    >
      <div className="media-editor">
        <img
          className="media-editor__preview"
          src={media.url}
          srcSet={media.srcset}
          sizes="(min-width: 48rem) 20rem, 90vw"
          alt={media.alt ?? ''}
          width={media.width}
          height={media.height}
        />
        <dl className="media-editor__facts">
          <dt>Arquivo</dt>
          <dd>{media.filename}</dd>
          <dt>Tamanho</dt>
          <dd>{formatFileSize(media.byte_size)}</dd>
          <dt>Dimensões</dt>
          <dd>
            {media.original_width} × {media.original_height} px
          </dd>
          <dt>Enviada em</dt>
          <dd>{formatDateTime(media.created_at)}</dd>
        </dl>
      </div>
      <form id="media-alt-form" className="admin-form" onSubmit={submit} noValidate>
        <TextAreaField
          label="Texto alternativo"
          rows={3}
          maxLength={MEDIA_ALT_MAX}
          hint="Descreva a imagem para quem não a vê."
          error={form.formState.errors.alt?.message}
          {...form.register('alt')}
        />
      </form>
      <div className="media-editor__danger">
        <button
          type="button"
          className="admin-btn admin-btn--danger-ghost"
          onClick={() => void askToDelete()}
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" size={18} />
          {remove.isPending ? 'Excluindo…' : 'Excluir imagem'}
        </button>
      </div>
    </EditorDialog>
  );
}

/**
 * Reads the content the panel already knows (cached from its other pages when fresh) so the
 * delete confirmation can say where the image appears. A read that fails only leaves its
 * places out: the confirmation still comes.
 */
function usePlacesShowing(id: number): () => Promise<string[]> {
  const utils = trpc.useUtils();
  return async () => {
    const quietly = <T,>(read: Promise<T>) => read.catch(() => undefined);
    const [services, portfolio, posts, about, company] = await Promise.all([
      quietly(utils.services.list.fetch(WITH_HIDDEN)),
      quietly(utils.portfolio.list.fetch(WITH_HIDDEN)),
      quietly(utils.blog.list.fetch(WITH_HIDDEN)),
      quietly(utils.about.get.fetch()),
      quietly(utils.company.get.fetch()),
    ]);
    return mediaUsage(id, { services, portfolio, posts, about, company });
  };
}
