import { createFileRoute } from '@tanstack/react-router';
import { OfferBannerView } from '../../features/marketing';
import { previewOffer } from '../features/marketing/config-form';
import { OFFER_MODEL } from '../features/marketing/config-models';
import { MarketingConfigPage } from '../features/marketing/config-page';
import { OfferFields, ValidityNote } from '../features/marketing/offer-fields';
import { InactiveNote } from '../features/marketing/preview-notes';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/offer-banner')({ component: OfferBannerPage });

function OfferBannerPage() {
  const utils = trpc.useUtils();
  return (
    <MarketingConfigPage
      id="offer-banner"
      title="Banner de oferta"
      description="A oferta do momento, com desconto e data de validade. Aparece na página inicial do site até o fim do último dia."
      query={trpc.marketing.offerBanner.useQuery()}
      update={trpc.marketing.updateOfferBanner.useMutation()}
      model={OFFER_MODEL}
      store={(saved) => utils.marketing.offerBanner.setData(undefined, saved)}
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
