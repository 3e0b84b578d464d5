import { UrgencyBannerView } from '@site/features/marketing';
import { useState } from 'react';
import { previewUrgency, type UrgencyForm } from './config-form';
import { PreviewClosed } from './preview-frame';
import { InactiveNote } from './preview-notes';

/** The urgency banner as the site draws it; closing it shows how to bring it back. */
export function UrgencyPreview({ values }: { values: UrgencyForm }) {
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
