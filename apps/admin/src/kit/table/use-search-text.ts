import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../features/ops/use-debounced-value';

/**
 * The search box of a list whose search lives in the address bar: it types freely, and the
 * address follows 300 ms after the last key (through `push`, with the trimmed text). Back,
 * forward or a link that change the address put their search back in the box.
 */
export function useSearchText(
  fromAddress: string | undefined,
  push: (value: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(fromAddress ?? '');
  const debounced = useDebouncedValue(text, 300);
  const pushed = useRef(fromAddress ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the debounced text only
  useEffect(() => {
    const value = debounced.trim();
    if (value === pushed.current) return;
    pushed.current = value;
    push(value);
  }, [debounced]);
  useEffect(() => {
    const value = fromAddress ?? '';
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [fromAddress]);
  return [text, setText];
}
