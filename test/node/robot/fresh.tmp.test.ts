import { it } from 'vitest';
import { createRobot, createRanker } from '../../../demo-host/server/robot/robot';
import { DEMO_KNOWLEDGE_BASE } from '../../../demo-host/server/robot/demoKnowledgeBase';
import { tokenize } from '../../../demo-host/server/robot/tokenize';
const F: [string, number][] = [
  ['Do I have to pay for delivery on a $30 order?', 1001], ["it says my parcel was delivered yesterday but it's not at my door", 1012],
  ["what's the deadline for returning stuff", 1003], ['Can I use Apple Pay?', 1005], ['reset link for my password never arrived', 1009],
  ['the zipper on my tent broke after a month, what do I do', 1036], ['How do I cancel an order I just placed?', 1007],
  ['Can I get my order shipped to the UK?', 1011], ['I got charged two times', 1023], ['How do I get off your mailing list?', 1033],
  ['is there a fee to send a return back', 1016], ['can I swap my jacket for a larger size', 1017],
  ['订单金额不到50美元要付运费吗', 2001], ['快递显示已经送到了，可是我家门口什么都没有', 2012], ['买了 30 天以内还能退吗', 2003],
  ['能用 Apple Pay 付款吗', 2005], ['登录密码想不起来了', 2009], ['睡袋用了两个月就开线了', 2037], ['怎么取消刚下的订单', 2007],
  ['你们发货到澳大利亚吗', 2011], ['同一笔订单扣了我两次钱', 2023], ['怎样不再收到你们的营销邮件', 2034], ['退货的邮费谁承担', 2016],
  ['鞋码小了想换一双大的', 2017],
];
const V = ['I have a question about my order', 'returns', 'account help', '订单有问题', '账户', '退换'];
const O = ['what is the capital of France', 'can you recommend a good restaurant nearby', '今天股票涨了吗', '帮我写一首诗'];
it('fresh', () => {
  const robot = createRobot(DEMO_KNOWLEDGE_BASE);
  const { rank } = createRanker(DEMO_KNOWLEDGE_BASE);
  const show = (q: string) => rank(q, { tenantId: 'demo' }).slice(0, 3).map((h) => `${h.doc.docId}:${h.confidence.toFixed(1)}`).join(' ') + '  [' + tokenize(q).join('|') + ']';
  for (const [q, w] of F) { const a = robot.ask(q, { tenantId: 'demo' }); console.log(a.answerType === 1 && a.doc!.docId === w ? 'OK  ' : `BAD t=${a.answerType} want ${w}`, q, show(q)); }
  for (const q of [...V, ...O]) { const a = robot.ask(q, { tenantId: 'demo' }); console.log('type', a.answerType, a.suggestList.length, q, show(q)); }
});
