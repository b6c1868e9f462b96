// The held-out Chinese test set: never tune the robot on it (see ./testSet.ts).
import type { VisitorQuestion } from './visitorQuestion';

export const TEST_SET_ZH: readonly VisitorQuestion[] = [
  // paraphrases
  { question: '买到多少钱就不用付运费了？', docIds: [2001], kind: 'paraphrase' },
  { question: '今天下单的话大概几天能送到？', docIds: [2002], kind: 'paraphrase' },
  { question: '衣服穿着不喜欢，多久之内还可以退？', docIds: [2003], kind: 'paraphrase' },
  { question: '你们这边都收哪些卡？', docIds: [2005], kind: 'paraphrase' },
  { question: '下完单后悔了，能把订单撤回吗？', docIds: [2007], kind: 'paraphrase' },
  { question: '能不能让快递晚上六点以后再送过来？', docIds: [2014], kind: 'paraphrase' },
  { question: '不登录也能买东西吗？', docIds: [2031], kind: 'paraphrase' },
  { question: '攒的积分结账的时候怎么抵钱？', docIds: [2035], kind: 'paraphrase' },
  { question: '我买的背包修了也修不好，你们会怎么处理？', docIds: [2041], kind: 'paraphrase' },
  { question: '我在户外用品店买的你们牌子的睡袋，也给保修吗？', docIds: [2040], kind: 'paraphrase' },
  // homophone typos
  { question: '钱退回来要几天到帐', docIds: [2008], kind: 'typo' },
  { question: '密码忘了怎么半', docIds: [2009], kind: 'typo' },
  { question: '优惠马在哪里填', docIds: [2022], kind: 'typo' },
  { question: '帐号被所了登不上', docIds: [2036], kind: 'typo' },
  { question: '可以开张发漂给我吗', docIds: [2024], kind: 'typo' },
  { question: '怎么改绑定的游箱', docIds: [2032], kind: 'typo' },
  // no punctuation
  { question: '快递到哪了在哪查', docIds: [2004], kind: 'no-punctuation' },
  { question: '退货的邮费要我自己出吗', docIds: [2016], kind: 'no-punctuation' },
  { question: '定制的东西可以退吗', docIds: [2018], kind: 'no-punctuation' },
  { question: '别再给我发推广邮件了', docIds: [2034], kind: 'no-punctuation' },
  // long, with context
  {
    question:
      '你好，我一个订单买了帐篷、背包和头灯，结果分成三个快递送来，运单号都不一样，为什么不一起发？会多收运费吗？',
    docIds: [2013],
    kind: 'long',
  },
  {
    question: '我三天前下的单，刚看到那件冲锋衣降价了，比我买的时候便宜不少，这个差价能退给我吗？',
    docIds: [2028],
    kind: 'long',
  },
  {
    question: '信用卡账单上同一个订单出现了两笔一样的金额，可我只下了一次单，这是怎么回事？',
    docIds: [2023],
    kind: 'long',
  },
  {
    question: '快递显示已经签收了，可是我一直在家，没人敲门，门口和快递柜都找过了也没有，怎么办？',
    docIds: [2012],
    kind: 'long',
  },
  {
    question: '我妈给我买的登山鞋是在你们网站下的单，我不太喜欢，手里只有礼品小票，能退吗？',
    docIds: [2019],
    kind: 'long',
  },
  // very short
  { question: '分期', docIds: [2020], kind: 'short' },
  { question: '买礼品卡', docIds: [2025], kind: 'short' },
  { question: '注销', docIds: [2033], kind: 'short' },
  { question: '投诉客服', docIds: [2029], kind: 'short' },
  // two-part
  { question: '能寄到澳大利亚吗？另外下单后地址还能改吗？', docIds: [2011, 2010], kind: 'two-part' },
  { question: '退货在哪里申请？退款要几天才到？', docIds: [2015, 2008], kind: 'two-part' },
  { question: '保修一定要小票吗？过了保修期还能修吗？', docIds: [2038, 2039], kind: 'two-part' },
  { question: '订单还能加东西吗，另外确认邮件我也没收到', docIds: [2027, 2030], kind: 'two-part' },
  { question: '付款一直失败是怎么回事？另外可以分期付吗？', docIds: [2021, 2020], kind: 'two-part' },
  // not covered by the knowledge base
  { question: '你们有实体店吗', docIds: [], kind: 'uncovered' },
  { question: '帐篷可以租吗？', docIds: [], kind: 'uncovered' },
  { question: '羽绒服怎么洗才不会结块？', docIds: [], kind: 'uncovered' },
  { question: '学生有折扣吗', docIds: [], kind: 'uncovered' },
  { question: '能帮我把礼物包装一下吗？', docIds: [], kind: 'uncovered' },
  { question: '睡袋的舒适温度是多少度？', docIds: [], kind: 'uncovered' },
];
