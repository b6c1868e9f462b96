// "Try the robot": the request sends the question trimmed and leaves out a channel or a locale
// not chosen; the owner's tenant is named; an answer for a tenant no longer shown is dropped.
import type { RobotTrial } from '@shared/api/knowledge';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const trial = await import('@console/stores/robotTrial');
const auth = await import('@console/stores/auth');
const shown = await import('@console/stores/shownTenant');

const RESULT: RobotTrial = {
  lang: 'en',
  langReason: 'words',
  searchedLang: 'en',
  searchedDocs: 12,
  humanAsked: false,
  answerType: 1,
  reply: '<p>Two days.</p>',
  suggestList: [],
  parts: [
    { text: 'how long', terms: ['long'], decision: 'answer', reason: { rule: 'agreed' }, docId: 1, candidates: [] },
  ],
};

beforeEach(() => {
  client.reset();
  auth.$me.set({ token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'owner', online: true });
  shown.$shownTenant.set(undefined);
  trial.$trial.set(undefined);
  client.answer(() => RESULT);
});

describe('try the robot', () => {
  it('sends the questions trimmed, a channel, a locale and a previous question only when given', () => {
    expect(trial.trialRequest({ question: ' hi ', channelId: '', locale: '', previous: '  ' })).toEqual({
      question: 'hi',
    });
    expect(
      trial.trialRequest({ question: 'hi', channelId: 'web', locale: 'de', previous: ' do you sell gift cards ' }),
    ).toEqual({
      question: 'hi',
      channelId: 'web',
      locale: 'de',
      previousQuestion: 'do you sell gift cards',
    });
  });

  it("names the owner's tenant and keeps the answer with the question it answers", async () => {
    trial.editTrial({ question: '  how long  ', channelId: 'web' });
    await trial.tryRobot();
    expect(client.calls).toEqual([
      { call: 'tryRobot', body: { tenantId: 'demo', question: 'how long', channelId: 'web' } },
    ]);
    expect(trial.$trial.get()).toEqual({ question: 'how long', result: RESULT });
  });

  it('asks nothing for an empty question, and drops an answer for another tenant', async () => {
    trial.editTrial({ question: '   ' });
    await trial.tryRobot();
    expect(client.calls).toEqual([]);
    let release = () => {};
    client.answer(
      () =>
        new Promise((resolve) => {
          release = () => resolve(RESULT);
        }),
    );
    trial.editTrial({ question: 'how long' });
    const late = trial.tryRobot();
    shown.$shownTenant.set('other');
    release();
    await late;
    expect(trial.$trial.get()).toBeUndefined();
    expect(trial.$trying.get()).toBe(false);
  });
});
