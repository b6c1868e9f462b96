// A channel's settings (what the console edits) and its configuration (what the widget reads),
// one from the other. Pure: the server saves with channelConfigOf and answers the console with
// settingsOf; the console's live preview sends the widget channelConfigOf of the draft.
import type { ChannelConfig, ChannelSettings, EditedGroup, FaqEntry, ServiceGroup, UserForm } from './api/channel';
import { FLAG, LEAVE_MSG_TYPE, RECEIVE_MODE, ROBOT_TRANSFER_MODE } from './codes';
import { legacyWeek } from './workingHours';

/** The pre-chat form's fixed first three entries (the spec: user name, phone and e-mail). */
export const FIXED_FORM_ENTRIES = ['Name', 'Phone', 'E-mail'] as const;

/** The settings of a new channel: a working robot-first chat in the product's neutral words. */
export function defaultChannelSettings(channelName: string): ChannelSettings {
  return {
    channelName,
    mainColor: '#0958d9',
    kitBgcolor: '#ffffff',
    kitTxcolor: '#1f2329',
    cusColor: '#0958d9',
    mainWidth: 400,
    mainHeight: 640,
    robotNo: '',
    robotName: 'Assistant',
    robotIcon: '',
    avatar: '',
    backgroundImage: '',
    navigationBarShowFlag: FLAG.on,
    navigationBarColor: '#0958d9',
    position: 'right',
    robotWelcomeMsg: '<p>Hi! Ask me anything, or talk to a person.</p>',
    titleDesc: 'We usually answer within a few minutes',
    noticeMode: FLAG.off,
    noticeMsg: '',
    noticeBgColor: '#fff7e6',
    adminWelcomeMode: FLAG.on,
    adminWelcomeMsg: 'Hi, how can I help you today?',
    adminOfflineMode: FLAG.on,
    adminOfflineMsg: 'No one is online right now. Leave us a message and we will get back to you.',
    adminCloseMode: FLAG.on,
    adminCloseMsg: 'The chat has ended. Thanks for contacting us!',
    userOverMsg: 'You ended the chat. Thanks for visiting!',
    userTimeoutMode: FLAG.off,
    userTimeoutTime: 10,
    userTimeoutMsg: 'Are you still there?',
    adminTimeoutMode: FLAG.off,
    adminTimeoutTime: 3,
    adminTimeoutMsg: 'Sorry for the wait: someone will answer shortly.',
    userQueueMode: FLAG.on,
    userQueueMsg: 'All agents are busy. You are number ## in the queue.',
    unWorkingMsg: 'We are closed right now. Leave us a message and we will reply.',
    receiveMode: RECEIVE_MODE.robot,
    msgToTransferFlag: FLAG.off,
    transferUserMode: FLAG.on,
    robotAnswerTransferUserMode: ROBOT_TRANSFER_MODE.off,
    robotGuideTransferUserMode: ROBOT_TRANSFER_MODE.button,
    robotUnknownTransferUserMode: ROBOT_TRANSFER_MODE.button,
    groupMode: FLAG.off,
    groupList: [],
    workingHours: null,
    imageButtonFlag: FLAG.on,
    videoButtonFlag: FLAG.on,
    fileButtonFlag: FLAG.on,
    historyHideFlag: FLAG.off,
    commentDocMode: FLAG.on,
    chatMenuConfigList: [],
    autoTipList: [],
    faqMenu: { showType: FLAG.off, docIds: [] },
    userFormMode: FLAG.off,
    userForm: {
      formTitle: 'Before we start, tell us who you are',
      formList: FIXED_FORM_ENTRIES.map((name, index) => ({ name, require: index == 1 ? 0 : 1, show: 1 }) as const),
    },
    sideBarStatus: FLAG.off,
    sideBarWidth: 280,
    sideBarConfig: { quickFlag: 0, questionFlag: 0, adFlag: 0, quickList: [], questionList: [], adList: [] },
    evaluateMode: FLAG.on,
    leaveMsgMode: FLAG.on,
    leaveMsgType: LEAVE_MSG_TYPE.plain,
    leaveMsgTitle: '<p>Leave a message and we will reply by e-mail.</p>',
    leaveMsgWoType: 0,
    language: 'en',
    formRequestOrigins: [],
    allowedOrigins: [],
    identityVerification: false,
  };
}

const groupsOf = (groups: readonly EditedGroup[]): ServiceGroup[] =>
  groups.map(({ groupId, groupName }) => ({ groupId, groupName }));

/**
 * The configuration the widget reads, from the settings. `faqList` is the FAQ menu's entries
 * (the documents' questions: the server looks them up; the preview passes what it has).
 */
export function channelConfigOf(
  ids: { channelId: string; tenantId: string },
  settings: ChannelSettings,
  faqList: FaqEntry[] = [],
): ChannelConfig {
  const { groupList, userForm, faqMenu, ...rest } = settings;
  const groups = groupsOf(groupList);
  const menus = settings.chatMenuConfigList;
  return {
    ...rest,
    ...ids,
    userFormConfig: JSON.stringify(userForm),
    userForm: settings.userFormMode ? userForm : null,
    chatMenuConfigPlan: { menus },
    chatMenuConfigObj: Object.fromEntries(menus.map((menu) => [String(menu.id), menu])),
    autoTip: JSON.stringify(settings.autoTipList),
    groupConfig: JSON.stringify(groups),
    groupList: settings.groupMode ? groups : [],
    faq: { showType: faqMenu.showType, showContent: JSON.stringify(faqMenu.docIds) },
    faqList,
  };
}

function parsed<T>(text: string | undefined, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The settings a stored configuration holds, for the console to edit; `membersOf` names the
 * accounts of each group. A configuration saved before a field existed takes its default.
 */
export function settingsOf(
  config: ChannelConfig,
  membersOf: (groupId: number) => number[] = () => [],
): ChannelSettings {
  const defaults = defaultChannelSettings(config.channelName || config.channelId);
  const {
    channelId: _channelId,
    tenantId: _tenantId,
    userFormConfig,
    userForm: _userForm,
    chatMenuConfigPlan: _plan,
    chatMenuConfigObj: _obj,
    autoTip,
    autoTipList: _autoTipList,
    groupConfig,
    groupList: _groupList,
    faq,
    faqList: _faqList,
    ...rest
  } = config;
  const hours = config.workingHours;
  // Only what settings have: a key an older configuration kept would make a save refuse it.
  const known = Object.fromEntries(Object.entries(rest).filter(([key]) => key in defaults));
  return {
    ...defaults,
    ...known,
    channelName: config.channelName || config.channelId,
    position: config.position ?? 'right',
    userForm: parsed<UserForm>(userFormConfig, defaults.userForm),
    autoTipList: parsed(autoTip, []),
    groupList: parsed<ServiceGroup[]>(groupConfig, []).map((group) => ({
      ...group,
      adminIds: membersOf(group.groupId),
    })),
    faqMenu: {
      showType: faq?.showType ? FLAG.on : FLAG.off,
      docIds: parsed<number[]>(faq?.showContent, []),
    },
    workingHours: hours && {
      timeZone: hours.timeZone,
      week: legacyWeek(hours),
      closedDates: hours.closedDates ?? [],
    },
  };
}
