import { type AttentionGrabber, attentionGrabberSchema, MARKETING_DEFAULTS } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { AttentionGrabberView } from '../../features/marketing';
import { SwitchField, TextField } from '../components/fields';
import { ConfigEditor } from '../features/marketing/config-editor';
import {
  attentionToForm,
  attentionToInput,
  configResolver,
  previewAttention,
} from '../features/marketing/config-form';
import { MarketingConfigPage, useConfigSaved } from '../features/marketing/config-page';
import { CtaFields } from '../features/marketing/cta-fields';
import { secondsHint } from '../features/marketing/durations';
import { MessagesField } from '../features/marketing/list-fields';
import { InactiveNote } from '../features/marketing/preview-notes';
import { asNumber } from '../lib/forms';
import { trpc } from '../lib/trpc';
import '../features/marketing/marketing.css';

export const Route = createFileRoute('/attention-grabber')({ component: AttentionGrabberPage });

const resolver = configResolver(attentionGrabberSchema, attentionToInput);
const DEFAULTS = attentionToForm(MARKETING_DEFAULTS.attention_grabber);

function AttentionGrabberPage() {
  const query = trpc.marketing.attentionGrabber.useQuery();
  return (
    <MarketingConfigPage
      title="Chamariz de atenção"
      description="Mensagens curtas que se alternam, a validade da oferta atual e um botão. A validade vem do banner de oferta: a data final e, nas últimas 48 horas, um relógio até ela. Aparece na página inicial do site."
      query={query}
    >
      {(config) => <AttentionEditor config={config} />}
    </MarketingConfigPage>
  );
}

function AttentionEditor({ config }: { config: AttentionGrabber }) {
  const utils = trpc.useUtils();
  const update = trpc.marketing.updateAttentionGrabber.useMutation();
  // The block tells the end of the offer banner's offer; the preview does the same.
  const offer = trpc.marketing.offerBanner.useQuery();
  const saved = useConfigSaved(attentionGrabberSchema, attentionToForm, (stored) =>
    utils.marketing.attentionGrabber.setData(undefined, stored),
  );
  return (
    <ConfigEditor
      id="attention-grabber"
      initial={attentionToForm(config)}
      defaults={DEFAULTS}
      resolver={resolver}
      saving={update.isPending}
      save={(input, callbacks) => update.mutate(input, saved(callbacks))}
      preview={(values) => (
        <>
          <InactiveNote active={values.active} />
          <AttentionGrabberView config={previewAttention(values)} offer={offer.data} />
        </>
      )}
      fields={(form, values) => {
        const { errors } = form.formState;
        return (
          <>
            <SwitchField
              label="Mostrar no site"
              hint="Desligado, o chamariz some da página inicial."
              {...form.register('active')}
            />
            <MessagesField
              form={form}
              hint="Aparecem uma de cada vez, na ordem da lista. Até 200 caracteres cada."
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
              </div>
            </fieldset>
            <CtaFields form={form} />
          </>
        );
      }}
    />
  );
}
