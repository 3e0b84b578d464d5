import { formatShortDate, MEDIA_MIME_TYPES, type Media } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { keepPreviousData } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import { uploadImage } from '../../components/image-field';
import { PagedList, SearchBox } from '../../kit/table/paged-list';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../ops/use-debounced-value';
import { MediaEditor } from './media-editor';
import { MEDIA_PAGE_SIZE, mediaFacts, thumbnailOf } from './media-library';
import '../ops/ops.css';
import './media.css';

/** "Imagens": every uploaded image, searchable, each opening its alt text and delete. */
export function MediaLibraryPage() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  // The page belongs to its search: a new search starts at its first page.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = (next: number) => setPaging({ q, page: next });
  const input = { page, page_size: MEDIA_PAGE_SIZE, ...(q ? { q } : {}) };
  const list = trpc.media.list.useQuery(input, { placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Media | null>(null);

  return (
    <AdminPage
      title="Imagens"
      description="As imagens enviadas ao site. Abra uma para descrever o que ela mostra ou para excluí-la."
      actions={<UploadButton onUploaded={() => setPage(1)} />}
    >
      <div className="media-toolbar">
        <SearchBox
          label="Buscar imagens"
          placeholder="Nome do arquivo ou descrição…"
          title="Busca no nome do arquivo e no texto alternativo"
          maxLength={100}
          value={text}
          onChange={setText}
        />
      </div>
      <PagedList
        query={list}
        loadingLabel="Carregando imagens…"
        empty={
          <p>{q ? `Nenhuma imagem encontrada para “${q}”.` : 'Nenhuma imagem enviada ainda.'}</p>
        }
        paging={{
          label: 'Páginas de imagens',
          page,
          pageSize: MEDIA_PAGE_SIZE,
          onPage: setPage,
          busy: list.isFetching,
        }}
      >
        {(items) => (
          <ul className="media-grid" aria-label="Imagens enviadas">
            {items.map((media) => (
              <li key={media.id}>
                <MediaCard media={media} onOpen={() => setEditing(media)} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {editing ? <MediaEditor media={editing} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}

function MediaCard({ media, onOpen }: { media: Media; onOpen: () => void }) {
  return (
    <button type="button" className="media-card" onClick={onOpen}>
      <img
        className="media-card__thumb"
        src={thumbnailOf(media)}
        alt=""
        width={media.width}
        height={media.height}
        loading="lazy"
        decoding="async"
      />
      <span className="media-card__name">{media.filename}</span>
      <span className="media-card__facts admin-muted">
        {mediaFacts(media)} · {formatShortDate(media.created_at)}
      </span>
      {media.alt ? (
        <span className="media-card__alt">{media.alt}</span>
      ) : (
        <span className="admin-badge media-card__no-alt">Sem texto alternativo</span>
      )}
    </button>
  );
}

/** Sends the chosen files one after the other with the image field's upload. */
function UploadButton({ onUploaded }: { onUploaded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<string | null>(null);
  const utils = trpc.useUtils();

  async function send(files: File[]) {
    const controller = new AbortController();
    let sent = 0;
    for (const file of files) {
      setSending(file.name);
      try {
        await uploadImage(file, controller.signal);
        sent++;
      } catch (error) {
        toast.error(`“${file.name}”: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    setSending(null);
    if (sent > 0) {
      toast.success(sent === 1 ? 'Imagem enviada' : `${sent} imagens enviadas`);
      onUploaded();
      await utils.media.list.invalidate();
    }
  }

  return (
    <>
      <button
        type="button"
        className="admin-btn admin-btn--primary"
        onClick={() => input.current?.click()}
        disabled={sending !== null}
      >
        <ImagePlus aria-hidden="true" size={18} />
        {sending ? 'Enviando…' : 'Enviar imagens'}
      </button>
      <span className="admin-sr-only" role="status" aria-live="polite">
        {sending ? `Enviando “${sending}”` : ''}
      </span>
      <input
        ref={input}
        type="file"
        multiple
        accept={`image/*,${MEDIA_MIME_TYPES.join(',')}`}
        className="admin-sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void send([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
}
