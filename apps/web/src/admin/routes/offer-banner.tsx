import {
  isOfferValid,
  MARKETING_DEFAULTS,
  type OfferBanner,
  offerBannerSchema,
} from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { OfferBannerView } from '../../features/marketing';
import { formatDateBr } from '../../features/marketing/marketing-logic';
import { SwitchField, TextAreaField, TextField } from '../components/fields';
import { ConfigEditor } from '../features/marketing/config-editor';
import {
  configResolver,
  type OfferForm,
  offerToForm,
  previewOffer,
} from '../features/marketing/config-form';
import { MarketingConfigPage, useConfigSaved } from '../features/marketing/config-page';
import { CtaFields } from '../features/marketing/cta-fields';
import { InactiveNote } from '../features/marketing/preview-notes';
import { asNumber } from '../lib/forms';
import { trpc } from '../lib/trpc';
import '../features/marketing/marketing.css';

export const Route = createFileRoute('/offer-banner')({ component: OfferBannerPage });

const resolver = configResolver(offerBannerSchema, (values: OfferForm) => values);
const DEFAULTS = offerToForm(MARKETING_DEFAULTS.offer_banner);

function OfferBannerPage() {
  const query = trpc.marketing.offerBanner.useQuery();
  return (
    <MarketingConfigPage
      title="Banner de oferta"
      description="A oferta do momento, com desconto e data de validade. Aparece na página inicial do site até o fim do último dia."
      query={query}
    >
      {(config) => <OfferEditor config={config} />}
    </MarketingConfigPage>
  );
}

/** Whether the site shows the offer today (workshop's clock), in words. */
function ValidityNote({ validUntil }: { validUntil: string | undefined }) {
  if (!validUntil || !/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) return null;
  if (isOfferValid({ valid_until: validUntil }, new Date())) return null;
  return (
    <p className="admin-notice mkt-admin-preview-note">
      A validade ({formatDateBr(validUntil)}) já passou: a oferta não aparece no site. Escolha uma
      data futura.
    </p>
  );
}

function OfferEditor({ config }: { config: OfferBanner }) {
  const utils = trpc.useUtils();
  const update = trpc.marketing.updateOfferBanner.useMutation();
  const saved = useConfigSaved(offerBannerSchema, offerToForm, (stored) =>
    utils.marketing.offerBanner.setData(undefined, stored),
  );
  return (
    <ConfigEditor
      id="offer-banner"
      initial={offerToForm(config)}
      defaults={DEFAULTS}
      resolver={resolver}
      saving={update.isPending}
      save={(input, callbacks) => update.mutate(input, saved(callbacks))}
      preview={(values) => (
        <>
          <InactiveNote active={values.active} />
          <ValidityNote validUntil={values.valid_until} />
          <OfferBannerView offer={previewOffer(values)} />
        </>
      )}
      fields={(form, values) => {
        const { errors } = form.formState;
        return (
          <>
            <SwitchField
              label="Mostrar no site"
              hint="Desligado, a oferta some da página inicial."
              {...form.register('active')}
            />
            <TextField
              label="Título"
              required
              maxLength={120}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <TextAreaField
              label="Descrição"
              required
              rows={3}
              maxLength={500}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <div className="mkt-admin-pair">
              <TextField
                label="Desconto (%)"
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                required
                error={errors.discount_percentage?.message}
                {...form.register('discount_percentage', asNumber)}
              />
              <TextField
                label="Válido até"
                type="date"
                required
                hint={
                  values.valid_until && /^\d{4}-\d{2}-\d{2}$/.test(values.valid_until)
                    ? `Aparece até o fim do dia ${formatDateBr(values.valid_until)} (horário de Brasília).`
                    : 'O último dia da oferta.'
                }
                error={errors.valid_until?.message}
                {...form.register('valid_until')}
              />
            </div>
            <CtaFields form={form} />
          </>
        );
      }}
    />
  );
}
