// The rules of a channel's settings a schema cannot say (shared/channelRules.ts), each named: the
// console shows them beside their fields, the server refuses a save with the first.
import type { ChannelSettings, ChatMenu } from '@shared/api';
import { defaultChannelSettings } from '@shared/channelConfig';
import {
  AA_CONTRAST,
  channelSettingsProblems,
  contrastRatio,
  isTimeZone,
  lowContrastColours,
  menuEntryProblems,
} from '@shared/channelRules';
import { FIELD_TYPE, FLAG, MENU_TYPE } from '@shared/codes';
import { describe, expect, it } from 'vitest';

const settings = (patch: Partial<ChannelSettings>): ChannelSettings => ({
  ...defaultChannelSettings('Shop'),
  ...patch,
});
const fields = (patch: Partial<ChannelSettings>) =>
  channelSettingsProblems(settings(patch)).map((problem) => problem.field);
const menu = (patch: Partial<ChatMenu>): ChatMenu => ({
  id: 1,
  menuType: MENU_TYPE.transferToAgent,
  menuName: 'M',
  ...patch,
});

describe('menuEntryProblems: what a quick-menu entry needs by its type', () => {
  it('rule: a preset question needs its text (or a document)', () => {
    expect(menuEntryProblems(menu({ menuType: MENU_TYPE.presetQuestion, msgText: '  ' }), 'at')).toEqual([
      { field: 'at.msgText', message: 'a preset question needs its text' },
    ]);
    expect(menuEntryProblems(menu({ menuType: MENU_TYPE.presetQuestion, msgText: 'Shipping?' }), 'at')).toEqual([]);
    expect(menuEntryProblems(menu({ menuType: MENU_TYPE.presetQuestion, docId: 1001 }), 'at')).toEqual([]);
  });

  it('rule: a link needs an http(s) URL', () => {
    for (const labelLink of [undefined, '', 'javascript:alert(1)', 'ftp://x.example', 'https://']) {
      expect(menuEntryProblems(menu({ menuType: MENU_TYPE.openLink, labelLink }), 'm')).toEqual([
        { field: 'm.labelLink', message: 'a link needs an http(s) URL' },
      ]);
    }
    expect(menuEntryProblems(menu({ menuType: MENU_TYPE.openLink, labelLink: 'http://x.example/a' }), 'm')).toEqual([]);
  });

  it('rule: an automatic question and answer needs both texts, `question|answer` (the answer may hold `|`)', () => {
    for (const msgText of [undefined, 'only a question', 'q|', '|a', ' | '])
      expect(menuEntryProblems(menu({ menuType: MENU_TYPE.autoAnswer, msgText }), 'm')).toHaveLength(1);
    expect(menuEntryProblems(menu({ menuType: MENU_TYPE.autoAnswer, msgText: 'When?|9|5' }), 'm')).toEqual([]);
  });

  it('rule: the other types need nothing more', () => {
    for (const menuType of [MENU_TYPE.transferToAgent, MENU_TYPE.closeChat, MENU_TYPE.evaluate, MENU_TYPE.leaveMessage])
      expect(menuEntryProblems(menu({ menuType }), 'm')).toEqual([]);
  });
});

describe('channelSettingsProblems', () => {
  it('rule: the defaults have none', () => {
    expect(channelSettingsProblems(defaultChannelSettings('x'))).toEqual([]);
  });

  it('rule: each menu entry by its type, named by its index; two entries with one id', () => {
    const problems = channelSettingsProblems(
      settings({
        chatMenuConfigList: [
          menu({ id: 1 }),
          menu({ id: 2, menuType: MENU_TYPE.openLink }),
          menu({ id: 1, menuType: MENU_TYPE.presetQuestion, msgText: 'x' }),
        ],
      }),
    );
    expect(problems).toEqual([
      { field: 'chatMenuConfigList.1.labelLink', message: 'a link needs an http(s) URL' },
      { field: 'chatMenuConfigList.2.id', message: 'two menu entries have the same id' },
    ]);
  });

  it('rule: the pre-chat form’s first three entries are text; a choice needs an option', () => {
    const base = defaultChannelSettings('x').userForm;
    const formList: ChannelSettings['userForm']['formList'] = [
      base.formList[0]!,
      { ...base.formList[1]!, fieldType: FIELD_TYPE.dropdown, options: [{ label: 'a', value: 'a' }] },
      base.formList[2]!,
      { name: 'Topic', require: 1, show: 1, fieldType: FIELD_TYPE.radio, options: [] },
      { name: 'Size', require: 0, show: 1, fieldType: FIELD_TYPE.dropdown, options: [{ label: 'M', value: 'm' }] },
    ];
    expect(fields({ userForm: { formTitle: 't', formList } })).toEqual([
      'userForm.formList.1.fieldType',
      'userForm.formList.3.options',
    ]);
  });

  it('rule: two groups with one id; the group picker needs a group (new groups, id 0, may be several)', () => {
    expect(
      fields({
        groupList: [
          { groupId: 1, groupName: 'a', adminIds: [] },
          { groupId: 1, groupName: 'b', adminIds: [] },
          { groupId: 0, groupName: 'c', adminIds: [] },
          { groupId: 0, groupName: 'd', adminIds: [] },
        ],
      }),
    ).toEqual(['groupList.1.groupId']);
    expect(fields({ groupMode: FLAG.on, groupList: [] })).toEqual(['groupList']);
  });

  it('rule: working hours in a time zone the runtime knows, each range ending after it starts', () => {
    expect(
      fields({
        workingHours: {
          timeZone: 'Nowhere/Else',
          week: [
            { day: 1, start: '09:00', end: '17:00' },
            { day: 2, start: '17:00', end: '09:00' },
            { day: 3, start: '10:00', end: '10:00' },
          ],
          closedDates: [],
        },
      }),
    ).toEqual(['workingHours.timeZone', 'workingHours.week.1.end', 'workingHours.week.2.end']);
    expect(fields({ workingHours: { timeZone: 'Asia/Shanghai', week: [], closedDates: [] } })).toEqual([]);
  });

  it('rule: an ad needs a picture or a link, and its link an http(s) URL', () => {
    const sideBarConfig = (adList: ChannelSettings['sideBarConfig']['adList']) => ({
      ...defaultChannelSettings('x').sideBarConfig,
      adList,
    });
    expect(
      fields({
        sideBarConfig: sideBarConfig([
          { url: '', link: '' },
          { url: '/api/files/a.png', link: 'javascript:x' },
          { url: '', link: 'https://shop.example/sale' },
          { url: 'https://cdn.example/b.png', link: '' },
        ]),
      }),
    ).toEqual(['sideBarConfig.adList.0.url', 'sideBarConfig.adList.1.link']);
  });
});

describe('colours and time zones', () => {
  it('rule: the WCAG contrast ratio, 1 to 21, either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#0958d9', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#0958d9'));
  });

  it('rule: colours white text sits on below AA are a warning, named', () => {
    expect(lowContrastColours(defaultChannelSettings('x'))).toEqual([]);
    expect(contrastRatio('#0958d9', '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(lowContrastColours({ mainColor: '#ffeb3b', cusColor: '#0958d9', navigationBarColor: '#9e9e9e' })).toEqual([
      'mainColor',
      'navigationBarColor',
    ]);
    // A warning, not a refusal: the save goes through.
    expect(channelSettingsProblems(settings({ mainColor: '#ffeb3b' }))).toEqual([]);
  });

  it('rule: isTimeZone knows IANA names, not others', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
