import { zodResolver } from '@hookform/resolvers/zod';
import { type ApiKeyCreated, apiKeyInputSchema } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextField } from '../../components/fields';
import { reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { roleOptions } from './api-key-roles';

type KeyForm = z.input<typeof apiKeyInputSchema>;

/** The create form: a name and a role no higher than the caller's. */
export function ApiKeyCreateForm({
  callerRole,
  onCreated,
}: {
  callerRole: string | null;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  const options = roleOptions(callerRole);
  const utils = trpc.useUtils();
  const form = useForm<KeyForm>({
    resolver: zodResolver(apiKeyInputSchema),
    defaultValues: { name: '', role: 'viewer' },
  });
  const create = trpc.apiKeys.create.useMutation({
    onSuccess: async (created) => {
      form.reset({ name: '', role: created.role });
      onCreated(created);
      toast.success(`Chave “${created.name}” criada`);
      await utils.apiKeys.list.invalidate();
    },
    onError: (error) => reportSaveError(error, form.setError, 'Não foi possível criar a chave.'),
  });
  const errors = form.formState.errors;

  return (
    <section className="admin-card" aria-labelledby="api-keys-new-title">
      <h2 id="api-keys-new-title">Nova chave</h2>
      <form
        className="admin-form api-keys-form"
        noValidate
        onSubmit={form.handleSubmit((values) => create.mutate(apiKeyInputSchema.parse(values)))}
      >
        <TextField
          label="Nome"
          required
          maxLength={80}
          autoComplete="off"
          hint="Para que serve, por exemplo “Sistema de agendamento”. Aparece na auditoria."
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SelectField
          label="Papel"
          required
          options={options}
          hint="O que a chave pode fazer pela API. Nenhuma chave cria chaves nem muda usuários."
          error={errors.role?.message}
          {...form.register('role')}
        />
        <div className="admin-form-actions">
          <button
            type="submit"
            className="admin-btn admin-btn--primary"
            disabled={create.isPending}
          >
            <KeyRound aria-hidden="true" size={18} />
            {create.isPending ? 'Criando…' : 'Criar chave'}
          </button>
        </div>
      </form>
    </section>
  );
}
