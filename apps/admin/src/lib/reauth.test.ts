import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { createReauthCoordinator, shouldHold } from './reauth';

const withStatus = (httpStatus: number) =>
  Object.assign(new TRPCClientError('x'), { data: { httpStatus } }) as unknown;

describe('re-authentication in place', () => {
  it('holds only 401s of someone who was signed in, never 403s or login calls', () => {
    expect(shouldHold('blog.update', withStatus(401), 'dono')).toBe(true);
    expect(shouldHold('auth.me', withStatus(401), 'dono')).toBe(true);
    expect(shouldHold('blog.update', withStatus(403), 'dono')).toBe(false);
    expect(shouldHold('blog.update', withStatus(401), null)).toBe(false);
    expect(shouldHold('auth.login', withStatus(401), 'dono')).toBe(false);
    expect(shouldHold('auth.logout', withStatus(401), 'dono')).toBe(false);
  });

  it('opens once for several held calls and retries all of them after the login', () => {
    const coordinator = createReauthCoordinator();
    const changes = vi.fn();
    coordinator.subscribe(changes);
    coordinator.setUsername('dono');
    const retries = [vi.fn(), vi.fn()];
    const fails = [vi.fn(), vi.fn()];
    for (const [i, retry] of retries.entries()) coordinator.wait(retry, fails[i] ?? vi.fn());
    expect(coordinator.getState()).toEqual({ open: true, username: 'dono' });
    coordinator.resume();
    expect(coordinator.getState().open).toBe(false);
    for (const retry of retries) expect(retry).toHaveBeenCalledOnce();
    for (const fail of fails) expect(fail).not.toHaveBeenCalled();
  });

  it('"Sair" fails every held call and forgets who was signed in', () => {
    const coordinator = createReauthCoordinator();
    coordinator.setUsername('dono');
    const fail = vi.fn();
    coordinator.wait(vi.fn(), fail);
    coordinator.giveUp();
    expect(fail).toHaveBeenCalledOnce();
    expect(coordinator.getState()).toEqual({ open: false, username: null });
  });

  it('closes when the only held call is abandoned (its page unmounted)', () => {
    const coordinator = createReauthCoordinator();
    coordinator.setUsername('dono');
    const stop = coordinator.wait(vi.fn(), vi.fn());
    stop();
    expect(coordinator.getState().open).toBe(false);
  });
});
