import { zodResolver } from '@hookform/resolvers/zod';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookCreated,
  webhookInputSchema,
} from '@oficina/core';
import { toast } from '@site/features/toasts';
import { Save, Webhook as WebhookIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../components/fields';
import { reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';

type HookForm = z.input<typeof webhookInputSchema>;

/**
 * Creates a webhook (its secret is then shown once by the page) or edits one: the address, the
 * events (each with its Portuguese name and code) and what it is for.
 */
export function WebhookForm({
  editing,
  onCreated,
  onDone,
}: {
  editing?: Webhook;
  onCreated?: (created: WebhookCreated) => void;
  onDone?: () => void;
}) {
  const titleId = useId();
  const utils = trpc.useUtils();
  const form = useForm<HookForm>({
    resolver: zodResolver(webhookInputSchema),
    defaultValues: {
      url: editing?.url ?? '',
      events: editing?.events ?? [...WEBHOOK_EVENTS],
      description: editing?.description ?? '',
    },
  });
  const done = async () => {
    await utils.webhooks.list.invalidate();
    onDone?.();
  };
  const create = trpc.webhooks.create.useMutation({
    onSuccess: async (created) => {
      form.reset({ url: '', events: [...WEBHOOK_EVENTS], description: '' });
      onCreated?.(created);
      toast.success('Webhook criado');
      await done();
    },
    onError: (error) => reportSaveError(error, form.setError, 'Não foi possível criar o webhook.'),
  });
  const update = trpc.webhooks.update.useMutation({
    onSuccess: async () => {
      toast.success('Webhook salvo');
      await done();
    },
    onError: (error) => reportSaveError(error, form.setError, 'Não foi possível salvar o webhook.'),
  });
  const errors = form.formState.errors;
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    const input = webhookInputSchema.parse(values);
    if (editing)
      update.mutate({ id: editing.id, ...input, description: input.description || null });
    else create.mutate({ ...input, description: input.description || null });
  });

  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{editing ? 'Editar webhook' : 'Novo webhook'}</h2>
      <form className="admin-form webhooks-form" noValidate onSubmit={submit}>
        <TextField
          label="Endereço (URL)"
          hint="Recebe um POST com JSON a cada evento, assinado (Standard Webhooks)."
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://sistema.exemplo.com.br/webhooks"
          error={errors.url?.message}
          {...form.register('url')}
        />
        <TextField
          label="Descrição"
          hint="Para que serve, por exemplo “CRM da oficina”."
          maxLength={200}
          autoComplete="off"
          error={errors.description?.message}
          {...form.register('description')}
        />
        <fieldset className="webhooks-form__events" aria-invalid={errors.events ? true : undefined}>
          <legend>Eventos enviados</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="webhooks-form__event">
              <input type="checkbox" value={event} {...form.register('events')} />
              <span>
                {WEBHOOK_EVENT_LABELS[event]} <code className="admin-muted">{event}</code>
              </span>
            </label>
          ))}
          {errors.events?.message ? (
            <p className="admin-field__error" role="alert">
              {errors.events.message}
            </p>
          ) : null}
        </fieldset>
        <div className="admin-form-actions">
          <button type="submit" className="admin-btn admin-btn--primary" disabled={pending}>
            {editing ? (
              <Save aria-hidden="true" size={18} />
            ) : (
              <WebhookIcon aria-hidden="true" size={18} />
            )}
            {pending ? 'Salvando…' : editing ? 'Salvar' : 'Criar webhook'}
          </button>
          {editing ? (
            <button type="button" className="admin-btn" onClick={onDone}>
              Cancelar
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
