import { it } from 'vitest';
import { createRanker, createRobot } from '../../../demo-host/server/robot/robot';
import { tokenize } from '../../../demo-host/server/robot/tokenize';
import { DEMO_KNOWLEDGE_BASE } from '../../../demo-host/server/robot/demoKnowledgeBase';

const C: [string, number][] = [
  ['what do you charge for postage', 1001], ['is delivery free if I spend 60 dollars', 1001], ['shipping fee', 1001],
  ['how many days until my parcel gets here', 1002], ['how fast do you ship', 1002],
  ['can I send back boots I do not like', 1003], ['how long do I have to send something back', 1003],
  ['where is my stuff, it has not come yet', 1004], ['track package', 1004],
  ['do you accept amex', 1005], ['can I use paypal to pay', 1005],
  ['is a broken buckle covered by warranty', 1006], ['warranty length', 1006],
  ['I ordered by mistake, can I cancel it', 1007], ['refund has not shown up on my card', 1008],
  ['forgot password', 1009], ['I cannot remember my login password', 1009], ['I typed my address wrong on the order', 1010],
  ['do you ship to australia', 1011], ['international delivery to germany', 1011],
  ['the parcel is marked delivered but it is not here', 1012], ['only got half my order', 1013], ['can you send to an APO address', 1014],
  ['how do I send back my jacket', 1015], ['do returns cost anything', 1016], ['need a bigger size of these pants', 1017],
  ['can I return a gas canister I opened', 1018], ['return a present without receipt', 1019], ['afterpay or klarna', 1020],
  ['my credit card keeps getting declined', 1021], ['where do I put my coupon code', 1022], ['I see two charges on my statement', 1023],
  ['do you have gift cards for sale', 1024], ['you sent the wrong color', 1025], ['can I add another item to my order', 1026],
  ['the jacket I bought is now cheaper', 1027], ['I want to complain about the service', 1028], ['where is my invoice', 1029],
  ['can I order without an account', 1030], ['change my email', 1031], ['delete my data', 1032], ['stop the newsletter', 1033],
  ['loyalty points', 1034], ['locked out of my account', 1035], ['my backpack strap broke can you fix it', 1036],
  ['warranty claim without receipt', 1037], ['repair my old tent', 1038], ['bought your jacket at REI, is it under warranty', 1039],
  ['if you cannot fix it do I get a replacement', 1040],
  ['运费多少', 2001], ['买多少钱免运费', 2001], ['几天能到货', 2002], ['发货快吗', 2002], ['不喜欢可以退吗', 2003], ['退货期限是多久', 2003],
  ['我的快递到哪里了', 2004], ['怎么查快递', 2004], ['能用Visa卡吗', 2005], ['可以用支付宝吗', 2005], ['保修多久', 2006], ["拉链坏了保修吗", 2037],
  ['不想要了能取消订单吗', 2007], ['退款什么时候到', 2008], ['密码忘了', 2009], ['收货地址写错了', 2010], ['能寄到英国吗', 2011],
  ['显示签收了但是没有收到', 2012], ['只到了一个包裹', 2013], ['可以周末送货吗', 2014], ['退货怎么操作', 2015], ['退货要自己出运费吗', 2016],
  ['鞋子大了能换小一码吗', 2017], ['开封的气罐能退吗', 2018], ['朋友送的礼物能退吗', 2019], ['能分期吗', 2020], ['信用卡付款一直失败', 2021],
  ['优惠码怎么用', 2022], ['被扣了两次钱', 2023], ['需要开发票', 2024], ['礼品卡哪里买', 2025], ['发错货了', 2026], ['订单还能加东西吗', 2027],
  ['刚买就降价了', 2028], ['我要投诉你们', 2029], ['没收到确认邮件', 2030], ['不注册能下单吗', 2031], ['怎么改邮箱', 2032], ['注销账户', 2033],
  ['退订邮件', 2034], ['积分有什么用', 2035], ['账号锁了', 2036], ['背包带子断了', 2037], ['小票丢了能保修吗', 2038], ['过保修期能修吗', 2039],
  ['亚马逊上买的能保修吗', 2040], ['修不好能换新的吗', 2041],
];
const V = ['order', 'help with my order', 'refund', 'account', 'payment', 'shipping', 'return', 'warranty', 'gift', 'email',
  '订单', '退款', '账户', '付款', '快递', '退货', '保修', '礼品', '邮件', '问题'];
const O = ['what is the weather tomorrow', 'tell me a joke', 'who won the football game', 'recipe for pancakes', 'what is the capital of France', 'how old are you',
  '今天天气怎么样', '讲个笑话', '今天股票涨了吗', '你几岁了', '北京是首都吗', '推荐一部电影'];

it('calibrate', () => {
  const { rank } = createRanker(DEMO_KNOWLEDGE_BASE);
  const row = (q: string, want?: number) => {
    const hits = rank(q, { tenantId: 'demo' });
    const [a, b] = hits;
    const ok = want === undefined ? '' : a?.doc.docId === want ? 'OK ' : `XX(${a?.doc.docId}) pos=${hits.findIndex((h) => h.doc.docId === want)}`;
    return `${ok.padEnd(14)} conf=${(a?.confidence ?? 0).toFixed(2).padStart(6)} ratio=${(b ? a!.score / b.score : 99).toFixed(2).padStart(5)} n=${hits.length} terms=${new Set(tokenize(q)).size} ${q}`;
  };
  console.log('--- paraphrases\n' + C.map(([q, w]) => row(q, w)).join('\n'));
  console.log('--- vague\n' + V.map((q) => row(q)).join('\n'));
  console.log('--- off-topic\n' + O.map((q) => row(q)).join('\n'));
});
it('summary', () => {
  const { rank } = createRanker(DEMO_KNOWLEDGE_BASE);
  const robot = createRobot(DEMO_KNOWLEDGE_BASE);
  const tally: Record<string, number> = {};
  const add = (k: string) => (tally[k] = (tally[k] ?? 0) + 1);
  for (const [q, w] of C) {
    const a = robot.ask(q, { tenantId: 'demo' });
    if (a.answerType === 1) add(a.doc!.docId === w ? 'para: answer right' : 'para: answer WRONG ' + q);
    else if (a.answerType === 2) add(a.suggestList.some((s) => s.docId === w) ? 'para: guide incl. right' : 'para: guide WITHOUT right ' + q);
    else add('para: unknown ' + q);
  }
  for (const q of V) add('vague: type ' + robot.ask(q, { tenantId: 'demo' }).answerType);
  for (const q of O) { const t = robot.ask(q, { tenantId: 'demo' }).answerType; add('off: type ' + t + (t ? ' ' + q : '')); }
  void rank;
  console.log(JSON.stringify(tally, null, 1));
});
it('misses', () => {
  const { rank } = createRanker(DEMO_KNOWLEDGE_BASE);
  for (const q of ['发货快吗', '退货怎么操作', '不喜欢可以退吗', '能用Visa卡吗', 'how old are you', 'tell me a joke', '推荐一部电影'])
    console.log(q, tokenize(q).join('|'), rank(q, { tenantId: 'demo' }).slice(0, 3).map((h) => `${h.doc.docId}:${h.doc.question}:${h.confidence.toFixed(1)}`).join('  '));
});
