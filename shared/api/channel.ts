// A channel's configuration, defined once. `ChannelSettings` is what an owner or an admin edits
// (the console's form, the admin API's saveChannel, each field with the limit that keeps the
// widget working); `ChannelConfig` is what the widget reads from `channelInfo` and from its page:
// the settings as the spec's init data (section 3 of both spec files), whose JSON-valued fields
// (userFormConfig, groupConfig, autoTip, faq.showContent) are sent as the JSON text the spec
// names and, for convenience, parsed alongside (userForm, groupList, autoTipList, faqList).
// shared/channelConfig.ts turns one into the other; shared/channelRules.ts holds the rules a
// schema cannot say (a menu entry's fields by its type, the pre-chat form's first three).

import { type Static, type TSchema, Type } from 'typebox';
import { FIELD_TYPE, FLAG, LEAVE_MSG_TYPE, MENU_TYPE, RECEIVE_MODE, ROBOT_TRANSFER_MODE } from '../codes';
import specLocales from '../specLocales.json';
import { Count, Maybe, OneOf, RowId, Text } from './schemaParts';

/** The limits of a channel's fields, each written once; the console's help texts quote them. */
export const CHANNEL_LIMITS = {
  name: 80,
  robotName: 40,
  /** Rich texts (welcome, leave-message title): HTML, sanitised where the widget shows it. */
  richText: 4000,
  /** One-line texts the widget shows in a bubble or a banner. */
  message: 500,
  titleDesc: 100,
  width: { min: 320, max: 800 },
  height: { min: 400, max: 1000 },
  sideBarWidth: { min: 200, max: 400 },
  /** Timeouts are set in minutes (the spec multiplies by 60 s): a day at most. */
  minutes: { min: 1, max: 1440 },
  menus: 20,
  menuName: 20,
  autoTips: 5,
  autoTipButtons: 6,
  groups: 20,
  groupName: 40,
  formEntries: 20,
  formOptions: 30,
  faqDocs: 20,
  sideBarLinks: 8,
  sideBarQuestions: 10,
  sideBarAds: 5,
  origins: 50,
  closedDates: 100,
  url: 500,
} as const;

const L = CHANNEL_LIMITS;

/** `#rrggbb`: the form's colour inputs write this, and the widget sets it as a CSS value. */
export const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
/** A picture the widget shows: uploaded here (a path on this server) or on the web; empty for none. */
export const ImageUrl = Type.String({ maxLength: L.url, pattern: '^(|/[^\\s"\'()\\\\]*|https?://[^\\s"\'()\\\\]+)$' });
/** Where a link takes the visitor: http(s) only. */
export const WebLink = Type.String({ maxLength: L.url, pattern: '^https?://[^\\s]+$' });
/** A site's origin, `scheme://host[:port]` with nothing after it. */
export const Origin = Type.String({ maxLength: 200, pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$' });
const Switch = OneOf([FLAG.off, FLAG.on] as const);
const Minutes = Count(L.minutes.min, L.minutes.max);
const Message = Text(L.message);
const codes = <T extends Record<string, number>>(table: T) => OneOf(Object.values(table) as T[keyof T][]);
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Fields = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

/** The spec's 24 locales, or '' for "the visitor's" (the locale parameter, then the browser's). */
export const CHANNEL_LANGUAGES: readonly string[] = ['', ...specLocales];
const Language = OneOf(CHANNEL_LANGUAGES);

const ChoiceOption = Fields({ label: Text(60, 1), value: Text(60, 1) });

export const UserFormEntrySchema = Fields({
  name: Text(40, 1),
  require: Switch,
  show: Switch,
  value: Maybe(Text(200)),
  /** text by default */
  fieldType: Maybe(codes(FIELD_TYPE)),
  options: Maybe(Type.Array(ChoiceOption, { maxItems: L.formOptions })),
});

export const UserFormSchema = Fields({
  formTitle: Text(100),
  /** The first three entries are user name, phone and e-mail (shared/channelRules.ts keeps them so). */
  formList: Type.Array(UserFormEntrySchema, { minItems: 3, maxItems: L.formEntries }),
});

/**
 * A quick-menu entry. Which of the optional fields an entry needs depends on its type
 * (shared/channelRules.ts): a preset question its text, a link its URL, an automatic
 * question-and-answer pair `question|answer` in msgText.
 */
export const ChatMenuSchema = Fields({
  id: Count(1, 1_000_000),
  menuType: codes(MENU_TYPE),
  menuName: Text(L.menuName, 1),
  docId: Maybe(RowId),
  msgText: Maybe(Text(L.message)),
  labelLink: Maybe(Type.String({ maxLength: L.url })),
  background: Maybe(Colour),
  color: Maybe(Colour),
});

export const ServiceGroupSchema = Fields({
  /** 0 in a save: a new group, numbered by the server. */
  groupId: Count(0, 1_000_000),
  groupName: Text(L.groupName, 1),
});

/** A group as the console edits it: who answers in it travels with it (the accounts' groupIds). */
export const EditedGroupSchema = Fields({
  groupId: Count(0, 1_000_000),
  groupName: Text(L.groupName, 1),
  adminIds: Type.Array(RowId, { maxItems: 200 }),
});

const AutoTipSchema = Fields({
  autoTip: Text(60),
  btnList: Type.Array(Fields({ value: Text(100, 1) }), { maxItems: L.autoTipButtons }),
});

export const SideBarSchema = Fields({
  quickFlag: Switch,
  questionFlag: Switch,
  adFlag: Switch,
  quickList: Type.Array(Fields({ url: ImageUrl, name: Text(20, 1), link: WebLink }), { maxItems: L.sideBarLinks }),
  questionList: Type.Array(Fields({ question: Text(200, 1), answer: Text(2000, 1) }), {
    maxItems: L.sideBarQuestions,
  }),
  adList: Type.Array(Fields({ url: ImageUrl, link: Type.String({ maxLength: L.url }) }), { maxItems: L.sideBarAds }),
});

/** `HH:mm`, 00:00 to 24:00 (the end of a day that closes at midnight). */
const TimeOfDay = Type.String({ pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' });

/** Open on `day` (0 Sunday … 6 Saturday) from `start` to before `end`; a day may have several. */
export const OpeningSchema = Fields({ day: Count(0, 6), start: TimeOfDay, end: TimeOfDay });

/**
 * Opening hours in the channel's time zone; outside them a transfer answers 5 with unWorkingMsg.
 * A weekly schedule and the dates it is closed all day (holidays).
 */
export const WorkingHoursSchema = Fields({
  /** IANA time zone, e.g. "Asia/Shanghai" (shared/channelRules.ts checks the runtime knows it) */
  timeZone: Text(64, 1),
  week: Type.Array(OpeningSchema, { maxItems: 28 }),
  /** `yyyy-MM-dd`, in the channel's time zone */
  closedDates: Type.Array(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }), { maxItems: L.closedDates }),
});

/** Everything an owner or an admin sets on a channel. */
export const ChannelSettingsSchema = Fields({
  // Look
  channelName: Text(L.name, 1),
  mainColor: Colour,
  kitBgcolor: Colour,
  kitTxcolor: Colour,
  cusColor: Colour,
  mainWidth: Count(L.width.min, L.width.max),
  mainHeight: Count(L.height.min, L.height.max),
  robotNo: Text(64),
  robotName: Text(L.robotName, 1),
  robotIcon: ImageUrl,
  avatar: ImageUrl,
  backgroundImage: ImageUrl,
  navigationBarShowFlag: Switch,
  navigationBarColor: Colour,
  /** Which side of the host page the bubble sits on; the snippet's data-position overrides it. */
  position: OneOf(['right', 'left'] as const),
  // Texts
  robotWelcomeMsg: Text(L.richText),
  titleDesc: Text(L.titleDesc),
  noticeMode: Switch,
  noticeMsg: Message,
  noticeBgColor: Colour,
  adminWelcomeMode: Switch,
  adminWelcomeMsg: Message,
  adminOfflineMode: Switch,
  adminOfflineMsg: Message,
  adminCloseMode: Switch,
  adminCloseMsg: Message,
  userOverMsg: Message,
  userTimeoutMode: Switch,
  userTimeoutTime: Minutes,
  userTimeoutMsg: Message,
  adminTimeoutMode: Switch,
  adminTimeoutTime: Minutes,
  adminTimeoutMsg: Message,
  userQueueMode: Switch,
  /** "##" is replaced by the visitor's place in the queue */
  userQueueMsg: Message,
  unWorkingMsg: Message,
  // Routing
  receiveMode: codes(RECEIVE_MODE),
  msgToTransferFlag: Switch,
  transferUserMode: Switch,
  robotAnswerTransferUserMode: codes(ROBOT_TRANSFER_MODE),
  robotGuideTransferUserMode: codes(ROBOT_TRANSFER_MODE),
  robotUnknownTransferUserMode: codes(ROBOT_TRANSFER_MODE),
  groupMode: Switch,
  groupList: Type.Array(EditedGroupSchema, { maxItems: L.groups }),
  workingHours: Nullable(WorkingHoursSchema),
  // Tools
  imageButtonFlag: Switch,
  videoButtonFlag: Switch,
  fileButtonFlag: Switch,
  historyHideFlag: Switch,
  commentDocMode: Switch,
  // Menus
  chatMenuConfigList: Type.Array(ChatMenuSchema, { maxItems: L.menus }),
  autoTipList: Type.Array(AutoTipSchema, { maxItems: L.autoTips }),
  /** The robot's FAQ menu: on or off, and which knowledge-base documents it lists, in order. */
  faqMenu: Fields({ showType: Switch, docIds: Type.Array(RowId, { maxItems: L.faqDocs }) }),
  // Forms
  userFormMode: Switch,
  userForm: UserFormSchema,
  sideBarStatus: Switch,
  sideBarWidth: Count(L.sideBarWidth.min, L.sideBarWidth.max),
  sideBarConfig: SideBarSchema,
  // Rating
  evaluateMode: Switch,
  // Leave messages
  leaveMsgMode: Switch,
  leaveMsgType: codes(LEAVE_MSG_TYPE),
  leaveMsgTitle: Text(L.richText),
  /** The work-order type a leave message opens (leaveMsgType 2): one of the tenant's types. */
  leaveMsgWoType: Count(0, 1_000_000),
  // Language
  language: Language,
  // Security
  /** Origins an external-submit form (msgType 11) may be sent to through fromRequest; relative URLs stay on this server. */
  formRequestOrigins: Type.Array(Origin, { maxItems: 20 }),
  /** Host origins allowed to frame the widget; empty allows any. */
  allowedOrigins: Type.Array(Origin, { maxItems: L.origins }),
  /** Whether setUser must carry userHash = HMAC-SHA256(secret, userId). The secret never leaves the server but once. */
  identityVerification: Type.Boolean(),
});

export type ChannelSettings = Static<typeof ChannelSettingsSchema>;
export type UserForm = Static<typeof UserFormSchema>;
export type ChatMenu = Static<typeof ChatMenuSchema>;
export type ServiceGroup = Static<typeof ServiceGroupSchema>;
export type EditedGroup = Static<typeof EditedGroupSchema>;
export type SideBarConfig = Static<typeof SideBarSchema>;
export type WorkingHours = Static<typeof WorkingHoursSchema>;
export type Opening = Static<typeof OpeningSchema>;
type AutoTip = Static<typeof AutoTipSchema>;

export interface FaqEntry {
  docId: number;
  question: string;
}

/** What the widget reads: the settings, less what only the console edits, as the spec's init data. */
export interface ChannelConfig
  extends Omit<ChannelSettings, 'groupList' | 'userForm' | 'faqMenu' | 'position' | 'channelName'> {
  channelId: string;
  tenantId: string;
  /** What agents call the channel (the console); not part of the spec's init data, and not shown to visitors. */
  channelName?: string;
  /** The settings' position; a channel stored before it had one sits on the right. */
  position?: 'right' | 'left';
  /** JSON text of UserForm */
  userFormConfig: string;
  /** The pre-chat form when userFormMode is on, else null. */
  userForm: UserForm | null;
  /** The chat screen's name for the same menus. */
  chatMenuConfigPlan: { menus: ChatMenu[] };
  chatMenuConfigObj: Record<string, ChatMenu>;
  /** JSON text of AutoTip[] */
  autoTip: string;
  autoTipList: AutoTip[];
  /** JSON text of ServiceGroup[] */
  groupConfig: string;
  /** The groups when groupMode is on, else none. */
  groupList: ServiceGroup[];
  /** showContent: JSON text of the document ids. */
  faq: { showType: number; showContent: string };
  faqList: FaqEntry[];
  /** The server can e-mail a transcript (its operator set SMTP_URL): the chat's menu offers it. Not stored: channelInfo adds it. */
  mailTranscript?: boolean;
}
