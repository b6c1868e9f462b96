// The held-out English test set: never tune the robot on it (see ./testSet.ts).
import type { VisitorQuestion } from './visitorQuestion';

export const TEST_SET_EN: readonly VisitorQuestion[] = [
  // paraphrases
  { question: "what's the delivery fee if my cart is only about $30?", docIds: [1001], kind: 'paraphrase' },
  {
    question: "I bought hiking boots and I'm not in love with them, how long have I got to bring them back?",
    docIds: [1003],
    kind: 'paraphrase',
  },
  { question: 'What ways can I pay on your website?', docIds: [1005], kind: 'paraphrase' },
  { question: 'I ordered by accident, is there a way to undo it?', docIds: [1007], kind: 'paraphrase' },
  { question: 'Is normal wear and tear included in the 2 year guarantee?', docIds: [1006], kind: 'paraphrase' },
  { question: 'Are there any perks for people who shop with you a lot?', docIds: [1034], kind: 'paraphrase' },
  { question: 'Do I have to make a login before I can buy something?', docIds: [1030], kind: 'paraphrase' },
  { question: "The driver says it was left at my door but there's nothing there", docIds: [1012], kind: 'paraphrase' },
  {
    question: 'I forgot to put socks in my order, can you stick them in the same box?',
    docIds: [1026],
    kind: 'paraphrase',
  },
  { question: "What if you can't fix my stove under warranty?", docIds: [1040], kind: 'paraphrase' },
  // typos
  { question: 'how lon does shiping take to arive', docIds: [1002], kind: 'typo' },
  { question: 'wheres my refnd, sent the retrun back last week', docIds: [1008], kind: 'typo' },
  { question: 'can i pay in instalmants wth klarna', docIds: [1020], kind: 'typo' },
  { question: 'my acount got lokced after too many tries', docIds: [1035], kind: 'typo' },
  { question: 'do you sel giftcards', docIds: [1024], kind: 'typo' },
  // no punctuation, lower case
  { question: 'need to send back a tent how do i do that', docIds: [1015], kind: 'no-punctuation' },
  { question: 'is it free to mail stuff back to you', docIds: [1016], kind: 'no-punctuation' },
  { question: 'what stuff cant i return', docIds: [1018], kind: 'no-punctuation' },
  { question: 'i want to put a new email on my account', docIds: [1031], kind: 'no-punctuation' },
  { question: 'got the wrong colour fleece in the box', docIds: [1025], kind: 'no-punctuation' },
  // long, with context
  {
    question:
      "Hi there, I ordered a backpack ten days ago for $120 and now I see it's on sale on your website for $90. Is there any way I can get the difference back?",
    docIds: [1027],
    kind: 'long',
  },
  {
    question:
      "Hello, my husband got me a sleeping bag for my birthday from your shop but it's not for me. I don't have a receipt, just the little slip that came in the box. Can I still take it back?",
    docIds: [1019],
    kind: 'long',
  },
  {
    question:
      "I'm a bit frustrated. I bought a Northwind tent at a local outdoor shop, not on your site, and it started falling apart after 8 months. Does your warranty still apply even though I didn't buy it from you?",
    docIds: [1039],
    kind: 'long',
  },
  {
    question:
      "My card keeps getting rejected when I try to check out. I've checked the number three times and there's money on it, so what's going on?",
    docIds: [1021],
    kind: 'long',
  },
  {
    question:
      "I've had my rain jacket for about five years and the zip just gave out. I know it's way past the warranty, but could you fix it if I pay for it?",
    docIds: [1038],
    kind: 'long',
  },
  // very short
  { question: 'invoice', docIds: [1029], kind: 'short' },
  { question: 'po box?', docIds: [1014], kind: 'short' },
  { question: 'ship to uk?', docIds: [1011], kind: 'short' },
  { question: 'delete account', docIds: [1032], kind: 'short' },
  // two-part
  { question: 'How much is shipping, and how many days until it gets to me?', docIds: [1001, 1002], kind: 'two-part' },
  {
    question: 'How do I put in a claim for a broken buckle, and will I need my receipt for that?',
    docIds: [1036, 1037],
    kind: 'two-part',
  },
  { question: 'Can I use a discount code and then pay with Klarna?', docIds: [1022, 1020], kind: 'two-part' },
  {
    question: "I'd like to swap my gloves for a bigger size, and please stop the newsletter emails too",
    docIds: [1017, 1033],
    kind: 'two-part',
  },
  {
    question: 'Your service has been awful and I want to complain. Also, can someone ring me back?',
    docIds: [1028, 1041],
    kind: 'two-part',
  },
  // not covered by the knowledge base
  { question: 'Do you have a physical store in Seattle?', docIds: [], kind: 'uncovered' },
  { question: 'How do I waterproof my tent again after washing it?', docIds: [], kind: 'uncovered' },
  { question: 'Can you gift wrap my order?', docIds: [], kind: 'uncovered' },
  { question: 'are you hiring for the summer', docIds: [], kind: 'uncovered' },
  { question: 'Do you rent kayaks?', docIds: [], kind: 'uncovered' },
  { question: "what's the temperature rating on your down sleeping bag", docIds: [], kind: 'uncovered' },
];
