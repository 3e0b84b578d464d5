import { MARKETING_DEFAULTS, type UrgencyBanner, urgencyBannerSchema } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { UrgencyBannerView } from '../../features/marketing';
import { SwitchField, TextField } from '../components/fields';
import { ConfigEditor } from '../features/marketing/config-editor';
import {
  configResolver,
  previewUrgency,
  type UrgencyForm,
  urgencyToForm,
  urgencyToInput,
} from '../features/marketing/config-form';
import { MarketingConfigPage, useConfigSaved } from '../features/marketing/config-page';
import { CtaFields } from '../features/marketing/cta-fields';
import { secondsHint } from '../features/marketing/durations';
import { MessagesField, StatisticsField } from '../features/marketing/list-fields';
import { PreviewClosed } from '../features/marketing/preview-frame';
import { InactiveNote } from '../features/marketing/preview-notes';
import { asNumber } from '../lib/forms';
import { trpc } from '../lib/trpc';
import '../features/marketing/marketing.css';

export const Route = createFileRoute('/urgency-banner')({ component: UrgencyBannerPage });

const resolver = configResolver(urgencyBannerSchema, urgencyToInput);
const DEFAULTS = urgencyToForm(MARKETING_DEFAULTS.urgency_banner);

function UrgencyBannerPage() {
  const query = trpc.marketing.urgencyBanner.useQuery();
  return (
    <MarketingConfigPage
      title="Banner de urgência"
      description="Selo de desconto, mensagens e estatísticas que se alternam, e um botão. Aparece na página inicial do site; o visitante pode fechá-lo."
      query={query}
    >
      {(config) => <UrgencyEditor config={config} />}
    </MarketingConfigPage>
  );
}

function UrgencyEditor({ config }: { config: UrgencyBanner }) {
  const utils = trpc.useUtils();
  const update = trpc.marketing.updateUrgencyBanner.useMutation();
  const saved = useConfigSaved(urgencyBannerSchema, urgencyToForm, (stored) =>
    utils.marketing.urgencyBanner.setData(undefined, stored),
  );
  return (
    <ConfigEditor
      id="urgency-banner"
      initial={urgencyToForm(config)}
      defaults={DEFAULTS}
      resolver={resolver}
      saving={update.isPending}
      save={(input, callbacks) => update.mutate(input, saved(callbacks))}
      preview={(values) => <UrgencyPreview values={values} />}
      fields={(form, values) => {
        const { errors } = form.formState;
        return (
          <>
            <SwitchField
              label="Mostrar no site"
              hint="Desligado, o banner some da página inicial."
              {...form.register('active')}
            />
            <TextField
              label="Desconto (%)"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              required
              hint="Mostrado no selo, por exemplo “15% OFF”."
              error={errors.discount_percentage?.message}
              {...form.register('discount_percentage', asNumber)}
            />
            <MessagesField
              form={form}
              hint="Aparecem uma de cada vez, na ordem da lista. Até 200 caracteres cada."
            />
            <StatisticsField
              form={form}
              hint="Números que dão confiança, mostrados um de cada vez ao lado das mensagens."
            />
            <fieldset className="admin-fieldset">
              <legend>Tempos</legend>
              <div className="mkt-admin-pair">
                <TextField
                  label="Troca de mensagem (segundos)"
                  type="number"
                  inputMode="decimal"
                  min={1}
                  max={60}
                  step={0.5}
                  required
                  hint={secondsHint(values.rotation_seconds, 'Tempo de cada mensagem na tela.')}
                  error={errors.rotation_seconds?.message}
                  {...form.register('rotation_seconds', asNumber)}
                />
                <TextField
                  label="Troca de estatística (segundos)"
                  type="number"
                  inputMode="decimal"
                  min={1}
                  max={120}
                  step={0.5}
                  required
                  hint={secondsHint(
                    values.statistics_seconds,
                    'Tempo de cada estatística na tela.',
                  )}
                  error={errors.statistics_seconds?.message}
                  {...form.register('statistics_seconds', asNumber)}
                />
              </div>
            </fieldset>
            <CtaFields form={form} />
          </>
        );
      }}
    />
  );
}

function UrgencyPreview({ values }: { values: UrgencyForm }) {
  const [closed, setClosed] = useState(false);
  return (
    <>
      <InactiveNote active={values.active} />
      {closed ? (
        <PreviewClosed onShow={() => setClosed(false)}>
          Banner fechado, como o visitante pode fazer no site.
        </PreviewClosed>
      ) : (
        <UrgencyBannerView config={previewUrgency(values)} onClose={() => setClosed(true)} />
      )}
    </>
  );
}
