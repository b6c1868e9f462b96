// The Mail page's settings: addresses one a line (pasted lists with commas too), repeated ones
// sent once, a bad or surplus address named by its line before anything is sent; what a save
// sends (channels left at the defaults left out); the server's refusal shown at the field and
// line it names; what was typed during a save stays unsaved.
import { ApiError } from '@shared/api';
import { DEFAULT_MAIL_SETTINGS, type MailSettings, OUTGOING_LIMITS } from '@shared/api/outgoing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { addressesOfText, textOfAddresses } = await import('@console/stores/mailAddresses');
const rules = await import('@console/stores/mailDraftRules');
const store = await import('@console/stores/mailSettings');
const outbox = await import('@console/stores/outbox');
const auth = await import('@console/stores/auth');
const shown = await import('@console/stores/shownTenant');
const channels = await import('@console/stores/channels');

const SAVED: MailSettings = {
  teamAddresses: ['team@shop.example'],
  confirmToVisitor: true,
  repliesToVisitor: false,
  channels: [{ channelId: 'web', addresses: ['web@shop.example'], waitingMinutes: 10 }],
};
const STATUS = { configured: true, from: 'Shop <support@shop.example>', dkim: false };
const COUNTS = { pending: 1, failed: 2, sentLastDay: 3 };

describe('addresses as text', () => {
  it('reads one a line, and the commas and semicolons of a pasted list, blank lines skipped', () => {
    const read = addressesOfText(' a@shop.example \n\nb@shop.example, c@shop.example;d@shop.example\r\n  ');
    expect(read.addresses).toEqual(['a@shop.example', 'b@shop.example', 'c@shop.example', 'd@shop.example']);
    expect(read.lines).toEqual([1, 3, 3, 3]);
    expect(read.problems).toEqual([]);
    expect(addressesOfText(textOfAddresses(read.addresses)).addresses).toEqual(read.addresses);
  });

  it('sends an address written twice once, whatever its case', () => {
    expect(addressesOfText('A@shop.example\na@SHOP.example\nb@shop.example').addresses).toEqual([
      'A@shop.example',
      'b@shop.example',
    ]);
  });

  it('names the line of what is not an address, of one too long, and of the first past the limit', () => {
    const long = `${'x'.repeat(OUTGOING_LIMITS.address)}@shop.example`;
    expect(addressesOfText(`ok@shop.example\nnot an address\nuser@host\n${long}`).problems).toEqual([
      { kind: 'badAddress', line: 2, address: 'not an address' },
      { kind: 'badAddress', line: 3, address: 'user@host' },
      { kind: 'tooLong', line: 4, address: long },
    ]);
    const many = Array.from({ length: OUTGOING_LIMITS.addresses + 2 }, (_, index) => `p${index}@shop.example`);
    expect(addressesOfText(many.join('\n')).problems).toEqual([
      { kind: 'tooMany', line: OUTGOING_LIMITS.addresses + 1 },
    ]);
  });
});

describe('the draft', () => {
  it('sends each channel that differs from the defaults, in the order of their ids', () => {
    const draft = {
      ...rules.draftOf(SAVED),
      channels: {
        web: { addresses: 'web@shop.example', waitingMinutes: '10' },
        app: { addresses: '', waitingMinutes: ' 5 ' },
        shop: { addresses: '', waitingMinutes: '' },
      },
    };
    const sent = rules.settingsOfDraft(draft);
    expect(sent.problems).toEqual({});
    expect(sent.settings).toEqual({
      teamAddresses: ['team@shop.example'],
      confirmToVisitor: true,
      repliesToVisitor: false,
      channels: [
        { channelId: 'app', addresses: [], waitingMinutes: 5 },
        { channelId: 'web', addresses: ['web@shop.example'], waitingMinutes: 10 },
      ],
    });
  });

  it('refuses minutes that are not whole, or past a day', () => {
    expect(rules.minutesOf('')).toBe(0);
    expect(rules.minutesOf(String(OUTGOING_LIMITS.waitingMinutes))).toBe(OUTGOING_LIMITS.waitingMinutes);
    for (const typed of ['1.5', '-1', 'ten', String(OUTGOING_LIMITS.waitingMinutes + 1)])
      expect(rules.minutesOf(typed), typed).toBeUndefined();
    const draft = { ...rules.draftOf(SAVED), channels: { web: { addresses: 'nope', waitingMinutes: '2000' } } };
    expect(rules.settingsOfDraft(draft).problems).toEqual({
      'addresses:web': [{ kind: 'badAddress', line: 1, address: 'nope' }],
      'minutes:web': [{ kind: 'minutes' }],
    });
  });

  it('counts blank lines, spaces or a channel at its defaults as no change', () => {
    const saved = rules.draftOf(SAVED);
    expect(rules.sameDraft(saved, { ...saved, team: '\n team@shop.example \n' })).toBe(true);
    expect(
      rules.sameDraft(saved, {
        ...saved,
        channels: { ...saved.channels, app: { addresses: '', waitingMinutes: '0' } },
      }),
    ).toBe(true);
    expect(rules.sameDraft(saved, { ...saved, repliesToVisitor: true })).toBe(false);
    expect(rules.sameDraft(saved, { ...saved, team: 'team@shop.example\nnew@shop.example' })).toBe(false);
  });

  it("reads the server's refusal as the field and the line of the address it names", () => {
    const draft = {
      ...rules.draftOf(SAVED),
      team: 'a@shop.example\n\nb@shop.example',
      channels: {
        web: { addresses: 'c@shop.example\nd@shop.example', waitingMinutes: '0' },
        app: { addresses: '', waitingMinutes: '30' },
      },
    };
    const sent = rules.settingsOfDraft(draft);
    expect(rules.refusalOf('settings.teamAddresses.1: is refused', sent)).toEqual({
      field: 'team',
      problem: { kind: 'server', line: 3, message: 'is refused' },
    });
    // The channels go in the order of their ids: app is 0, web is 1.
    expect(rules.refusalOf('settings.channels.1.addresses.1: is refused', sent)).toEqual({
      field: 'addresses:web',
      problem: { kind: 'server', line: 2, message: 'is refused' },
    });
    expect(rules.refusalOf('settings.channels.0.waitingMinutes: must be <= 1440', sent)).toEqual({
      field: 'minutes:app',
      problem: { kind: 'server', line: undefined, message: 'must be <= 1440' },
    });
    expect(rules.refusalOf('settings.channels.1.channelId: no such channel', sent)?.field).toBe('addresses:web');
    expect(rules.refusalOf('settings.channels.7.waitingMinutes: must be <= 1440', sent)).toBeUndefined();
    expect(rules.refusalOf('tenantId: no such tenant', sent)).toBeUndefined();
  });
});

describe('the mail settings store', () => {
  beforeEach(async () => {
    client.reset();
    auth.$me.set({ token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
    shown.$shownTenant.set(undefined);
    channels.$channels.set(undefined);
    store.forgetMail();
    client.answer((call, body) => {
      if (call == 'mailSettings') return { settings: SAVED, status: STATUS, counts: COUNTS };
      if (call == 'saveMailSettings') return { settings: body.settings };
      return {};
    });
    await store.loadMail();
    client.calls.length = 0;
  });

  it('loads the settings, the status and the depth, with nothing unsaved', () => {
    expect(store.$mail.get()).toEqual({ settings: SAVED, status: STATUS });
    expect(store.$mailDraft.get()?.team).toBe('team@shop.example');
    expect(outbox.$outboxCounts.get()).toEqual(COUNTS);
    expect(store.$mailDirty.get()).toBe(false);
  });

  it('sends the edited draft and takes the answer as saved', async () => {
    store.editTeam('team@shop.example\nnight@shop.example, team@shop.example');
    store.editSwitches({ repliesToVisitor: true });
    store.editChannelMail('app', { waitingMinutes: '15' });
    expect(store.$mailDirty.get()).toBe(true);
    expect(await store.saveMail()).toEqual({ kind: 'saved' });
    expect(client.calls).toEqual([
      {
        call: 'saveMailSettings',
        body: {
          settings: {
            teamAddresses: ['team@shop.example', 'night@shop.example'],
            confirmToVisitor: true,
            repliesToVisitor: true,
            channels: [
              { channelId: 'app', addresses: [], waitingMinutes: 15 },
              { channelId: 'web', addresses: ['web@shop.example'], waitingMinutes: 10 },
            ],
          },
        },
      },
    ]);
    expect(store.$mailDirty.get()).toBe(false);
    expect(store.$mailDraft.get()?.team).toBe('team@shop.example\nnight@shop.example');
  });

  it("names the owner's tenant in the save", async () => {
    auth.$me.set({ ...auth.$me.get()!, role: 'owner' });
    shown.$shownTenant.set('acme');
    store.editSwitches({ confirmToVisitor: false });
    await store.saveMail();
    expect(client.calls[0]!.body.tenantId).toBe('acme');
  });

  it('sends nothing while an address is wrong, and forgets the problem once its field changes', async () => {
    store.editTeam('team@shop.example\nbroken');
    store.editChannelMail('web', { waitingMinutes: 'soon' });
    expect(await store.saveMail()).toEqual({ kind: 'refused', fields: ['team', 'minutes:web'] });
    expect(client.calls).toEqual([]);
    expect(store.$mailProblems.get().team).toEqual([{ kind: 'badAddress', line: 2, address: 'broken' }]);
    store.editTeam('team@shop.example');
    expect(store.$mailProblems.get()).toEqual({ 'minutes:web': [{ kind: 'minutes' }] });
  });

  it("shows the server's refusal at its field and keeps the draft", async () => {
    client.answer(() => {
      throw new ApiError(400, 'settings.teamAddresses.0: is not allowed here');
    });
    store.editTeam('\nblocked@shop.example');
    expect(await store.saveMail()).toEqual({ kind: 'refused', fields: ['team'] });
    expect(store.$mailProblems.get().team).toEqual([{ kind: 'server', line: 2, message: 'is not allowed here' }]);
    expect(store.$mailDraft.get()?.team).toBe('\nblocked@shop.example');
    expect(store.$mailDirty.get()).toBe(true);
  });

  it('leaves out a channel the tenant no longer lists, and lets a refusal of a channel not shown through', async () => {
    channels.$channels.set([{ channelId: 'app' } as never]);
    store.editChannelMail('app', { addresses: 'app@shop.example' });
    await store.saveMail();
    expect((client.calls[0]!.body.settings as MailSettings).channels).toEqual([
      { channelId: 'app', addresses: ['app@shop.example'], waitingMinutes: 0 },
    ]);
    channels.$channels.set([{ channelId: 'app' } as never, { channelId: 'new' } as never]);
    store.editChannelMail('new', { waitingMinutes: '5' });
    client.answer(() => {
      throw new ApiError(400, 'settings.channels.0.channelId: not a channel of this tenant');
    });
    await expect(store.saveMail()).resolves.toEqual({ kind: 'refused', fields: ['addresses:app'] });
    client.answer(() => {
      throw new ApiError(400, 'settings.channels.5.channelId: not a channel of this tenant');
    });
    await expect(store.saveMail()).rejects.toThrow('not a channel of this tenant');
  });

  it('lets any other failure through, for the page to say', async () => {
    client.answer(() => {
      throw new ApiError(500, 'Network error');
    });
    store.editSwitches({ confirmToVisitor: false });
    await expect(store.saveMail()).rejects.toThrow('Network error');
  });

  it('keeps what was typed while the save was on its way, unsaved', async () => {
    let release = () => {};
    client.answer(
      (_call, body) =>
        new Promise((resolve) => {
          release = () => resolve({ settings: body.settings });
        }),
    );
    store.editTeam('first@shop.example');
    const saving = store.saveMail();
    store.editTeam('second@shop.example');
    release();
    await saving;
    expect(store.$mail.get()?.settings.teamAddresses).toEqual(['first@shop.example']);
    expect(store.$mailDraft.get()?.team).toBe('second@shop.example');
    expect(store.$mailDirty.get()).toBe(true);
  });

  it('drops an answer for a tenant no longer shown, and forgets all when another person signs in', async () => {
    auth.$me.set({ ...auth.$me.get()!, role: 'owner' });
    let release = () => {};
    client.answer(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ settings: DEFAULT_MAIL_SETTINGS, status: STATUS, counts: COUNTS });
        }),
    );
    shown.$shownTenant.set('acme');
    const loading = store.loadMail();
    shown.$shownTenant.set('other');
    release();
    await loading;
    expect(store.$mail.get()?.settings).toEqual(SAVED);
    auth.$me.set({ token: 't2', adminId: 2, card: {} as never, tenantId: 'acme', role: 'admin', online: true });
    expect(store.$mail.get()).toBeUndefined();
    expect(store.$mailDraft.get()).toBeUndefined();
  });
});
