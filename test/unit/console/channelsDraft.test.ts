// The channel editor's draft: its problems by field path (the schema's and the rules'), whether
// it differs from what was loaded, its save over the version it was loaded from, a conflicting
// save that keeps the draft, a refused field shown at its path, and a restored version.
import { ApiError } from '@shared/api';
import { defaultChannelSettings } from '@shared/channelConfig';
import { MENU_TYPE } from '@shared/codes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { edited, summary } from './channelsFixtures';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const draft = await import('@console/stores/channelDraft');
const { draftProblems } = await import('@console/stores/channelProblems');
const { $channels } = await import('@console/stores/channels');

const fields = (settings: unknown) => draftProblems(settings as never).map((problem) => problem.field);

describe("the draft's problems", () => {
  const good = defaultChannelSettings('Web');

  it('a good draft has none', () => {
    expect(draftProblems(good)).toEqual([]);
  });

  it("names each schema error by the field's dot path, in words an owner reads", () => {
    const problems = draftProblems({
      ...good,
      channelName: '',
      mainColor: 'red',
      mainWidth: 100,
      receiveMode: 9 as never,
      allowedOrigins: ['https://shop.example/path'],
      chatMenuConfigList: [
        { id: 1, menuType: MENU_TYPE.openLink, menuName: 'x'.repeat(21), labelLink: 'https://a.example' },
      ],
    });
    expect(problems).toEqual([
      { field: 'channelName', message: 'must not be empty' },
      { field: 'mainColor', message: 'must be a colour written #rrggbb' },
      { field: 'mainWidth', message: 'must be at least 320' },
      { field: 'receiveMode', message: 'is not one of the allowed values' },
      { field: 'chatMenuConfigList.0.menuName', message: 'must have at most 20 characters' },
      { field: 'allowedOrigins.0', message: 'must be an origin such as https://shop.example, with nothing after it' },
    ]);
  });

  it('a field that may be null is named where it is wrong, not as "must be null"', () => {
    const hours = { timeZone: 'Europe/Paris', week: [{ day: 1, start: '0900', end: '18:00' }], closedDates: [] };
    expect(fields({ ...good, workingHours: hours })).toEqual(['workingHours.week.0.start']);
  });

  it('an unknown or missing field is named', () => {
    const { robotName: _left, ...rest } = good;
    expect(fields({ ...rest, colour: '#fff' }).sort()).toEqual(['colour', 'robotName']);
  });

  it("adds the rules a schema cannot say, by path: a link's URL, a Q&A pair, the hours' order and time zone", () => {
    const problems = draftProblems({
      ...good,
      chatMenuConfigList: [
        { id: 1, menuType: MENU_TYPE.presetQuestion, menuName: 'Ask', msgText: 'Where is my order?' },
        { id: 2, menuType: MENU_TYPE.openLink, menuName: 'Shop', labelLink: 'javascript:alert(1)' },
        { id: 3, menuType: MENU_TYPE.autoAnswer, menuName: 'Hours', msgText: 'When are you open?' },
      ],
      workingHours: { timeZone: 'Mars/Base', week: [{ day: 1, start: '18:00', end: '09:00' }], closedDates: [] },
    });
    expect(problems.map((problem) => problem.field)).toEqual([
      'chatMenuConfigList.1.labelLink',
      'chatMenuConfigList.2.msgText',
      'workingHours.timeZone',
      'workingHours.week.0.end',
    ]);
    expect(problems[0]!.message).toBe('a link needs an http(s) URL');
  });
});

describe('the draft and its save', () => {
  beforeEach(() => {
    client.reset();
    draft.closeDraft();
    $channels.set([summary('web'), summary('shop')]);
  });

  const open = async (channelId = 'web', version = 3) => {
    client.answer((call) => (call == 'channel' ? edited(channelId, version) : {}));
    await draft.openDraft(channelId);
    client.calls.length = 0;
  };

  it('loads the channel; changing a field makes it dirty, changing it back does not', async () => {
    await open();
    expect(draft.$draft.get()!.channelName).toBe('Channel web');
    expect(draft.$dirty.get()).toBe(false);
    draft.updateDraft({ mainColor: '#aa0000' });
    expect(draft.$dirty.get()).toBe(true);
    draft.updateDraft({ mainColor: '#0958d9' });
    expect(draft.$dirty.get()).toBe(false);
  });

  it('problems follow the draft as it is typed', async () => {
    await open();
    draft.updateDraft({ robotName: '' });
    expect(draft.$problems.get()).toEqual([{ field: 'robotName', message: 'must not be empty' }]);
    draft.updateDraft({ robotName: 'Ada' });
    expect(draft.$problems.get()).toEqual([]);
  });

  it('saves every setting over the version it was loaded from; the list shows the new summary', async () => {
    await open('web', 3);
    draft.updateDraft({ mainColor: '#aa0000', robotName: 'Ada' });
    const sent = draft.$draft.get();
    client.answer((call, body) => (call == 'saveChannel' ? edited('web', 4, body.settings as never) : {}));
    expect(await draft.saveDraft()).toEqual({ kind: 'saved' });
    expect(client.calls).toEqual([{ call: 'saveChannel', body: { channelId: 'web', version: 3, settings: sent } }]);
    expect(draft.$loaded.get()!.channel.version).toBe(4);
    expect(draft.$dirty.get()).toBe(false);
    expect($channels.get()!.map((each) => [each.channelId, each.version])).toEqual([
      ['web', 4],
      ['shop', 1],
    ]);
  });

  it('a draft with problems is not sent: the first problem is answered', async () => {
    await open();
    draft.updateDraft({ mainColor: 'blue' });
    expect(await draft.saveDraft()).toEqual({
      kind: 'invalid',
      problem: { field: 'mainColor', message: 'must be a colour written #rrggbb' },
    });
    expect(client.calls).toEqual([]);
  });

  it('a save over a newer version (409) keeps the draft; "reload theirs" replaces it', async () => {
    await open('web', 3);
    draft.updateDraft({ robotName: 'Mine' });
    client.answer((call) => {
      if (call == 'saveChannel') throw new ApiError(409, 'version: the channel was saved meanwhile');
      return edited('web', 5, { robotName: 'Theirs' });
    });
    expect(await draft.saveDraft()).toEqual({ kind: 'conflict' });
    expect(draft.$conflict.get()).toBe(true);
    expect(draft.$draft.get()!.robotName).toBe('Mine');
    expect(draft.$dirty.get()).toBe(true);
    await draft.reloadTheirs();
    expect(draft.$draft.get()!.robotName).toBe('Theirs');
    expect(draft.$loaded.get()!.channel.version).toBe(5);
    expect(draft.$conflict.get()).toBe(false);
    expect(draft.$dirty.get()).toBe(false);
  });

  it('"keep mine and save over" saves the draft over the newest version', async () => {
    await open('web', 3);
    draft.updateDraft({ robotName: 'Mine' });
    let saves = 0;
    client.answer((call, body) => {
      if (call == 'channel') return edited('web', 5, { robotName: 'Theirs' });
      if (call == 'saveChannel' && saves++ == 0) throw new ApiError(409, 'version: the channel was saved meanwhile');
      return edited('web', 6, body.settings as never);
    });
    await draft.saveDraft();
    client.calls.length = 0;
    expect(await draft.keepMineAndSave()).toEqual({ kind: 'saved' });
    expect(client.calls.map((entry) => [entry.call, entry.body.version])).toEqual([
      ['channel', undefined],
      ['saveChannel', 5],
    ]);
    expect((client.calls[1]!.body.settings as { robotName: string }).robotName).toBe('Mine');
    expect(draft.$draft.get()!.robotName).toBe('Mine');
    expect(draft.$dirty.get()).toBe(false);
    expect(draft.$conflict.get()).toBe(false);
  });

  it("a 400 naming a setting shows at that setting's path until that field changes", async () => {
    await open();
    const menu = { id: 1, menuType: MENU_TYPE.openLink, menuName: 'Shop', labelLink: 'https://shop.example' };
    draft.updateDraft({ chatMenuConfigList: [menu] });
    client.answer(() => {
      throw new ApiError(400, 'settings.chatMenuConfigList.0.labelLink: is not reachable');
    });
    const outcome = await draft.saveDraft();
    const problem = { field: 'chatMenuConfigList.0.labelLink', message: 'is not reachable' };
    expect(outcome).toEqual({ kind: 'refused', problem });
    expect(draft.$problems.get()).toEqual([problem]);
    draft.updateDraft({ robotName: 'Ada' });
    expect(draft.$problems.get()).toEqual([problem]);
    draft.updateDraft({ chatMenuConfigList: [{ ...menu, labelLink: 'https://shop.example/help' }] });
    expect(draft.$problems.get()).toEqual([]);
  });

  it('a 400 naming no setting is an error of its own, thrown', async () => {
    await open();
    draft.updateDraft({ robotName: 'Ada' });
    client.answer(() => {
      throw new ApiError(400, 'version: must be integer');
    });
    await expect(draft.saveDraft()).rejects.toThrow('version: must be integer');
    expect(draft.$problems.get()).toEqual([]);
  });

  it('restoring a version sends the version shown and the one restored; the draft becomes it', async () => {
    await open('web', 4);
    draft.updateDraft({ robotName: 'Unsaved' });
    client.answer(() => edited('web', 5, { robotName: 'Old' }));
    await draft.restoreVersion(2);
    expect(client.calls).toEqual([{ call: 'restoreChannel', body: { channelId: 'web', version: 4, restore: 2 } }]);
    expect(draft.$draft.get()!.robotName).toBe('Old');
    expect(draft.$dirty.get()).toBe(false);
    expect($channels.get()![0]!.version).toBe(5);
  });

  it('coming back to a channel with unsaved changes keeps them; another channel starts afresh', async () => {
    await open('web');
    draft.updateDraft({ robotName: 'Unsaved' });
    await draft.openDraft('web');
    expect(client.calls).toEqual([]);
    expect(draft.$draft.get()!.robotName).toBe('Unsaved');
    client.answer(() => edited('shop'));
    await draft.openDraft('shop');
    expect(draft.$draft.get()!.channelName).toBe('Channel shop');
    expect(draft.$dirty.get()).toBe(false);
  });

  it('an answer for a channel no longer opened is dropped', async () => {
    let release = () => {};
    client.answer((_call, body) =>
      body.channelId == 'web' ? new Promise((resolve) => (release = () => resolve(edited('web')))) : edited('shop'),
    );
    const first = draft.openDraft('web');
    await draft.openDraft('shop');
    release();
    await first;
    expect(draft.$loaded.get()!.channel.channelId).toBe('shop');
  });
});
