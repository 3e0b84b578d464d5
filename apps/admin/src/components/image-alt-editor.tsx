import { MEDIA_ALT_MAX, parseMediaPath } from '@oficina/core';
import { type KeyboardEvent, useId, useState } from 'react';
import { errorMessage } from '../lib/errors';
import { trpc } from '../lib/trpc';

/**
 * The alt text of the image chosen in an image field, read and saved in the image library
 * (GET and PUT /api/media/{id}) without leaving the form. Only uploaded images have one: for
 * others (shipped pictures, addresses typed by hand) it says so.
 */
export function ImageAltEditor({ path }: { path: string }) {
  const id = parseMediaPath(path)?.id;
  if (!path) return null;
  if (id === undefined) {
    return (
      <p className="admin-field__hint image-alt__note">
        Só imagens enviadas têm texto alternativo editável; esta usa o texto padrão da página.
      </p>
    );
  }
  // A new image starts from its own saved text.
  return <LoadedAlt key={id} mediaId={id} />;
}

function LoadedAlt({ mediaId }: { mediaId: number }) {
  const query = trpc.media.byId.useQuery({ id: mediaId }, { retry: false });
  if (query.isPending) {
    return <p className="admin-field__hint image-alt__note">Carregando o texto alternativo…</p>;
  }
  if (query.isError) {
    return (
      <p className="admin-field__error image-alt__note">
        Não foi possível ler o texto alternativo: {errorMessage(query.error)}
      </p>
    );
  }
  return <AltForm mediaId={mediaId} saved={query.data.alt ?? ''} />;
}

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string };

function AltForm({ mediaId, saved }: { mediaId: number; saved: string }) {
  const ids = useId();
  const [draft, setDraft] = useState(saved);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const utils = trpc.useUtils();
  const update = trpc.media.update.useMutation({
    onSuccess: async (media) => {
      utils.media.byId.setData({ id: mediaId }, media);
      setDraft(media.alt ?? '');
      setStatus({ kind: 'saved' });
      await utils.media.list.invalidate();
    },
    onError: (error) => setStatus({ kind: 'failed', message: errorMessage(error) }),
  });
  const changed = draft.trim() !== saved.trim();

  const save = () => {
    if (!update.isPending) update.mutate({ id: mediaId, alt: draft });
  };
  // Enter saves the text; it must not submit the form around the image field.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (changed) save();
  };

  return (
    <div className="image-alt">
      <label htmlFor={`${ids}-alt`}>Texto alternativo da imagem</label>
      <div className="image-alt__row">
        <input
          id={`${ids}-alt`}
          type="text"
          maxLength={MEDIA_ALT_MAX}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setStatus({ kind: 'idle' });
          }}
          onKeyDown={onKeyDown}
          aria-describedby={`${ids}-hint ${ids}-status`}
        />
        <button
          type="button"
          className="admin-btn"
          onClick={save}
          disabled={!changed || update.isPending}
        >
          {update.isPending ? 'Gravando…' : 'Gravar texto'}
        </button>
      </div>
      <p id={`${ids}-hint`} className="admin-field__hint">
        Descreva a imagem para quem não a vê. Vazio: a imagem é só decorativa. Vale em todas as
        páginas que mostram esta imagem.
      </p>
      <p id={`${ids}-status`} className="image-alt__status" role="status" data-kind={status.kind}>
        {status.kind === 'saved'
          ? 'Texto alternativo salvo.'
          : status.kind === 'failed'
            ? status.message
            : null}
      </p>
    </div>
  );
}
