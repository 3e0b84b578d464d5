import { zodResolver } from '@hookform/resolvers/zod';
import { type Company, companyEntity, companyInputSchema, MESSAGES } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { bindFields, EntityFields, entityDefaults, wordsOf } from '../../kit';
import { formValues } from '../../kit/form-values';
import { FormText, FormTextArea } from '../../kit/forms/form-fields';
import { FormFooter } from '../../kit/forms/form-footer';
import { trpc } from '../../lib/trpc';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { reportFailure } from '../config/save-error';
import { FormImageField } from '../content/bound-fields';
import { type ClosedDateErrors, ClosedDatesList } from './closed-dates-list';
import { type IntervalErrors, OpeningHoursGrid } from './opening-hours-grid';

type FormValues = z.input<typeof companyInputSchema>;
type SavedValues = z.output<typeof companyInputSchema>;

const FORM_ID = 'company-form';
const words = companyEntity.fields;

/**
 * Fields this page lays out by hand. `about_text` is not shown: the public site never used it
 * (the "Sobre" page has its own text, edited in "Sobre"); it is sent back as stored, so saving
 * this form does not erase it. The hours line is written by the server from the grid.
 */
const LAID_OUT = [
  'name',
  'website',
  'description',
  'phone',
  'whatsapp',
  'email',
  'address',
  'working_hours',
  'opening_hours',
  'closed_dates',
  'about_text',
  'logo',
  'favicon',
] as const;

/** Form values from the stored company (null images and site become empty fields). */
function toFormValues(company: Company | null): FormValues {
  return {
    // Every declared field, so one added later is in the form and saved back.
    ...formValues(company ?? {}, entityDefaults(companyEntity)),
    name: company?.name ?? '',
    phone: company?.phone ?? '',
    whatsapp: company?.whatsapp ?? '',
    email: company?.email ?? '',
    address: company?.address ?? '',
    // The hours line is written by the server from the grid; it is not sent.
    working_hours: undefined,
    opening_hours: company?.opening_hours ?? [],
    closed_dates: company?.closed_dates ?? [],
    about_text: company?.about_text ?? '',
    description: company?.description ?? '',
    logo: company?.logo ?? '',
    favicon: company?.favicon ?? '',
    website: company?.website ?? '',
  };
}

/** The company's data, edited in place; the first save creates it when nothing is stored. */
export function CompanyForm({ company }: { company: Company | null }) {
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, SavedValues>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: toFormValues(company),
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);

  const update = trpc.company.update.useMutation({
    onSuccess: ({ message: _message, ...saved }) => {
      setFormError(null);
      form.reset(toFormValues(saved));
      utils.company.get.setData(undefined, saved);
      toast.success(MESSAGES.companyUpdated);
    },
    onError: (error) =>
      setFormError(reportFailure(error, MESSAGES.companyUpdateFailed, form.setError)),
  });

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    update.mutate(values);
  });

  return (
    <form id={FORM_ID} className="config-form" onSubmit={submit} noValidate>
      <fieldset className="admin-fieldset">
        <legend>Identificação</legend>
        <div className="config-fieldset-grid">
          <FormText
            form={form}
            name="name"
            {...wordsOf(words.name)}
            required
            autoComplete="organization"
          />
          <FormText
            form={form}
            name="website"
            {...wordsOf(words.website)}
            type="url"
            inputMode="url"
            placeholder="https://www.exemplo.com.br"
          />
          <FormTextArea
            form={form}
            name="description"
            className="config-span-all"
            {...wordsOf(words.description)}
            rows={3}
          />
          <EntityFields entity={companyEntity} editor={bindFields(form)} skip={LAID_OUT} />
        </div>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Contato</legend>
        <div className="config-fieldset-grid">
          <FormText
            form={form}
            name="phone"
            {...wordsOf(words.phone)}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(21) 2671-4455"
          />
          <FormText
            form={form}
            name="whatsapp"
            {...wordsOf(words.whatsapp)}
            required
            type="tel"
            inputMode="tel"
            placeholder="(21) 99876-5432"
          />
          <FormText
            form={form}
            name="email"
            {...wordsOf(words.email)}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
          />
          <FormTextArea
            form={form}
            name="address"
            className="config-span-all"
            {...wordsOf(words.address)}
            required
            rows={2}
            autoComplete="street-address"
          />
        </div>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{words.opening_hours.label}</legend>
        <p className="admin-field__hint">
          Aparece no topo e no rodapé do site, na página Contato, no aviso “Aberto agora” e no botão
          de WhatsApp (horário de Brasília).
          {company && company.opening_hours.length === 0 && company.working_hours
            ? ` O texto antigo “${company.working_hours}” não pôde ser convertido: marque os dias abertos abaixo.`
            : null}
        </p>
        <Controller
          control={form.control}
          name="opening_hours"
          render={({ field, fieldState }) => (
            <>
              <OpeningHoursGrid
                value={field.value ?? []}
                onChange={field.onChange}
                errors={errors.opening_hours as IntervalErrors[] | undefined}
              />
              {fieldState.error?.message ? (
                <p className="admin-field__error">{fieldState.error.message}</p>
              ) : null}
            </>
          )}
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{words.closed_dates.label}</legend>
        <p className="admin-field__hint">
          Feriados e outros dias sem atendimento: o site mostra “Fechado” nesses dias.
        </p>
        <Controller
          control={form.control}
          name="closed_dates"
          render={({ field }) => (
            <ClosedDatesList
              value={field.value ?? []}
              onChange={field.onChange}
              errors={errors.closed_dates as ClosedDateErrors[] | undefined}
            />
          )}
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Imagens</legend>
        <div className="config-fieldset-grid">
          <FormImageField
            control={form.control}
            name="logo"
            label={words.logo.label}
            description="Opcional. Deixe vazio para usar o logotipo padrão."
          />
          <FormImageField
            control={form.control}
            name="favicon"
            label={words.favicon.label}
            description="Opcional. Imagem quadrada mostrada na aba do navegador."
          />
        </div>
      </fieldset>

      <FormFooter
        formId={FORM_ID}
        error={formError}
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
