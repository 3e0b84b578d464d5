import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { onIdleOrFirstInteraction } from './first-interaction';

/**
 * A component whose code is a chunk of its own, fetched once the page is idle or on the first
 * interaction (`onIdleOrFirstInteraction`), for the always-on features nothing needs while the
 * page hydrates. Renders nothing on the server, during hydration and until its code arrived,
 * so the server's HTML and the first browser render agree.
 */
export function loadLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  const Later = lazy(preload);
  return function LoadedLater(props: P) {
    const [wanted, setWanted] = useState(false);
    useEffect(
      () =>
        onIdleOrFirstInteraction(() => {
          void preload();
          setWanted(true);
        }),
      [],
    );
    return wanted ? (
      <Suspense fallback={null}>
        <Later {...props} />
      </Suspense>
    ) : null;
  };
}
