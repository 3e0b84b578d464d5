import { lazy, Suspense } from 'react';
import { useInstallOffer } from './install-prompt';

const InstallCardChunk = lazy(() =>
  import('./install-card').then(({ InstallCard }) => ({ default: InstallCard })),
);

/**
 * The install card, whose code is fetched only once the browser offered the install
 * (`install-prompt.ts` catches the offer from the start): most visits never load it.
 */
export function InstallCard() {
  const offer = useInstallOffer();
  return offer ? (
    <Suspense fallback={null}>
      <InstallCardChunk prompt={offer} />
    </Suspense>
  ) : null;
}
