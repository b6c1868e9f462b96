// The Simplified Chinese knowledge base of the demo shop "Northwind Outfitters"
// (户外装备): free shipping over $50, 30-day returns, 2-year warranty. Written for Chinese
// visitors, not translated line by line from the English docs. The first ten docs are the
// most asked questions; they make the default FAQ menu.
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';

const SHOP = 'https://www.northwind-outfitters.example';

export const DEMO_KNOWLEDGE_BASE_ZH: KnowledgeDoc[] = [
  // ---- 默认常见问题（前十条） ----------------------------------------------------------
  {
    docId: 2001,
    tenantId: 'demo',
    lang: 'zh',
    category: 'shipping',
    question: '运费怎么收？',
    similar: ['满多少包邮', '买东西要付邮费吗', '快递费多少钱', '加急配送要多收多少钱', '不满50美元运费多少'],
    answer:
      '<p><strong>订单满 50 美元（按折后金额计算）即享美国境内免费标准配送。</strong></p>' +
      '<ul><li>不满 50 美元：标准配送收取 5.95 美元</li><li>加急配送（1–2 个工作日送达）：14.95 美元</li></ul>',
    docPattern: 2,
    buttons: [{ value: '下单后多久能收到？' }, { value: '可以寄到国外吗？' }],
  },
  {
    docId: 2002,
    tenantId: 'demo',
    lang: 'zh',
    category: 'shipping',
    question: '下单后多久能收到？',
    similar: ['什么时候发货', '配送要几天', '多久到货', '有没有加急快递', '最快几天能到', '寄到阿拉斯加或夏威夷要多久'],
    answer:
      '<p>工作日美东时间下午 2 点前付款的订单当天发出。</p>' +
      '<ul><li>标准配送：3–5 个工作日</li><li>加急配送：1–2 个工作日</li></ul>' +
      '<p>寄往阿拉斯加和夏威夷需要多 2–3 天。</p>',
    docPattern: 1,
  },
  {
    docId: 2003,
    tenantId: 'demo',
    lang: 'zh',
    category: 'returns',
    question: '退货政策是怎样的？',
    similar: ['买了不合适能退吗', '几天内可以退货', '退货期限', '支持无理由退货吗', '收到货多久以内还能退'],
    answer:
      '<p>商品签收后 <strong>30 天内</strong>，未使用且吊牌完好即可全额退款。</p>' +
      '<p>超过 30 天后出现的质量问题，由 2 年质保负责处理。</p>',
    docPattern: 2,
    buttons: [{ value: '怎么申请退货？' }, { value: '退款多久到账？' }],
  },
  {
    docId: 2004,
    tenantId: 'demo',
    lang: 'zh',
    category: 'orders',
    question: '怎么查询物流信息？',
    similar: ['我的包裹到哪了', '快递单号在哪里看', '查快递', '查看订单状态', '用订单号查物流', '游客订单怎么查物流'],
    answer:
      '<p>订单发货后，我们会把物流链接发到您的邮箱；登录后在<strong>「我的账户 › 订单」</strong>里也能看到。' +
      '未注册的顾客可在<a href="' +
      SHOP +
      '/orders/track">订单查询页</a>输入订单号和邮箱查询。</p><p>物流信息一般在发货后 24 小时内更新。</p>',
    docPattern: 1,
  },
  {
    docId: 2005,
    tenantId: 'demo',
    lang: 'zh',
    category: 'payment',
    question: '支持哪些付款方式？',
    similar: [
      '可以用支付宝付款吗',
      '能刷 Visa 信用卡吗',
      '支持微信支付吗',
      '支持PayPal吗',
      '能用Apple Pay或Google Pay吗',
    ],
    answer:
      '<p>支持 Visa、Mastercard、American Express、Discover 信用卡，以及 PayPal、Apple Pay、Google Pay、支付宝和 Northwind 礼品卡。</p>' +
      '<p>暂不支持微信支付。也可以通过 Klarna 分 4 期免息付款。</p>',
    docPattern: 1,
  },
  {
    docId: 2006,
    tenantId: 'demo',
    lang: 'zh',
    category: 'warranty',
    question: '质保期多长？保修哪些问题？',
    similar: ['产品保修几年', '保修期有多久', '坏了在保修范围内吗', '质保包括哪些情况', '磨损或者意外损坏也保修吗'],
    answer:
      '<p>所有 Northwind 产品自购买之日起享受 <strong>2 年质保</strong>，涵盖材料和做工缺陷，例如开线、拉链损坏、面料脱胶、卡扣失灵等。</p>' +
      '<p>正常磨损、意外损坏、使用不当或自行改装不在质保范围内。</p>',
    docPattern: 2,
    buttons: [{ value: '怎么申请保修？' }],
  },
  {
    docId: 2007,
    tenantId: 'demo',
    lang: 'zh',
    category: 'orders',
    question: '订单可以取消吗？',
    similar: ['我不想要了怎么取消', '下错单了', '取消购买'],
    answer:
      '<p>下单后 <strong>1 小时内</strong>、订单状态仍为「已接收」时，可以在「我的账户 › 订单」中点击<strong>取消订单</strong>。</p>' +
      '<p>订单进入处理或已发货后就无法取消了，收货后 30 天内可以免费退回。</p>',
    docPattern: 1,
  },
  {
    docId: 2008,
    tenantId: 'demo',
    lang: 'zh',
    category: 'returns',
    question: '退款多久到账？',
    similar: ['退货后钱什么时候退回来', '退款还没收到', '查询退款进度', '东西寄回去了钱还没到账'],
    answer:
      '<p>退货到达仓库后 <strong>3–5 个工作日内</strong>原路退款，退款时会发邮件通知您。</p>' +
      '<p>银行入账可能还需要 5–10 天，具体以发卡行为准。</p>',
    docPattern: 1,
  },
  {
    docId: 2009,
    tenantId: 'demo',
    lang: 'zh',
    category: 'accounts',
    question: '忘记密码怎么办？',
    similar: ['登录不上去了', '重置密码', '找回密码', '不记得密码了'],
    answer:
      '<p>在<a href="' +
      SHOP +
      '/account/login">登录页</a>点击<strong>「忘记密码？」</strong>并填写注册邮箱，我们会发送重置链接，链接 60 分钟内有效。</p>' +
      '<p>几分钟后仍没收到，请查看垃圾邮件箱。</p>',
    docPattern: 1,
  },
  {
    docId: 2010,
    tenantId: 'demo',
    lang: 'zh',
    category: 'orders',
    question: '下单后还能改收货地址吗？',
    similar: ['地址填错了', '修改配送地址', '换个地方收货', '搬家了想改成新地址'],
    answer:
      '<p>订单还没开始处理（下单后约 1 小时内）时可以修改：直接在这里告诉我们新地址，或回复订单确认邮件。</p>' +
      '<p>如果已经发货，可以通过物流邮件里的承运商链接申请改派。</p>',
    docPattern: 1,
  },

  // ---- 配送 -----------------------------------------------------------------------------
  {
    docId: 2011,
    tenantId: 'demo',
    lang: 'zh',
    category: 'shipping',
    question: '可以寄到国外吗？',
    similar: ['支持国际配送吗', '能发加拿大吗', '海外直邮', '英国、欧洲、澳洲能寄吗', '寄国外的关税谁来付'],
    answer:
      '<p>可以，目前支持寄往加拿大、英国、欧盟国家和澳大利亚，运费 19.95 美元起，时效约 7–14 个工作日。</p>' +
      '<p>进口关税和税费由承运商在派送时收取；满 50 美元包邮仅限美国境内地址。</p>',
    docPattern: 1,
  },
  {
    docId: 2012,
    tenantId: 'demo',
    lang: 'zh',
    category: 'shipping',
    question: '物流显示已签收，但我没收到包裹',
    similar: ['包裹丢了', '显示送达了却找不到', '快递被人拿走了', '快递员说已经送到但我没收到'],
    answer:
      '<p>很抱歉给您带来麻烦！请先问问邻居、物业或收发室，也请再等 24 小时——快递员有时会提前点签收。</p>' +
      '<p>仍然找不到的话，请把订单号告诉我们，我们会向承运商索赔并为您补发。</p>',
    docPattern: 1,
  },
  {
    docId: 2013,
    tenantId: 'demo',
    lang: 'zh',
    category: 'shipping',
    question: '为什么我的订单分成了好几个包裹？',
    similar: ['只收到一部分商品', '分批发货', '还有一个箱子没到', '剩下的商品什么时候到'],
    answer:
      '<p>大订单和帐篷、皮划艇等大件商品常从不同仓库发出，所以会分开送达。每个包裹都有单独的物流单号，可以在发货邮件里查看。</p>' +
      '<p>分开发货不会额外收取运费。</p>',
    docPattern: 1,
  },
  {
    docId: 2014,
    tenantId: 'demo',
    lang: 'zh',
    category: 'shipping',
    question: '可以指定送货日期或时间吗？',
    similar: ['能约时间送货吗', '周末送货吗', '晚上能送到吗', '能指定哪天送到吗', '星期六或星期天送货吗'],
    answer:
      '<p>暂时不能指定具体的送达日期或时段。收到发货邮件后，可以通过承运商链接选择改期派送或放到附近的自提点。</p>',
    docPattern: 1,
  },

  // ---- 退换货 ---------------------------------------------------------------------------
  {
    docId: 2015,
    tenantId: 'demo',
    lang: 'zh',
    category: 'returns',
    question: '怎么申请退货？',
    similar: ['退货流程', '退货标签在哪里打印', '我要把东西寄回去'],
    answer:
      '<p>登录后进入<strong>「我的账户 › 订单」</strong>，选择订单后点击<strong>「申请退货」</strong>；未注册的顾客可以在<a href="' +
      SHOP +
      '/returns">退货页面</a>用订单号和邮箱申请。</p>' +
      '<p>打印预付运单，商品连同吊牌一起装箱，送到任意 UPS 网点即可。</p>',
    docPattern: 1,
  },
  {
    docId: 2016,
    tenantId: 'demo',
    lang: 'zh',
    category: 'returns',
    question: '退货运费谁来出？',
    similar: ['寄回来要付邮费吗', '退货是免费的吗', '退货标签收费吗', '退货的运费需要付吗', '退款金额为什么少了'],
    answer: '<p>质量问题、发错货的退货以及所有换货都免运费。其他原因退货，会从退款中扣除 6.95 美元的预付运单费用。</p>',
    docPattern: 1,
  },
  {
    docId: 2017,
    tenantId: 'demo',
    lang: 'zh',
    category: 'returns',
    question: '尺码不合适可以换吗？',
    similar: ['换个颜色', '鞋子小了想换大一码', '鞋码不对', '换货怎么操作', '衣服大了想换小一码'],
    answer:
      '<p>可以。申请退货时选择<strong>「换货」</strong>并选好新的尺码或颜色即可，换货免运费。承运商扫描您寄回的包裹后，我们就会把新商品寄出。</p>',
    docPattern: 1,
  },
  {
    docId: 2018,
    tenantId: 'demo',
    lang: 'zh',
    category: 'returns',
    question: '哪些商品不能退？',
    similar: ['不支持退货的商品', '气罐开封了还能退吗', '清仓商品能退吗'],
    answer:
      '<p>礼品卡、定制商品、已开封的炉头气罐，以及标注<strong>「清仓不退换」</strong>的商品不支持退货。其余商品未使用的，30 天内都可以退。</p>',
    docPattern: 1,
  },
  {
    docId: 2019,
    tenantId: 'demo',
    lang: 'zh',
    category: 'returns',
    question: '别人送的礼物可以退吗？',
    similar: ['没有小票能退货吗', '朋友送的东西不合适', '礼品退换', '退礼物会通知送礼人吗'],
    answer:
      '<p>可以。在退货页面填写礼品小票上的订单号即可。礼物退货的款项会以 Northwind 礼品卡的形式退给您，送礼人不会收到通知。</p>',
    docPattern: 1,
  },

  // ---- 支付 -----------------------------------------------------------------------------
  {
    docId: 2020,
    tenantId: 'demo',
    lang: 'zh',
    category: 'payment',
    question: '可以分期付款吗？',
    similar: ['先买后付', '支持 Klarna 吗', '分几期付款', '买东西能分期吗'],
    answer:
      '<p>可以。结账时选择 <strong>Klarna</strong>，订单金额在 35–1000 美元之间即可分 4 期免息支付，每两周一期，是否通过由 Klarna 审核。</p>',
    docPattern: 1,
  },
  {
    docId: 2021,
    tenantId: 'demo',
    lang: 'zh',
    category: 'payment',
    question: '付款失败怎么办？',
    similar: ['信用卡支付不了', '结账时银行卡被拒', '一直提示支付错误'],
    answer:
      '<p>多数是账单地址或安全码与银行记录不一致，或银行拦截了网上交易。付款失败不会扣钱。</p>' +
      '<p>请核对信息后重试，换一张卡或改用 PayPal，也可以联系发卡银行。</p>',
    docPattern: 1,
  },
  {
    docId: 2022,
    tenantId: 'demo',
    lang: 'zh',
    category: 'payment',
    question: '优惠码和礼品卡怎么用？',
    similar: ['折扣码在哪里输入', '优惠券用不了', '兑换代金券', '收到的礼品卡怎么使用'],
    answer:
      '<p>在结账页面的<strong>「礼品卡或优惠码」</strong>一栏输入后点击「使用」即可。</p>' +
      '<ul><li>每个订单限用一个优惠码</li><li>礼品卡可以和优惠码同时使用，多张礼品卡也可叠加</li></ul>',
    docPattern: 1,
  },
  {
    docId: 2023,
    tenantId: 'demo',
    lang: 'zh',
    category: 'payment',
    question: '为什么扣了两次款？',
    similar: ['重复扣款', '一个订单付了两遍钱', '信用卡被扣了两笔', '一笔订单扣了我两次钱'],
    answer:
      '<p>其中一笔通常是银行的预授权冻结，并不是实际扣款，一般 3–5 个工作日会自动解除。</p>' +
      '<p>如果之后两笔仍然都在，请把账单截图发给我们，我们会马上退还多扣的款项。</p>',
    docPattern: 1,
  },
  {
    docId: 2024,
    tenantId: 'demo',
    lang: 'zh',
    category: 'payment',
    question: '能开发票吗？',
    similar: ['怎么下载发票', '公司报销需要发票', '要收据'],
    answer:
      '<p>可以。登录后在<strong>「我的账户 › 订单 › 发票」</strong>下载 PDF 格式的发票，抬头可以改成公司名称。</p>',
    docPattern: 1,
  },
  {
    docId: 2025,
    tenantId: 'demo',
    lang: 'zh',
    category: 'payment',
    question: '有礼品卡卖吗？',
    similar: ['想买电子礼品卡送人', '购物卡', '礼品券怎么买'],
    answer: '<p>有的！电子礼品卡会立即发到对方邮箱，永不过期，全店商品通用。</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/gift-card.png',
      title: 'Northwind 电子礼品卡',
      desc: '邮件即时送达，永久有效。',
      price: '$25 – $500',
      url: SHOP + '/gift-cards',
    },
  },

  // ---- 订单 -----------------------------------------------------------------------------
  {
    docId: 2026,
    tenantId: 'demo',
    lang: 'zh',
    category: 'orders',
    question: '收到的商品少了或者发错了',
    similar: ['少发了一件', '尺码发错了', '收到的东西不是我买的', '颜色发错了', '打开包裹发现少了东西'],
    answer:
      '<p>请先看看发货邮件，订单可能分成了几个包裹。如果确实少件或发错，把订单号告诉我们，我们会免费补发正确的商品，发错的商品用免费运单寄回即可。</p>',
    docPattern: 1,
  },
  {
    docId: 2027,
    tenantId: 'demo',
    lang: 'zh',
    category: 'orders',
    question: '已经下单了还能加购或修改商品吗？',
    similar: ['订单能改吗', '漏买了一样东西', '想换订单里的尺码', '下单后还能加东西进去吗'],
    answer:
      '<p>订单提交后无法修改。1 小时内可以取消后重新下单；超过 1 小时，可以另下一单（每单满 50 美元各自包邮），或收货后再换货。</p>',
    docPattern: 1,
  },
  {
    docId: 2028,
    tenantId: 'demo',
    lang: 'zh',
    category: 'orders',
    question: '买完就降价了，能退差价吗？',
    similar: ['保价吗', '价格保护', '刚买就打折了', '降价多少天内可以退差价'],
    answer:
      '<p>可以。购买后 <strong>14 天内</strong>降价，每件商品可申请一次退差价，请提供订单号和商品链接。</p>' +
      '<p>我们不跟其他商家比价。</p>',
    docPattern: 1,
  },
  {
    docId: 2029,
    tenantId: 'demo',
    lang: 'zh',
    category: 'orders',
    question: '我要投诉',
    similar: ['对你们的服务很不满意', '投诉商家', '太差劲了我要反映问题', '客服没人管，我要找领导'],
    answer: '<p>非常抱歉让您有不好的体验，我马上为您转接专属售后专员，由专人跟进处理。</p>',
    docPattern: 1,
    transfer: true,
  },
  {
    docId: 2030,
    tenantId: 'demo',
    lang: 'zh',
    category: 'orders',
    question: '没收到订单确认邮件',
    similar: ['下单成功了吗', '确认邮件去哪了', '邮箱里找不到订单', '邮箱里没有订单确认'],
    answer:
      '<p>订单确认邮件一般在下单后几分钟内发出，请先检查垃圾邮件箱。登录后在「我的账户 › 订单」里能看到的订单，就说明已经下单成功。</p>',
    docPattern: 1,
  },

  // ---- 账户 -----------------------------------------------------------------------------
  {
    docId: 2031,
    tenantId: 'demo',
    lang: 'zh',
    category: 'accounts',
    question: '不注册可以直接买吗？',
    similar: ['游客下单', '一定要注册账号吗', '注册有什么好处'],
    answer: '<p>可以，支持游客结账。注册账户后能随时查订单、一键退货、保存地址，还能累积 Trail Rewards 积分。</p>',
    docPattern: 1,
  },
  {
    docId: 2032,
    tenantId: 'demo',
    lang: 'zh',
    category: 'accounts',
    question: '怎么修改邮箱或手机号？',
    similar: ['更改个人资料', '换绑手机', '改名字', '邮箱填错了想改'],
    answer: '<p>登录后进入<strong>「我的账户 › 个人资料」</strong>修改。更换邮箱需要点击发到新邮箱的链接确认。</p>',
    docPattern: 1,
  },
  {
    docId: 2033,
    tenantId: 'demo',
    lang: 'zh',
    category: 'accounts',
    question: '怎么注销账号？',
    similar: ['删除我的账户', '清除个人信息', '不想用了想销户'],
    answer:
      '<p>进入<strong>「我的账户 › 隐私」</strong>点击「注销账户」。我们会在 30 天内删除您的个人数据，订单记录仅按税法要求保留。</p>',
    docPattern: 1,
  },
  {
    docId: 2034,
    tenantId: 'demo',
    lang: 'zh',
    category: 'accounts',
    question: '怎么退订促销邮件？',
    similar: ['不想再收广告邮件', '取消订阅营销邮件', '邮件太多了'],
    answer:
      '<p>点击任意促销邮件底部的<strong>「退订」</strong>链接，或在「我的账户 › 通知设置」里关闭，最多 48 小时生效。订单和物流通知不受影响。</p>',
    docPattern: 1,
  },
  {
    docId: 2035,
    tenantId: 'demo',
    lang: 'zh',
    category: 'accounts',
    question: '会员积分怎么用？',
    similar: ['有会员制度吗', '积分怎么获得', 'Trail Rewards 是什么', '积分能抵现金吗', '多少积分可以兑换优惠'],
    answer:
      '<p>注册即自动加入 Trail Rewards 会员：每消费 1 美元积 1 分，满 200 分自动兑换 10 美元奖励金，结账时直接抵扣。会员还能提前参加促销。</p>',
    docPattern: 2,
    buttons: [{ value: '不注册可以直接买吗？' }],
  },
  {
    docId: 2036,
    tenantId: 'demo',
    lang: 'zh',
    category: 'accounts',
    question: '账号被锁定了',
    similar: ['密码输错太多次', '账户登不进去被冻结', '提示账号已锁'],
    answer: '<p>连续输错 5 次密码，账号会被锁定 30 分钟。通过<strong>「忘记密码？」</strong>重置密码可以立即解锁。</p>',
    docPattern: 1,
  },

  // ---- 质保 -----------------------------------------------------------------------------
  {
    docId: 2037,
    tenantId: 'demo',
    lang: 'zh',
    category: 'warranty',
    question: '怎么申请保修？',
    similar: ['帐篷拉链坏了', '背包开线了', '产品有质量问题'],
    answer:
      '<p>填写<a href="' +
      SHOP +
      '/warranty">保修申请表</a>，附上订单号、问题描述和几张照片。我们会在 2 个工作日内回复，维修或换新，来回运费由我们承担。</p>',
    docPattern: 1,
  },
  {
    docId: 2038,
    tenantId: 'demo',
    lang: 'zh',
    category: 'warranty',
    question: '保修需要购物凭证吗？',
    similar: ['小票丢了还能保修吗', '没有订单号能保修吗', '保修要发票吗'],
    answer:
      '<p>需要能证明购买的凭证：线上或注册账户下单的，提供订单号即可；礼物可用礼品小票；在授权经销商购买的，提供对方的购物小票。</p>',
    docPattern: 1,
  },
  {
    docId: 2039,
    tenantId: 'demo',
    lang: 'zh',
    category: 'warranty',
    question: '过了保修期还能修吗？',
    similar: ['旧冲锋衣想修一下', '付费维修', '帐篷杆断了', '过了保修期维修要收费吗'],
    answer:
      '<p>可以，维修中心按成本价修理拉链、缝线、卡扣和帐篷杆，一般 2–3 周完成。通过保修申请表上传照片即可获取报价。</p>' +
      '<p>野外的小问题，用帐篷杆维修套件就能自己搞定。</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/pole-repair-kit.png',
      title: '帐篷杆维修套件',
      desc: '含修补套管、备用弹力绳和铝合金杆节，适用于大部分 8.5–9.5 毫米帐篷杆。',
      price: '$12.95',
      url: SHOP + '/products/tent-pole-repair-kit',
    },
  },
  {
    docId: 2040,
    tenantId: 'demo',
    lang: 'zh',
    category: 'warranty',
    question: '在别的店买的也能保修吗？',
    similar: ['在亚马逊买的', '其他品牌保修吗', '经销商那里买的'],
    answer:
      '<p>在授权经销商购买的 Northwind 品牌产品，凭购物小票同样享受 2 年质保。店内销售的其他品牌商品，由各品牌厂家负责保修，我们可以协助您联系。</p>',
    docPattern: 1,
  },
  {
    docId: 2041,
    tenantId: 'demo',
    lang: 'zh',
    category: 'warranty',
    question: '修不好怎么办？',
    similar: ['保修能换新吗', '产品停产了怎么保修', '会给我换一个新的吗'],
    answer:
      '<p>修不好的，我们会换一件同款；如果已经停产，就换成当前最接近的款式。两者都没有时，按您的实付金额退还店铺余额。</p>',
    docPattern: 1,
  },
];
