import {
  isMediaMimeType,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_MIME_TYPES,
  mediaSrcSet,
} from '@oficina/core';
import { ImageOff, ImagePlus, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { ImageAltEditor } from './image-alt-editor';
import './image-field.css';

export interface ImageFieldProps {
  label: string;
  /** The image's path (`/media/...`) or http(s) address; '' (or null) when there is none. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Name of the address input, for forms read with FormData. */
  name: string;
  description?: string;
  /** The form's validation message for this field. */
  error?: string;
  required?: boolean;
}

const CONNECTION_ERROR = 'Erro de conexão com o servidor';

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** The reason a file cannot be sent, checked in the browser before any upload. */
function refusal(file: File): string | null {
  if (!isMediaMimeType(file.type)) return MEDIA_MESSAGES.unsupported;
  if (file.size > MEDIA_MAX_BYTES) return MEDIA_MESSAGES.tooLarge;
  return null;
}

/** Sends one image to `POST /api/media`; answers the stored image's path, or throws its message. */
export async function uploadImage(file: File, signal: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/media', {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': file.type, 'X-File-Name': encodeURIComponent(file.name) },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(CONNECTION_ERROR);
  }
  const body = (await response.json().catch(() => null)) as {
    url?: unknown;
    error?: unknown;
  } | null;
  if (!response.ok || typeof body?.url !== 'string') {
    throw new Error(
      typeof body?.error === 'string'
        ? body.error
        : `Não foi possível enviar a imagem (erro ${response.status}).`,
    );
  }
  return body.url;
}

/**
 * An image of the site: preview, upload (button, drag and drop, the camera on phones), removal,
 * or an address typed by hand. The value is the image's path; an upload stores its largest
 * WebP copy (`/media/u/{id}-{w}.webp`), from which the site derives the smaller ones.
 */
export function ImageField({
  label,
  value,
  onChange,
  name,
  description,
  error,
  required,
}: ImageFieldProps) {
  const id = useId();
  const ids = {
    file: `${id}-file`,
    address: `${id}-address`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    status: `${id}-status`,
  };
  const path = value ?? '';
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  // Remembered per path: another path gets its own chance to load.
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const previewFailed = failedPath === path;
  useEffect(() => () => upload.current?.abort(), []);

  const uploading = status.kind === 'uploading';
  const describedBy =
    [description ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') ||
    undefined;

  async function send(file: File | undefined) {
    if (!file || uploading) return;
    const refused = refusal(file);
    if (refused) {
      setStatus({ kind: 'failed', message: refused });
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setStatus({ kind: 'uploading', fileName: file.name });
    try {
      const url = await uploadImage(file, controller.signal);
      onChange(url);
      setStatus({ kind: 'done', message: 'Imagem enviada.' });
    } catch (cause) {
      if (controller.signal.aborted) return;
      setStatus({
        kind: 'failed',
        message: cause instanceof Error ? cause.message : CONNECTION_ERROR,
      });
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = uploading ? 'none' : 'copy';
    setDragging(true);
  }

  function remove() {
    onChange('');
    setStatus({ kind: 'done', message: 'Imagem removida.' });
    // The remove button goes away with the image: keep the focus in the field.
    chooseButton.current?.focus();
  }

  return (
    <fieldset className="image-field" data-invalid={error ? true : undefined}>
      <legend className="image-field__label">
        {label}
        {required ? (
          <span className="admin-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>

      {/* Only a drop target for the mouse; keyboard and touch use the button inside. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        className="image-field__zone"
        data-dragging={dragging || undefined}
        data-busy={uploading || undefined}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="image-field__preview">
          {path && !previewFailed ? (
            <img
              src={path}
              srcSet={mediaSrcSet(path) ?? undefined}
              sizes="16rem"
              alt={`Imagem atual: ${label}`}
              onError={() => setFailedPath(path)}
            />
          ) : (
            <span className="image-field__empty">
              <ImageOff aria-hidden="true" size={28} />
              {path ? 'Não foi possível carregar a pré-visualização' : 'Nenhuma imagem'}
            </span>
          )}
        </div>

        <div className="image-field__actions">
          <p className="image-field__drop-text">
            <Upload aria-hidden="true" size={18} />
            Arraste uma imagem aqui ou
          </p>
          <div className="image-field__buttons">
            <button
              ref={chooseButton}
              type="button"
              className="admin-btn admin-btn--primary"
              onClick={() => fileInput.current?.click()}
              disabled={uploading}
              aria-describedby={describedBy}
            >
              <ImagePlus aria-hidden="true" size={18} />
              Escolher imagem
            </button>
            {path ? (
              <button
                type="button"
                className="admin-btn admin-btn--danger-ghost"
                onClick={remove}
                disabled={uploading}
              >
                <Trash2 aria-hidden="true" size={18} />
                Remover imagem
              </button>
            ) : null}
          </div>
          <p className="image-field__formats">JPG, PNG, WebP, GIF ou AVIF, até 10 MB.</p>
          {/* Opened by the button; `accept` lets phones offer the camera. */}
          <input
            ref={fileInput}
            id={ids.file}
            type="file"
            accept={`image/*,${MEDIA_MIME_TYPES.join(',')}`}
            className="admin-sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              void send(event.target.files?.[0]);
              // The same file may be chosen again after an error.
              event.target.value = '';
            }}
          />
        </div>
      </div>

      <p
        id={ids.status}
        className="image-field__status"
        role="status"
        data-kind={status.kind}
        aria-live="polite"
      >
        {status.kind === 'uploading' ? (
          <>
            <LoaderCircle aria-hidden="true" size={18} className="image-field__spinner" />
            Enviando “{status.fileName}”…
            <progress className="image-field__progress" aria-label="Enviando imagem" />
          </>
        ) : status.kind === 'idle' ? null : (
          status.message
        )}
      </p>

      <ImageAltEditor path={path} />

      <div className="image-field__address">
        <label htmlFor={ids.address}>Ou informe o endereço da imagem</label>
        <input
          id={ids.address}
          name={name}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="/media/... ou https://..."
          value={path}
          onChange={(event) => {
            onChange(event.target.value);
            // An old "enviada"/error line would describe another image.
            if (!uploading) setStatus({ kind: 'idle' });
          }}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
      </div>

      {description ? (
        <p id={ids.hint} className="admin-field__hint">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
