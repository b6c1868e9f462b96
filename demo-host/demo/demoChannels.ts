// The demo tenant's channels. `demo` is the full-featured default the demo shop pastes;
// the others between them cover every receive mode, the pre-chat form, both leave-message
// types, the group picker and a channel outside its working hours.
import type { ChannelConfig, ChatMenu, ServiceGroup, SideBarConfig, UserForm } from '@shared/api';
import { FIELD_TYPE, LEAVE_MSG_TYPE, MENU_TYPE, RECEIVE_MODE, ROBOT_TRANSFER_MODE } from '@shared/codes';

const GROUPS: ServiceGroup[] = [
  { groupId: 1, groupName: 'Orders & shipping' },
  { groupId: 2, groupName: 'Returns & warranty' },
];

const MENUS: ChatMenu[] = [
  { id: 1, menuType: MENU_TYPE.presetQuestion, menuName: 'Shipping times', msgText: 'How long does shipping take?' },
  { id: 2, menuType: MENU_TYPE.transferToAgent, menuName: 'Talk to a person' },
  {
    id: 3,
    menuType: MENU_TYPE.autoAnswer,
    menuName: 'Opening hours',
    msgText: 'When are you open?|Our agents answer every day from 8:00 to 22:00.',
  },
  { id: 4, menuType: MENU_TYPE.leaveMessage, menuName: 'Leave a message' },
  { id: 5, menuType: MENU_TYPE.evaluate, menuName: 'Rate us' },
  { id: 6, menuType: MENU_TYPE.openLink, menuName: 'Size guide', labelLink: 'https://example.com/size-guide' },
  { id: 7, menuType: MENU_TYPE.closeChat, menuName: 'End chat', background: '#fff1f0', color: '#cf1322' },
];

/** demo-zh's own words for the same menus: channel content is the channel's language, not the widget's. */
const MENUS_ZH: ChatMenu[] = [
  { id: 1, menuType: MENU_TYPE.presetQuestion, menuName: '配送时间', msgText: '发货后多久能到？' },
  { id: 2, menuType: MENU_TYPE.transferToAgent, menuName: '转人工客服' },
  {
    id: 3,
    menuType: MENU_TYPE.autoAnswer,
    menuName: '营业时间',
    msgText: '你们几点上班？|人工客服每天 8:00–22:00 在线。',
  },
  { id: 4, menuType: MENU_TYPE.leaveMessage, menuName: '留言' },
  { id: 5, menuType: MENU_TYPE.evaluate, menuName: '评价' },
  { id: 6, menuType: MENU_TYPE.openLink, menuName: '尺码指南', labelLink: 'https://example.com/size-guide' },
  { id: 7, menuType: MENU_TYPE.closeChat, menuName: '结束会话', background: '#fff1f0', color: '#cf1322' },
];

/** The menus as the configuration carries them (list, plan and the object by id). */
const menuFields = (menus: ChatMenu[]) => ({
  chatMenuConfigList: menus,
  chatMenuConfigPlan: { menus },
  chatMenuConfigObj: Object.fromEntries(menus.map((menu) => [String(menu.id), menu])),
});

/** The side bar: three quick links (track, returns, size guide) named in the channel's language, questions, one ad. */
function sideBar(linkNames: [string, string, string], questionList: SideBarConfig['questionList']): SideBarConfig {
  const links = ['https://example.com/track', 'https://example.com/returns', 'https://example.com/size-guide'];
  return {
    quickFlag: 1,
    questionFlag: 1,
    adFlag: 1,
    quickList: linkNames.map((name, index) => ({ url: '', name, link: links[index]! })),
    questionList,
    adList: [{ url: '', link: 'https://example.com/sale' }],
  };
}

const PRE_CHAT_FORM: UserForm = {
  formTitle: 'Before we start, tell us who you are',
  formList: [
    { name: 'Name', require: 1, show: 1 },
    { name: 'Phone', require: 0, show: 1 },
    { name: 'E-mail', require: 1, show: 1 },
    {
      name: 'Topic',
      require: 1,
      show: 1,
      fieldType: FIELD_TYPE.dropdown,
      options: [
        { label: 'An order', value: 'order' },
        { label: 'A return', value: 'return' },
        { label: 'Something else', value: 'other' },
      ],
    },
  ],
};

const EN_FAQ = [1001, 1005, 1009, 1013, 1017, 1021, 1025, 1002, 1006, 1010];

export function baseChannel(channelId: string): ChannelConfig {
  return {
    channelId,
    tenantId: 'demo',
    language: 'en',
    robotNo: 'demo-robot',
    robotName: 'Northwind Assistant',
    robotIcon: '',
    robotWelcomeMsg:
      '<p>Hi! I am the Northwind assistant. Ask me about <strong>shipping, returns, payment, orders, your account or warranty</strong>, or pick a question below.</p>',
    avatar: '',
    titleDesc: 'We usually answer within a minute',
    mainColor: '#0958d9',
    kitBgcolor: '#ffffff',
    kitTxcolor: '#1f2329',
    cusColor: '#0958d9',
    mainWidth: 400,
    mainHeight: 640,
    backgroundImage: '',
    navigationBarShowFlag: 1,
    navigationBarColor: '#0958d9',
    noticeMode: 1,
    noticeMsg: 'Free shipping on orders over $50 · 30-day returns · 2-year warranty on all gear',
    noticeBgColor: '#fff7e6',
    sideBarStatus: 1,
    sideBarWidth: 280,
    sideBarConfig: sideBar(
      ['Track order', 'Returns', 'Size guide'],
      [
        { question: 'How long does shipping take?', answer: 'Standard shipping takes 3–5 business days.' },
        { question: 'How do I return an item?', answer: 'Start a return from My account → Orders within 30 days.' },
      ],
    ),
    userFormMode: 0,
    userFormConfig: JSON.stringify(PRE_CHAT_FORM),
    userForm: null,
    ...menuFields(MENUS),
    autoTip: JSON.stringify([
      {
        autoTip: 'Popular right now',
        btnList: [{ value: 'Where is my order?' }, { value: 'How do I return an item?' }],
      },
    ]),
    autoTipList: [
      {
        autoTip: 'Popular right now',
        btnList: [{ value: 'Where is my order?' }, { value: 'How do I return an item?' }],
      },
    ],
    receiveMode: RECEIVE_MODE.robot,
    msgToTransferFlag: 0,
    transferUserMode: 1,
    robotAnswerTransferUserMode: ROBOT_TRANSFER_MODE.off,
    robotGuideTransferUserMode: ROBOT_TRANSFER_MODE.button,
    robotUnknownTransferUserMode: ROBOT_TRANSFER_MODE.button,
    groupMode: 1,
    groupConfig: JSON.stringify(GROUPS),
    groupList: GROUPS,
    faq: { showType: 1, showContent: JSON.stringify(EN_FAQ) },
    faqList: [],
    historyHideFlag: 0,
    imageButtonFlag: 1,
    videoButtonFlag: 1,
    fileButtonFlag: 1,
    commentDocMode: 1,
    evaluateMode: 1,
    leaveMsgMode: 1,
    leaveMsgType: LEAVE_MSG_TYPE.plain,
    leaveMsgTitle:
      '<p>Our team is away. Leave a message and we will reply by e-mail <strong>within one business day</strong>.</p>',
    leaveMsgWoType: 1,
    adminWelcomeMode: 1,
    adminWelcomeMsg: 'Hi, thanks for waiting! How can I help you today?',
    adminOfflineMode: 1,
    adminOfflineMsg: 'No agent is online right now. You can leave us a message and we will get back to you.',
    adminCloseMode: 1,
    adminCloseMsg: 'The agent has ended this chat. Thanks for contacting Northwind Outfitters!',
    userOverMsg: 'You ended the chat. Thanks for visiting!',
    userTimeoutMode: 1,
    userTimeoutTime: 10,
    userTimeoutMsg: 'Are you still there? This chat will stay open for a while.',
    adminTimeoutMode: 1,
    adminTimeoutTime: 3,
    adminTimeoutMsg: 'Sorry for the wait: our agents are busy, someone will answer shortly.',
    userQueueMode: 1,
    userQueueMsg: 'All agents are busy. You are number ## in the queue.',
    unWorkingMsg: 'Our agents work Monday to Friday, 9:00–18:00. Leave a message and we will reply.',
    workingHours: null,
    formRequestOrigins: [],
    allowedOrigins: [],
    identityVerification: false,
  };
}

/** Parsed copies of the JSON-text fields, as channelInfo also sends them. */
function withParsedFields(config: ChannelConfig): ChannelConfig {
  return {
    ...config,
    userForm: config.userFormMode ? (JSON.parse(config.userFormConfig) as UserForm) : null,
    groupList: config.groupMode ? (JSON.parse(config.groupConfig) as ServiceGroup[]) : [],
    autoTipList: JSON.parse(config.autoTip),
  };
}

export function demoChannels(): ChannelConfig[] {
  const demo = baseChannel('demo');
  const channels: ChannelConfig[] = [
    // Robot first, receive mode 0, transfer on, every tool and menu on.
    { ...demo, channelName: 'Northwind shop' },
    // Chinese, robot guide (mode 2), work-order leave messages, a single group.
    {
      ...baseChannel('demo-zh'),
      channelName: '北风商城',
      language: 'zh',
      robotName: '北风小助手',
      robotWelcomeMsg:
        '<p>您好！我是北风户外的智能助手，可以回答<strong>配送、退换货、支付、订单、账户和保修</strong>相关的问题。</p>',
      titleDesc: '通常一分钟内回复',
      noticeMsg: '满 50 美元包邮 · 30 天无忧退货 · 全部商品两年保修',
      receiveMode: RECEIVE_MODE.robotGuide,
      leaveMsgType: LEAVE_MSG_TYPE.workOrder,
      leaveMsgTitle: '<p>客服暂时不在线，请提交工单，我们会在<strong>一个工作日内</strong>回复。</p>',
      groupConfig: JSON.stringify([{ groupId: 3, groupName: '中文客服' }]),
      faq: { showType: 1, showContent: JSON.stringify([2001, 2005, 2009, 2013, 2017, 2021]) },
      adminWelcomeMsg: '您好，我是人工客服，请问有什么可以帮您？',
      adminOfflineMsg: '当前没有在线客服，您可以留言，我们会尽快联系您。',
      adminCloseMsg: '客服已结束本次会话，感谢您的咨询！',
      userQueueMsg: '客服繁忙，您前面还有 ## 位。',
      userOverMsg: '您已结束会话，感谢光临！',
      unWorkingMsg: '客服工作时间为周一至周五 9:00–18:00，请留言。',
      ...menuFields(MENUS_ZH),
      sideBarConfig: sideBar(
        ['查询订单', '退换货', '尺码指南'],
        [
          { question: '发货后多久能到？', answer: '标准配送 3–5 个工作日送达。' },
          { question: '怎么退货？', answer: '30 天内在“我的账户 → 订单”中申请退货。' },
        ],
      ),
      autoTip: JSON.stringify([
        { autoTip: '大家都在问', btnList: [{ value: '我的订单到哪了？' }, { value: '怎么退货？' }] },
      ]),
      autoTipList: [{ autoTip: '大家都在问', btnList: [{ value: '我的订单到哪了？' }, { value: '怎么退货？' }] }],
    },
    // Human first (mode 1) with the pre-chat user form.
    {
      ...baseChannel('demo-human'),
      channelName: 'Human first, pre-chat form',
      receiveMode: RECEIVE_MODE.humanFirst,
      userFormMode: 1,
    },
    // Human only (mode 3): the group picker cannot be closed.
    {
      ...baseChannel('demo-human-only'),
      channelName: 'Human only',
      receiveMode: RECEIVE_MODE.humanOnly,
      msgToTransferFlag: 1,
    },
    // Outside working hours: a transfer answers 5 with unWorkingMsg.
    {
      ...baseChannel('demo-closed'),
      channelName: 'Out of hours',
      receiveMode: RECEIVE_MODE.humanFirst,
      workingHours: { timeZone: 'UTC', week: [], closedDates: [] },
    },
    // English, closed like demo-closed, but leave messages are work orders of the "After-sales" type.
    {
      ...baseChannel('demo-workorder'),
      channelName: 'After-sales work orders',
      receiveMode: RECEIVE_MODE.humanFirst,
      workingHours: { timeZone: 'UTC', week: [], closedDates: [] },
      leaveMsgType: LEAVE_MSG_TYPE.workOrder,
      leaveMsgTitle: '<p>Our team is away. Open a <strong>work order</strong> and follow its replies here.</p>',
    },
    // No language of its own: the widget speaks the host's `data-locale` / `setLocale`, else
    // the browser's language (docs/widget.md#languages). Menus and notice stay the channel's; the
    // robot's frequent questions and answers come in the visitor's language where the base has it.
    { ...baseChannel('demo-intl'), channelName: 'International', language: '' },
    // Signed identities only: setUser must carry userHash.
    { ...baseChannel('demo-verified'), channelName: 'Signed-in customers', identityVerification: true },
  ];
  return channels.map(withParsedFields);
}

/** The demo-verified channel's secret for userHash; printed at start for trying it out. */
export const DEMO_VERIFIED_SECRET = 'northwind-demo-secret';
