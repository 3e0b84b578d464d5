import { zodResolver } from '@hookform/resolvers/zod';
import { type ApiKeyCreated, apiKeyEntity, apiKeyInputSchema } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextField } from '../../components/fields';
import { bindFields, EntityFields, entityDefaults, wordsOf } from '../../kit';
import { reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { roleOptions } from './api-key-roles';

type KeyForm = z.input<typeof apiKeyInputSchema>;

const words = apiKeyEntity.fields;

/**
 * Laid out by hand: the role offers only the roles up to the caller's, and the name keeps its
 * place above it. Any other declared field is drawn by EntityFields.
 */
const LAID_OUT = ['name', 'role'] as const;

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
    // A new key starts with no name and the lowest role.
    defaultValues: entityDefaults(apiKeyEntity),
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
          {...wordsOf(words.name)}
          required
          maxLength={80}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SelectField
          {...wordsOf(words.role)}
          required
          options={options}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <EntityFields entity={apiKeyEntity} editor={bindFields(form)} skip={LAID_OUT} />
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
