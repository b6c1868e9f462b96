// Follow-ups: a question that leans on the one before it ("do they expire", after "do you
// sell gift cards"), with the document that answers it in the demo knowledge base (numbered as
// in visitorQuestion.ts). Written for the follow-up reading (robot.ts, followUpOf) and
// measured while it was built: a development set, not a held-out one. Some are answered
// right alone already.

export interface FollowUp {
  lang: string;
  previous: string;
  question: string;
  docId: number;
}

const rows: [lang: string, previous: string, question: string, docId: number][] = [
  ['en', 'do you ship to canada', 'how much does that cost', 1011],
  ['en', 'do you ship to the uk', 'and how long does it take', 1011],
  ['en', 'i want to cancel my order', 'what if it already shipped', 1007],
  ['en', 'do you sell gift cards', 'do they expire', 1024],
  ['en', 'how long does a refund take', 'and if i paid with paypal', 1008],
  ['en', 'what is your return policy', 'what about sale items', 1018],
  ['en', 'how do i start a return', 'is the label free', 1016],
  ['en', 'how do i start a return', 'do i pay for it', 1016],
  ['en', 'what does the warranty cover', 'do i need the receipt', 1037],
  ['en', 'my tent pole snapped, how do i claim the warranty', 'and if it cant be fixed', 1040],
  ['en', 'can i pay with paypal', 'what about klarna', 1005],
  ['en', 'can i pay in installments', 'is there interest on that', 1020],
  ['en', 'how do i track my order', 'i checked out as a guest though', 1004],
  ['en', 'how much is shipping', 'and express?', 1001],
  ['en', 'how long does delivery take', 'what about express', 1002],
  ['en', 'can i change my shipping address', 'the order is already shipped', 1010],
  ['en', 'how do i reset my password', 'the email never comes', 1009],
  ['en', 'what is trail rewards', 'how do i join', 1034],
  ['en', 'can i return a gift', 'will they find out', 1019],
  ['en', 'do you deliver to po boxes', 'what about apo', 1014],
  ['en', 'can i exchange my boots for a bigger size', 'and a different color?', 1017],
  ['en', 'how do i delete my account', 'how long does that take', 1032],
  ['en', 'my order came in two boxes', 'will i be charged shipping twice', 1013],
  ['en', 'i was charged twice', 'when will i get it back', 1023],
  ['en', 'do you repair gear out of warranty', 'how much does it cost', 1038],
  ['en', 'do i need an account to order', 'can i make one later', 1030],
  ['en', 'how do i unsubscribe from your emails', 'i still get them', 1033],
  ['en', 'can i add an item to my order', 'it was placed an hour ago', 1026],
  ['en', 'do you price match if something goes on sale', 'how long after i buy', 1027],
  ['en', 'where is my invoice', 'i need it as a pdf', 1029],
  ['es', '¿envían a canadá?', '¿y cuánto cuesta eso?', 3011],
  ['es', '¿venden tarjetas regalo?', '¿y caducan?', 3024],
  ['es', '¿cuál es su política de devoluciones?', '¿y los artículos en oferta?', 3018],
  ['es', '¿cuánto tarda el reembolso?', '¿y si pagué con paypal?', 3008],
  ['de', 'liefert ihr nach kanada?', 'und was kostet das?', 4011],
  ['de', 'verkauft ihr gutscheine?', 'und verfallen die?', 4024],
  ['de', 'wie lange dauert die erstattung?', 'und wenn ich mit paypal bezahlt habe?', 4008],
  ['de', 'was ist eure rückgaberegelung?', 'und bei reduzierten artikeln?', 4018],
  ['fr', 'vous livrez au canada ?', 'et ça coûte combien ?', 5011],
  ['fr', 'vous vendez des cartes cadeaux ?', 'et elles expirent ?', 5024],
  ['fr', 'quelle est votre politique de retour ?', 'et pour les articles soldés ?', 5018],
  ['fr', 'combien de temps pour le remboursement ?', "et si j'ai payé avec paypal ?", 5008],
  ['zh', '你们寄加拿大吗', '那运费多少', 2011],
  ['zh', '你们卖礼品卡吗', '它会过期吗', 2024],
  ['zh', '退款要多久', '如果是用支付宝付的呢', 2008],
  ['zh', '退货政策是什么', '那打折商品呢', 2018],
  ['ja', 'カナダに発送できますか', 'それっていくらかかりますか', 6011],
  ['ja', 'ギフトカードは売っていますか', 'それって有効期限ありますか', 6024],
  ['ja', '返金にはどのくらいかかりますか', 'じゃあPayPalで払った場合は？', 6008],
  ['ja', '返品ポリシーを教えてください', 'じゃあセール品は？', 6018],
  ['ar', 'هل تشحنون إلى كندا؟', 'وكم تكلفة ذلك؟', 7011],
  ['ar', 'هل تبيعون بطاقات هدايا؟', 'وهل لها تاريخ انتهاء؟', 7024],
  ['ar', 'كم يستغرق استرداد المبلغ؟', 'ولو دفعت بباي بال؟', 7008],
  ['ar', 'ما هي سياسة الإرجاع؟', 'وبالنسبة للمنتجات المخفضة؟', 7018],
];

export const FOLLOW_UPS: readonly FollowUp[] = rows.map(([lang, previous, question, docId]) => ({
  lang,
  previous,
  question,
  docId,
}));
