import { isOfferValid } from '@oficina/core';
import { formatDateBr } from '@site/features/marketing/marketing-logic';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormText, FormTextArea } from '../../kit/forms/form-fields';
import type { OfferForm } from './config-form';
import { CtaFields } from './cta-fields';
import { DiscountField, ShowOnSiteField } from './timing-fields';

const isDay = (value: string | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

/** Whether the site shows the offer today (workshop's clock), in words. */
export function ValidityNote({ validUntil }: { validUntil: string | undefined }) {
  if (!isDay(validUntil)) return null;
  if (isOfferValid({ valid_until: validUntil }, new Date())) return null;
  return (
    <p className="admin-notice mkt-admin-preview-note">
      A validade ({formatDateBr(validUntil)}) já passou: a oferta não aparece no site. Escolha uma
      data futura.
    </p>
  );
}

/** The offer banner's fields: switch, title, text, discount, last day and button. */
export function OfferFields({ form }: { form: UseFormReturn<OfferForm, unknown, OfferForm> }) {
  const validUntil = useWatch({ control: form.control, name: 'valid_until' });
  return (
    <>
      <ShowOnSiteField form={form} hint="Desligado, a oferta some da página inicial." />
      <FormText form={form} name="title" label="Título" required maxLength={120} />
      <FormTextArea
        form={form}
        name="description"
        label="Descrição"
        required
        rows={3}
        maxLength={500}
      />
      <div className="mkt-admin-pair">
        <DiscountField form={form} />
        <FormText
          form={form}
          name="valid_until"
          label="Válido até"
          type="date"
          required
          hint={
            isDay(validUntil)
              ? `Aparece até o fim do dia ${formatDateBr(validUntil)} (horário de Brasília).`
              : 'O último dia da oferta.'
          }
        />
      </div>
      <CtaFields form={form} />
    </>
  );
}
