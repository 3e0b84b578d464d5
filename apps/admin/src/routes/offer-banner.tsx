import { OfferBannerView } from '@site/features/marketing';
import { createFileRoute } from '@tanstack/react-router';
import { previewOffer } from '../features/marketing/config-form';
import { OFFER_MODEL } from '../features/marketing/config-models';
import { MarketingConfigPage } from '../features/marketing/config-page';
import { OfferFields, ValidityNote } from '../features/marketing/offer-fields';
import { InactiveNote } from '../features/marketing/preview-notes';

export const Route = createFileRoute('/offer-banner')({ component: OfferBannerPage });

function OfferBannerPage() {
  return (
    <MarketingConfigPage
      id="offer-banner"
      title="Banner de oferta"
      description="A oferta do momento, com desconto e data de validade. Aparece na página inicial do site até o fim do último dia."
      model={OFFER_MODEL}
      preview={(values) => (
        <>
          <InactiveNote active={values.active} />
          <ValidityNote validUntil={values.valid_until} />
          <OfferBannerView offer={previewOffer(values)} />
        </>
      )}
      fields={(form) => <OfferFields form={form} />}
    />
  );
}
