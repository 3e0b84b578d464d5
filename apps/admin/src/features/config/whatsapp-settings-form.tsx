import { zodResolver } from '@hookform/resolvers/zod';
import {
  type WhatsappSettings,
  whatsappSettingsEntity,
  whatsappSettingsInputSchema,
} from '@oficina/core';
import { toast } from '@site/features/toasts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError, SwitchField, TextAreaField } from '../../components/fields';
import { bindFields, EntityFields, entityDefaults, wordsOf } from '../../kit';
import { formValues } from '../../kit/form-values';
import { trpc } from '../../lib/trpc';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { SaveBar } from './save-bar';
import { reportFailure } from './save-error';
import { WhatsAppCompanyContact } from './whatsapp-company-contact';
import { WhatsAppLinkPreview } from './whatsapp-link-preview';
import { WhatsAppPlaceholders } from './whatsapp-placeholders';

const SETTINGS_FORM = 'whatsapp-settings-form';

type SettingsValues = z.input<typeof whatsappSettingsInputSchema>;

const words = whatsappSettingsEntity.fields;

/** Fields this page lays out by hand; any other declared field is drawn by EntityFields. */
const LAID_OUT = [
  'default_message',
  'urgent_message',
  'is_active',
  'show_pulse',
  'show_urgency',
] as const;

function toSettingsValues(settings: WhatsappSettings): SettingsValues {
  return formValues(settings, entityDefaults(whatsappSettingsEntity));
}

/** The default and urgent messages and the floating button's switches, with the links they make. */
export function WhatsAppSettingsForm({ settings }: { settings: WhatsappSettings }) {
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SettingsValues, unknown, z.output<typeof whatsappSettingsInputSchema>>({
    resolver: zodResolver(whatsappSettingsInputSchema),
    defaultValues: toSettingsValues(settings),
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  // The number and the name are the company's, shown here read-only: "Empresa" changes them.
  const phone = settings.phone_number;
  const companyName = settings.company_name;
  const [defaultMessage, urgentMessage] = form.watch(['default_message', 'urgent_message']);

  const update = trpc.whatsapp.updateSettings.useMutation({
    onSuccess: (saved) => {
      setFormError(null);
      form.reset(toSettingsValues(saved));
      utils.whatsapp.settings.setData(undefined, saved);
      toast.success('Configurações do WhatsApp salvas');
    },
    onError: (error) =>
      setFormError(
        reportFailure(error, 'Erro ao salvar as configurações do WhatsApp', form.setError),
      ),
  });

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    update.mutate(values);
  });

  return (
    <form id={SETTINGS_FORM} className="config-form" onSubmit={submit} noValidate>
      <div className="admin-split">
        <div className="admin-form">
          <WhatsAppCompanyContact phone={phone} companyName={companyName} />
          <TextAreaField
            {...wordsOf(words.default_message)}
            required
            rows={3}
            error={errors.default_message?.message}
            {...form.register('default_message')}
          />
          <TextAreaField
            {...wordsOf(words.urgent_message)}
            required
            rows={3}
            error={errors.urgent_message?.message}
            {...form.register('urgent_message')}
          />
          <fieldset className="admin-fieldset">
            <legend>Botão flutuante</legend>
            <SwitchField {...wordsOf(words.is_active)} {...form.register('is_active')} />
            <SwitchField {...wordsOf(words.show_pulse)} {...form.register('show_pulse')} />
            <SwitchField {...wordsOf(words.show_urgency)} {...form.register('show_urgency')} />
          </fieldset>
          <EntityFields entity={whatsappSettingsEntity} editor={bindFields(form)} skip={LAID_OUT} />
          <WhatsAppPlaceholders />
        </div>
        <section
          className="admin-preview config-sticky"
          aria-labelledby="wa-settings-preview-title"
        >
          <p className="admin-preview__label" id="wa-settings-preview-title">
            Pré-visualização do link
          </p>
          <WhatsAppLinkPreview
            title="Mensagem padrão"
            phone={phone}
            template={defaultMessage ?? ''}
            companyName={companyName}
          />
          <WhatsAppLinkPreview
            title="Mensagem de urgência"
            phone={phone}
            template={urgentMessage ?? ''}
            companyName={companyName}
          />
        </section>
      </div>
      <FormError message={formError} />
      <SaveBar
        formId={SETTINGS_FORM}
        dirty={isDirty}
        saving={update.isPending}
        onDiscard={() => {
          form.reset();
          setFormError(null);
        }}
      />
    </form>
  );
}
