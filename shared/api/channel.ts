// The channel configuration ("init data") the widget reads from `channelInfo`: every field
// of section 3 of both spec files. JSON-valued fields of the spec (userFormConfig,
// groupConfig, autoTip, faq.showContent) are sent as the JSON text the spec names and,
// for convenience, parsed alongside (userForm, groupList, autoTipList, faqList).

import type { FieldType, Flag, LeaveMsgType, MenuType, ReceiveMode, RobotTransferMode } from '../codes';

interface UserFormEntry {
  name: string;
  require: Flag;
  show: Flag;
  value?: string;
  /** text by default */
  fieldType?: FieldType;
  options?: { label: string; value: string }[];
}

export interface UserForm {
  formTitle: string;
  /** The first three entries are user name, phone and e-mail. */
  formList: UserFormEntry[];
}

export interface ChatMenu {
  id: number;
  menuType: MenuType;
  menuName: string;
  docId?: number;
  msgText?: string;
  labelLink?: string;
  background?: string;
  color?: string;
}

export interface ServiceGroup {
  groupId: number;
  groupName: string;
}

interface AutoTip {
  autoTip: string;
  btnList: { value: string }[];
}

export interface FaqEntry {
  docId: number;
  question: string;
}

export interface SideBarConfig {
  quickFlag: Flag;
  questionFlag: Flag;
  adFlag: Flag;
  quickList: { url: string; name: string; link: string }[];
  questionList: { question: string; answer: string }[];
  adList: { url: string; link: string }[];
}

/** Local opening hours; outside them a transfer answers 5 with unWorkingMsg. */
export interface WorkingHours {
  /** IANA time zone, e.g. "Asia/Shanghai" */
  timeZone: string;
  /** 0 Sunday ... 6 Saturday */
  days: number[];
  /** "HH:mm" */
  start: string;
  end: string;
}

export interface ChannelConfig {
  // Identity and display
  channelId: string;
  tenantId: string;
  /** What agents call the channel (the console); not part of the spec's init data, and not shown to visitors. */
  channelName?: string;
  language: string;
  robotNo: string;
  robotName: string;
  robotIcon: string;
  robotWelcomeMsg: string;
  avatar: string;
  titleDesc: string;
  mainColor: string;
  kitBgcolor: string;
  kitTxcolor: string;
  cusColor: string;
  mainWidth: number;
  mainHeight: number;
  backgroundImage: string;
  navigationBarShowFlag: Flag;
  navigationBarColor: string;
  // Notice banner
  noticeMode: Flag;
  noticeMsg: string;
  noticeBgColor: string;
  // Side bar
  sideBarStatus: Flag;
  sideBarWidth: number;
  sideBarConfig: SideBarConfig;
  // Forms and menus
  userFormMode: Flag;
  /** JSON text of UserForm */
  userFormConfig: string;
  userForm: UserForm | null;
  chatMenuConfigList: ChatMenu[];
  /** The chat screen's name for the same menus. */
  chatMenuConfigPlan: { menus: ChatMenu[] };
  chatMenuConfigObj: Record<string, ChatMenu>;
  /** JSON text of AutoTip[] */
  autoTip: string;
  autoTipList: AutoTip[];
  // Receive mode and transfer
  receiveMode: ReceiveMode;
  msgToTransferFlag: Flag;
  transferUserMode: Flag;
  robotAnswerTransferUserMode: RobotTransferMode;
  robotGuideTransferUserMode: RobotTransferMode;
  robotUnknownTransferUserMode: RobotTransferMode;
  // Groups
  groupMode: Flag;
  /** JSON text of ServiceGroup[] */
  groupConfig: string;
  groupList: ServiceGroup[];
  // FAQ
  faq: { showType: number; showContent: string };
  faqList: FaqEntry[];
  historyHideFlag: Flag;
  // Tools
  imageButtonFlag: Flag;
  videoButtonFlag: Flag;
  fileButtonFlag: Flag;
  commentDocMode: Flag;
  evaluateMode: Flag;
  // Leave message
  leaveMsgMode: Flag;
  leaveMsgType: LeaveMsgType;
  leaveMsgTitle: string;
  leaveMsgWoType: number;
  // Agent messages
  adminWelcomeMode: Flag;
  adminWelcomeMsg: string;
  adminOfflineMode: Flag;
  adminOfflineMsg: string;
  adminCloseMode: Flag;
  adminCloseMsg: string;
  // Visitor and timeout messages
  userOverMsg: string;
  userTimeoutMode: Flag;
  /** minutes */
  userTimeoutTime: number;
  userTimeoutMsg: string;
  adminTimeoutMode: Flag;
  /** minutes */
  adminTimeoutTime: number;
  adminTimeoutMsg: string;
  // Queue and hours
  userQueueMode: Flag;
  /** "##" is replaced by the visitor's place in the queue */
  userQueueMsg: string;
  unWorkingMsg: string;
  workingHours: WorkingHours | null;
  /** Origins an external-submit form (msgType 11) may be sent to through fromRequest; relative URLs stay on this server. */
  formRequestOrigins: string[];
  /** Host origins allowed to frame the widget; empty allows any. */
  allowedOrigins: string[];
  /** Whether setUser must carry userHash = HMAC-SHA256(secret, userId). The secret never leaves the server. */
  identityVerification: boolean;
}
