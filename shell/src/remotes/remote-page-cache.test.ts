import { loadRemote } from '@module-federation/enhanced/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { forgetRemotePages, loadRemotePage, preloadRemotePage } from './remote-page-cache';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn() }));

const Page = () => null;
const loadRemoteMock = vi.mocked(loadRemote);

describe('remote page cache', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    forgetRemotePages('dashboard');
  });

  it('loads a preloaded page once: the render takes the load the preload started', async () => {
    loadRemoteMock.mockResolvedValue({ default: Page });
    preloadRemotePage('dashboard', 'DashboardPage');
    expect(loadRemoteMock).toHaveBeenCalledWith('dashboard/DashboardPage');
    await expect(loadRemotePage('dashboard', 'DashboardPage')).resolves.toEqual({ default: Page });
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed preload for the render to show, and loads again once forgotten (Retry)', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('offline'));
    preloadRemotePage('dashboard', 'DashboardPage');
    await expect(loadRemotePage('dashboard', 'DashboardPage')).rejects.toThrow('offline');

    loadRemoteMock.mockResolvedValue({ default: Page });
    forgetRemotePages('dashboard');
    await expect(loadRemotePage('dashboard', 'DashboardPage')).resolves.toEqual({ default: Page });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('refuses a module whose default export is no page', async () => {
    loadRemoteMock.mockResolvedValue({ notAPage: true });
    await expect(loadRemotePage('dashboard', 'GoalSettingPage')).rejects.toThrow(
      'Remote module dashboard/GoalSettingPage has no page as default export',
    );
  });
});
