import { AttentionGrabberView } from '@site/features/marketing';
import { createFileRoute } from '@tanstack/react-router';
import { previewAttention } from '../features/marketing/config-form';
import { ATTENTION_MODEL } from '../features/marketing/config-models';
import { MarketingConfigPage } from '../features/marketing/config-page';
import { CtaFields } from '../features/marketing/cta-fields';
import { MessagesField } from '../features/marketing/list-fields';
import { InactiveNote } from '../features/marketing/preview-notes';
import { SecondsField, ShowOnSiteField, TimesFieldset } from '../features/marketing/timing-fields';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/attention-grabber')({ component: AttentionGrabberPage });

function AttentionGrabberPage() {
  // The block tells the end of the offer banner's offer; the preview does the same.
  const offer = trpc.marketing.offerBanner.useQuery();
  return (
    <MarketingConfigPage
      id="attention-grabber"
      title="Chamariz de atenção"
      description="Mensagens curtas que se alternam, a validade da oferta atual e um botão. A validade vem do banner de oferta: a data final e, nas últimas 48 horas, um relógio até ela. Aparece na página inicial do site."
      model={ATTENTION_MODEL}
      preview={(values) => (
        <>
          <InactiveNote active={values.active} />
          <AttentionGrabberView config={previewAttention(values)} offer={offer.data} />
        </>
      )}
      fields={(form) => (
        <>
          <ShowOnSiteField form={form} hint="Desligado, o chamariz some da página inicial." />
          <MessagesField
            form={form}
            hint="Aparecem uma de cada vez, na ordem da lista. Até 200 caracteres cada."
          />
          <TimesFieldset>
            <SecondsField
              form={form}
              name="rotation_seconds"
              label="Troca de mensagem (segundos)"
              max={60}
              what="Tempo de cada mensagem na tela."
            />
          </TimesFieldset>
          <CtaFields form={form} />
        </>
      )}
    />
  );
}
