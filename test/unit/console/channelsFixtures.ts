// Channels as the admin API answers them, for the channel stores' and pages' tests.
import nodeConsole from 'node:console';
import { DEFAULT_EVALUATE_CONFIG } from '@server/store/evaluations';
import type { ChannelSummary, EditedChannel } from '@shared/api';
import { defaultChannelSettings } from '@shared/channelConfig';
import { vi } from 'vitest';

export const summary = (channelId: string, changes: Partial<ChannelSummary> = {}): ChannelSummary => ({
  channelId,
  tenantId: 'demo',
  channelName: `Channel ${channelId}`,
  mainColor: '#0958d9',
  language: 'en',
  disabled: false,
  version: 1,
  updatedAt: Date.UTC(2026, 0, 5, 9, 30),
  updatedBy: 'owner',
  ...changes,
});

export const edited = (channelId: string, version = 1, changes: Partial<EditedChannel['settings']> = {}) =>
  ({
    channel: summary(channelId, { version, channelName: changes.channelName ?? `Channel ${channelId}` }),
    settings: { ...defaultChannelSettings(changes.channelName ?? `Channel ${channelId}`), ...changes },
    hasSecret: false,
  }) satisfies EditedChannel;

/**
 * happy-dom loads no frame page and says so for each frame (the preview's), on the console it was
 * given at its start (Node's, not vitest's): expected in these tests, and nothing else is silenced.
 */
export function quietFrames() {
  const error = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) error(...args);
  });
}

/** What the admin API answers the editor's sections for a tenant with nothing set yet. */
export function tenantAnswer(call: string): unknown {
  switch (call) {
    case 'evaluateConfig':
      return { config: DEFAULT_EVALUATE_CONFIG };
    case 'workOrderSetup':
      return { types: [], templates: [] };
    default:
      return { list: [] };
  }
}
