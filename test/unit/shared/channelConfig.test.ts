// Settings ↔ configuration (shared/channelConfig.ts): what the console edits and what the widget
// reads, one from the other. The demo's channels read back as settings and made again give the
// very configurations they were written as, so the seed (and any save of them) changes nothing.
import { demoChannels } from '@demo/demoChannels';
import type { ChannelConfig, ChannelSettings } from '@shared/api';
import { ChannelSettingsSchema } from '@shared/api/channel';
import { channelConfigOf, defaultChannelSettings, FIXED_FORM_ENTRIES, settingsOf } from '@shared/channelConfig';
import { channelSettingsProblems } from '@shared/channelRules';
import { FLAG, MENU_TYPE } from '@shared/codes';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';

const ids = { channelId: 'shop', tenantId: 'acme' };

/** Settings with something in every list and every JSON-valued field. */
function fullSettings(): ChannelSettings {
  const settings = defaultChannelSettings('Shop');
  return {
    ...settings,
    groupMode: FLAG.on,
    groupList: [
      { groupId: 4, groupName: 'Orders', adminIds: [101, 103] },
      { groupId: 9, groupName: 'Returns', adminIds: [] },
    ],
    userFormMode: FLAG.on,
    userForm: {
      formTitle: 'Who are you?',
      formList: [
        ...settings.userForm.formList,
        { name: 'Topic', require: 1, show: 1, fieldType: 6, options: [{ label: 'A', value: 'a' }] },
      ],
    },
    chatMenuConfigList: [
      { id: 1, menuType: MENU_TYPE.openLink, menuName: 'Size guide', labelLink: 'https://example.com/size' },
      { id: 2, menuType: MENU_TYPE.autoAnswer, menuName: 'Hours', msgText: 'When?|Always' },
    ],
    autoTipList: [{ autoTip: 'Popular', btnList: [{ value: 'Where is my order?' }] }],
    faqMenu: { showType: FLAG.on, docIds: [7, 3] },
    workingHours: {
      timeZone: 'Europe/Paris',
      week: [{ day: 1, start: '09:00', end: '12:00' }],
      closedDates: ['2026-12-25'],
    },
    allowedOrigins: ['https://shop.example'],
  };
}

describe('channelConfigOf: the configuration the widget reads', () => {
  it('rule: the JSON-valued fields are the spec’s JSON text, and their parsed copies go alongside', () => {
    const settings = fullSettings();
    const faqList = [
      { docId: 7, question: 'Seven?' },
      { docId: 3, question: 'Three?' },
    ];
    const config = channelConfigOf(ids, settings, faqList);
    expect(config).toMatchObject({ channelId: 'shop', tenantId: 'acme', channelName: 'Shop', faqList });
    expect(JSON.parse(config.userFormConfig)).toEqual(settings.userForm);
    expect(config.userForm).toEqual(settings.userForm);
    expect(JSON.parse(config.groupConfig)).toEqual([
      { groupId: 4, groupName: 'Orders' },
      { groupId: 9, groupName: 'Returns' },
    ]);
    // Who answers in a group is the accounts' business, never the widget's.
    expect(JSON.stringify(config)).not.toContain('adminIds');
    expect(config.faq).toEqual({ showType: 1, showContent: '[7,3]' });
    expect(JSON.parse(config.autoTip)).toEqual(settings.autoTipList);
    expect(config.chatMenuConfigPlan.menus).toEqual(settings.chatMenuConfigList);
    expect(config.chatMenuConfigObj['2']).toEqual(settings.chatMenuConfigList[1]);
    expect(config).not.toHaveProperty('faqMenu');
  });

  it('rule: with the pre-chat form or the group picker off, the widget gets no form and no groups, and keeps them for later', () => {
    const config = channelConfigOf(ids, { ...fullSettings(), userFormMode: FLAG.off, groupMode: FLAG.off });
    expect(config.userForm).toBeNull();
    expect(config.groupList).toEqual([]);
    expect(JSON.parse(config.groupConfig)).toHaveLength(2);
    expect(JSON.parse(config.userFormConfig).formTitle).toBe('Who are you?');
  });
});

describe('settingsOf ∘ channelConfigOf: a round trip', () => {
  it('rule: settings made into a configuration read back as the same settings, members named by membersOf', () => {
    const settings = fullSettings();
    const members: Record<number, number[]> = { 4: [101, 103], 9: [] };
    expect(settingsOf(channelConfigOf(ids, settings), (groupId) => members[groupId] ?? [])).toEqual(settings);
  });

  it('rule: the defaults round-trip and fit the schema and the rules', () => {
    const settings = defaultChannelSettings('New');
    expect(settingsOf(channelConfigOf(ids, settings))).toEqual(settings);
    expect(Value.Check(ChannelSettingsSchema, settings)).toBe(true);
    expect(channelSettingsProblems(settings)).toEqual([]);
    expect(settings.userForm.formList.map((entry) => entry.name)).toEqual([...FIXED_FORM_ENTRIES]);
  });

  it.each(demoChannels().map((channel) => [channel.channelId, channel] as const))(
    'rule: demo channel %s reads as valid settings that make its configuration again',
    (_id, channel) => {
      const settings = settingsOf(channel);
      expect([...Value.Errors(ChannelSettingsSchema, settings)]).toEqual([]);
      expect(channelSettingsProblems(settings)).toEqual([]);
      const again = channelConfigOf(
        { channelId: channel.channelId, tenantId: channel.tenantId },
        settings,
        channel.faqList,
      );
      expect(again).toEqual({ ...channel, position: 'right' });
    },
  );
});

describe('settingsOf: configurations saved before a field existed', () => {
  const legacy = {
    channelId: 'old',
    tenantId: 'acme',
    mainColor: '#112233',
    groupConfig: '[{"groupId":2,"groupName":"Sales"}]',
    faq: { showType: 1, showContent: '[5]' },
    userFormConfig: 'not json',
    autoTip: '',
    workingHours: { timeZone: 'UTC', days: [1, 2], start: '09:00', end: '17:00' },
    someRetiredField: 'x',
  } as unknown as ChannelConfig;

  it('rule: a missing field takes its default, a name falls back to the id, position to the right', () => {
    const settings = settingsOf(legacy);
    const defaults = defaultChannelSettings('old');
    expect(settings).toMatchObject({
      channelName: 'old',
      position: 'right',
      mainColor: '#112233',
      robotName: defaults.robotName,
      userForm: defaults.userForm,
      autoTipList: [],
      faqMenu: { showType: 1, docIds: [5] },
      groupList: [{ groupId: 2, groupName: 'Sales', adminIds: [] }],
    });
  });

  it('rule: old working hours (the same hours on listed days) read as a weekly schedule', () => {
    expect(settingsOf(legacy).workingHours).toEqual({
      timeZone: 'UTC',
      week: [
        { day: 1, start: '09:00', end: '17:00' },
        { day: 2, start: '09:00', end: '17:00' },
      ],
      closedDates: [],
    });
  });

  it('rule: a field settings no longer have is dropped, so saving the settings back is not refused', () => {
    const settings = settingsOf(legacy);
    expect(settings).not.toHaveProperty('someRetiredField');
    expect(Value.Check(ChannelSettingsSchema, settings)).toBe(true);
  });
});
