import { toast } from '@site/features/toasts';
import { describe, expect, it, vi } from 'vitest';
import { optimisticReorder, REORDER_FAILED } from './optimistic-reorder';

const rows = [
  { id: 1, display_order: 0, name: 'a' },
  { id: 2, display_order: 1, name: 'b' },
];

function fakeList() {
  const cache = new Map<string, typeof rows>([['LIST', rows]]);
  return {
    cache,
    cancel: vi.fn(async (_input: string) => {}),
    getData: (input: string) => cache.get(input),
    setData: (input: string, next: typeof rows) => cache.set(input, next),
    invalidate: vi.fn(async (_input: string) => {}),
  };
}

describe('optimisticReorder', () => {
  it('shows the new order at once and puts the old one back when the server refuses', async () => {
    const list = fakeList();
    const error = vi.spyOn(toast, 'error');
    const options = optimisticReorder(list, 'LIST', 'Ordem salva');
    const context = await options.onMutate({ ids: [2, 1] });
    expect(list.cancel).toHaveBeenCalledWith('LIST');
    expect(list.cache.get('LIST')?.map((row) => [row.id, row.display_order])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    options.onError(new Error('boom'), { ids: [2, 1] }, context);
    expect(list.cache.get('LIST')).toBe(rows);
    expect(error).toHaveBeenCalledWith(REORDER_FAILED);
    await options.onSettled();
    expect(list.invalidate).toHaveBeenCalledWith('LIST');
  });

  it('says the order was saved', () => {
    const success = vi.spyOn(toast, 'success');
    optimisticReorder(fakeList(), 'LIST', 'Ordem das perguntas salva').onSuccess();
    expect(success).toHaveBeenCalledWith('Ordem das perguntas salva');
  });
});
