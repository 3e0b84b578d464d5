import { createFileRoute } from '@tanstack/react-router';
import { URGENCY_MODEL } from '../features/marketing/config-models';
import { MarketingConfigPage } from '../features/marketing/config-page';
import { CtaFields } from '../features/marketing/cta-fields';
import { MessagesField, StatisticsField } from '../features/marketing/list-fields';
import {
  DiscountField,
  SecondsField,
  ShowOnSiteField,
  TimesFieldset,
} from '../features/marketing/timing-fields';
import { UrgencyPreview } from '../features/marketing/urgency-preview';

export const Route = createFileRoute('/urgency-banner')({ component: UrgencyBannerPage });

function UrgencyBannerPage() {
  return (
    <MarketingConfigPage
      id="urgency-banner"
      title="Banner de urgência"
      description="Selo de desconto, mensagens e estatísticas que se alternam, e um botão. Aparece na página inicial do site; o visitante pode fechá-lo."
      model={URGENCY_MODEL}
      preview={(values) => <UrgencyPreview values={values} />}
      fields={(form) => (
        <>
          <ShowOnSiteField form={form} hint="Desligado, o banner some da página inicial." />
          <DiscountField form={form} hint="Mostrado no selo, por exemplo “15% OFF”." />
          <MessagesField
            form={form}
            hint="Aparecem uma de cada vez, na ordem da lista. Até 200 caracteres cada."
          />
          <StatisticsField
            form={form}
            hint="Números que dão confiança, mostrados um de cada vez ao lado das mensagens."
          />
          <TimesFieldset>
            <SecondsField
              form={form}
              name="rotation_seconds"
              label="Troca de mensagem (segundos)"
              max={60}
              what="Tempo de cada mensagem na tela."
            />
            <SecondsField
              form={form}
              name="statistics_seconds"
              label="Troca de estatística (segundos)"
              max={120}
              what="Tempo de cada estatística na tela."
            />
          </TimesFieldset>
          <CtaFields form={form} />
        </>
      )}
    />
  );
}
