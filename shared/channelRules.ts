// The rules of a channel's settings that a JSON schema cannot say, each a pure function the
// console runs while the owner types and the server runs on every save (admin/channels.ts):
// a problem names its field by its path in the settings (`chatMenuConfigList.2.labelLink`).
import type { ChannelSettings, ChatMenu } from './api/channel';
import { FIXED_FORM_ENTRIES } from './channelConfig';
import { FIELD_TYPE, MENU_TYPE } from './codes';

export interface SettingsProblem {
  /** The field's path in the settings, dot-separated, indexes included. */
  field: string;
  message: string;
}

const HTTP_URL = /^https?:\/\/\S+$/;

/** What an entry of the quick menu needs, by its type. */
export function menuEntryProblems(menu: ChatMenu, at: string): SettingsProblem[] {
  const problem = (field: string, message: string) => [{ field: `${at}.${field}`, message }];
  switch (menu.menuType) {
    case MENU_TYPE.presetQuestion:
      return menu.msgText?.trim() || menu.docId ? [] : problem('msgText', 'a preset question needs its text');
    case MENU_TYPE.openLink:
      return HTTP_URL.test(menu.labelLink ?? '') ? [] : problem('labelLink', 'a link needs an http(s) URL');
    case MENU_TYPE.autoAnswer: {
      const [question = '', ...answer] = (menu.msgText ?? '').split('|');
      return question.trim() && answer.join('|').trim()
        ? []
        : problem('msgText', 'an automatic question and answer needs both texts');
    }
    default:
      return [];
  }
}

/** Whether the runtime knows an IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Relative luminance of `#rrggbb` (WCAG 2.x). */
function luminance(colour: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(colour.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text: the header and the visitor's bubbles carry white text on these colours. */
export const AA_CONTRAST = 4.5;

/** The colours white text is drawn on whose contrast is below AA: a warning, not a refusal. */
export function lowContrastColours(settings: Pick<ChannelSettings, 'mainColor' | 'cusColor' | 'navigationBarColor'>) {
  return (['mainColor', 'cusColor', 'navigationBarColor'] as const).filter(
    (field) => contrastRatio(settings[field], '#ffffff') < AA_CONTRAST,
  );
}

/**
 * Everything in the settings that would break the widget although each field has its shape:
 * empty when they may be saved. The console shows each beside its field; the server refuses
 * a save with the first.
 */
export function channelSettingsProblems(settings: ChannelSettings): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const menuIds = new Set<number>();
  settings.chatMenuConfigList.forEach((menu, index) => {
    const at = `chatMenuConfigList.${index}`;
    if (menuIds.has(menu.id)) problems.push({ field: `${at}.id`, message: 'two menu entries have the same id' });
    menuIds.add(menu.id);
    problems.push(...menuEntryProblems(menu, at));
  });
  settings.userForm.formList.forEach((entry, index) => {
    const at = `userForm.formList.${index}`;
    if (index < FIXED_FORM_ENTRIES.length && (entry.fieldType ?? FIELD_TYPE.text) != FIELD_TYPE.text)
      problems.push({ field: `${at}.fieldType`, message: 'the first three entries are name, phone and e-mail: text' });
    const choices = entry.fieldType == FIELD_TYPE.dropdown || entry.fieldType == FIELD_TYPE.radio;
    if (choices && !entry.options?.length)
      problems.push({ field: `${at}.options`, message: 'a choice needs at least one option' });
  });
  const groupIds = new Set<number>();
  settings.groupList.forEach((group, index) => {
    if (group.groupId && groupIds.has(group.groupId))
      problems.push({ field: `groupList.${index}.groupId`, message: 'two groups have the same id' });
    groupIds.add(group.groupId);
  });
  if (settings.groupMode && !settings.groupList.length)
    problems.push({ field: 'groupList', message: 'the group picker needs at least one group' });
  const hours = settings.workingHours;
  if (hours) {
    if (!isTimeZone(hours.timeZone))
      problems.push({ field: 'workingHours.timeZone', message: 'not a time zone this server knows' });
    hours.week.forEach((open, index) => {
      if (open.end <= open.start)
        problems.push({ field: `workingHours.week.${index}.end`, message: 'the end must come after the start' });
    });
  }
  settings.sideBarConfig.adList.forEach((ad, index) => {
    // Without a picture the widget shows the link's site in its place (AdCarousel).
    if (!ad.url && !ad.link)
      problems.push({ field: `sideBarConfig.adList.${index}.url`, message: 'an ad needs its picture or a link' });
    if (ad.link && !HTTP_URL.test(ad.link))
      problems.push({ field: `sideBarConfig.adList.${index}.link`, message: 'a link needs an http(s) URL' });
  });
  return problems;
}
