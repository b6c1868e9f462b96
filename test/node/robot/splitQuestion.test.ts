// Two-part questions are split so each part is answered (demo-host/server/robot/splitQuestion.ts).
import { spanOf, splitQuestion } from '@server/robot/splitQuestion';
import { describe, expect, it } from 'vitest';

describe('splitQuestion', () => {
  it.each([
    ['en', 'do you ship to canada and can i pay with paypal', ['do you ship to canada', 'can i pay with paypal']],
    ['es', '¿hacen envíos a méxico y puedo pagar con paypal?', ['¿hacen envíos a méxico', 'puedo pagar con paypal?']],
    [
      'de',
      'liefert ihr nach österreich und kann ich mit paypal zahlen',
      ['liefert ihr nach österreich', 'kann ich mit paypal zahlen'],
    ],
    ['fr', 'vous livrez en belgique et où est ma commande', ['vous livrez en belgique', 'où est ma commande']],
    ['zh', '运费怎么收，还有退货要多久', ['运费怎么收', '退货要多久']],
    ['ja', '送料はいくらですか。あと返品はできますか', ['送料はいくらですか。', '返品はできますか']],
    ['ar', 'كم تكلفة الشحن وهل يمكنني الإرجاع', ['كم تكلفة الشحن', 'هل يمكنني الإرجاع']],
  ])('rule (%s): "and" before a new question splits it', (lang, question, parts) => {
    expect(splitQuestion(question, lang)).toEqual(parts);
  });

  it.each([
    [
      'en',
      'how do i delete my account and also stop all your marketing emails',
      ['how do i delete my account', 'stop all your marketing emails'],
    ],
    ['es', 'quiero cancelar el pedido y también darme de baja', ['quiero cancelar el pedido', 'darme de baja']],
    [
      'de',
      'bestellung stornieren und außerdem newsletter abbestellen',
      ['bestellung stornieren', 'newsletter abbestellen'],
    ],
    ['fr', 'annuler ma commande et aussi supprimer mon compte', ['annuler ma commande', 'supprimer mon compte']],
    ['ar', 'ابغى الغي الطلب، وكمان احذف حسابي', ['ابغى الغي الطلب،', 'احذف حسابي']],
    ['ar', 'أريد تغيير عنواني وأيضا إيقاف النشرة البريدية', ['أريد تغيير عنواني', 'إيقاف النشرة البريدية']],
  ])('rule (%s): "and also" splits it, whatever follows', (lang, question, parts) => {
    expect(splitQuestion(question, lang)).toEqual(parts);
  });

  it('rule: the end of a sentence splits it', () => {
    expect(splitQuestion('How long does delivery take? Is it free over $50?', 'en')).toEqual([
      'How long does delivery take?',
      'Is it free over $50?',
    ]);
  });

  it('rule: the Arabic question mark ends a sentence too', () => {
    expect(splitQuestion('كيف اقدم على الضمان؟ ولو الضمان خلص تصلحونها بفلوس؟', 'ar')).toEqual([
      'كيف اقدم على الضمان؟',
      'ولو الضمان خلص تصلحونها بفلوس؟',
    ]);
  });

  it.each([
    ['zh', '优惠码用不了 而且礼品卡也没扣', ['优惠码用不了', '礼品卡也没扣']],
    ['ja', 'パスワードを忘れたうえにメールも届きません', ['パスワードを忘れた', 'メールも届きません']],
    ['fr', 'code promo refusé et en plus la carte cadeau aussi', ['code promo refusé', 'la carte cadeau aussi']],
  ])('rule (%s): "moreover" starts a new question', (lang, question, parts) => {
    expect(splitQuestion(question, lang)).toEqual(parts);
  });

  it.each([
    [
      'et est ce que',
      'vous livrez en suisse et est ce que je peux payer par paypal',
      'est ce que je peux payer par paypal',
    ],
    ['et faut-il', 'comment faire un échange et faut-il garder l’étiquette', 'faut-il garder l’étiquette'],
    ['et en combien', 'c’est gratuit et en combien de jours ça arrive', 'en combien de jours ça arrive'],
    // A negated verb: a second thing wanted.
    ['et ne', 'je veux supprimer mon compte et ne plus recevoir vos mails', 'ne plus recevoir vos mails'],
  ])('rule (fr): "%s" starts a new question', (_, question, second) => {
    expect(splitQuestion(question, 'fr')[1]).toBe(second);
  });

  it('rule: Japanese か before a pause ends a question, a pause alone does not', () => {
    expect(splitQuestion('送料はいくらですか 何日で届きますか', 'ja')).toEqual([
      '送料はいくらですか',
      '何日で届きますか',
    ]);
    expect(splitQuestion('返品できるか、交換できるか教えて', 'ja')).toEqual(['返品できるか', '交換できるか教えて']);
    expect(splitQuestion('先週注文したブーツ まだ届きません', 'ja')).toEqual(['先週注文したブーツ まだ届きません']);
  });

  it('rule: in Japanese, と after a noun and a space lists two asks; after a verb, or with a comma, it does not', () => {
    expect(splitQuestion('配送料金と 返品の方法を教えてください', 'ja')).toEqual([
      '配送料金',
      '返品の方法を教えてください',
    ]);
    expect(splitQuestion('パスワードを忘れたのと アカウントも消したいです', 'ja')).toEqual([
      'パスワードを忘れたの',
      'アカウントも消したいです',
    ]);
    expect(splitQuestion('返品すると 返金はいつですか', 'ja')).toEqual(['返品すると 返金はいつですか']);
    expect(splitQuestion('発送料金と、届くまでの日数を教えてください', 'ja')).toEqual([
      '発送料金と、届くまでの日数を教えてください',
    ]);
  });

  it('rule: a Japanese sentence that only tells the situation stays with the question after it', () => {
    expect(splitQuestion('先月寝袋を返送しました。返金はいつですか', 'ja')).toEqual([
      '先月寝袋を返送しました。返金はいつですか',
    ]);
    // One that asks, requests or complains is a part of its own.
    expect(splitQuestion('注文をキャンセルしたいです。あとメルマガを止めてください', 'ja')).toEqual([
      '注文をキャンセルしたいです。',
      'メルマガを止めてください',
    ]);
  });

  it('rule: a sentence that only tells stays with the question before it too, in English and Japanese', () => {
    expect(splitQuestion('where can i see my parcel? i checked out as a guest', 'en')).toEqual([
      'where can i see my parcel? i checked out as a guest',
    ]);
    expect(splitQuestion('荷物がどこにあるか知りたいです。会員登録はしないで買いました', 'ja')).toEqual([
      '荷物がどこにあるか知りたいです。会員登録はしないで買いました',
    ]);
    // A sentence that asks is a part of its own, wherever it is.
    expect(splitQuestion('where is my parcel? can i pay with paypal', 'en')).toEqual([
      'where is my parcel?',
      'can i pay with paypal',
    ]);
  });

  it('rule: in Japanese, か inside a word ("合わなかった", "何回か") does not make a sentence ask', () => {
    expect(splitQuestion('サイズが合わなかった。タグ付きなら返せる？', 'ja')).toEqual([
      'サイズが合わなかった。タグ付きなら返せる？',
    ]);
    expect(splitQuestion('何回か着ただけで縫い目がほつれました。保証の対象ですか', 'ja')).toEqual([
      '何回か着ただけで縫い目がほつれました。保証の対象ですか',
    ]);
  });

  it('rule: Arabic "وما" is "and not" (وما وصلني), not "and what": it does not split', () => {
    expect(splitQuestion('فتحت عبوة الغاز وما استعملتها كلها ينفع أرجعها', 'ar')).toEqual([
      'فتحت عبوة الغاز وما استعملتها كلها ينفع أرجعها',
    ]);
    expect(splitQuestion('كم تكلفة الشحن وما هي طرق الدفع', 'ar')).toEqual(['كم تكلفة الشحن', 'ما هي طرق الدفع']);
  });

  it('rule: a space between Chinese sentences does not split them (it parts clauses of one question as often)', () => {
    expect(splitQuestion('下单时候地址里少写了个单元号 还来得及补上吗', 'zh')).toEqual([
      '下单时候地址里少写了个单元号 还来得及补上吗',
    ]);
  });

  it('rule: "and" inside one question does not split it', () => {
    expect(splitQuestion('my tent and sleeping bag came separately', 'en')).toEqual([
      'my tent and sleeping bag came separately',
    ]);
  });

  it('rule: a part too short to be a question stays with its neighbour', () => {
    expect(splitQuestion('hi! where is my order', 'en')).toEqual(['hi! where is my order']);
  });

  it('rule: more than three parts read as one rambling question', () => {
    const rambling = 'hi. i ordered boots. they came. they are small. can i swap them?';
    expect(splitQuestion(rambling, 'en')).toEqual([rambling]);
  });
});

describe('spanOf', () => {
  it('rule: the rest of a question is the stretch of the text its words are in, whole words', () => {
    const text = 'need the reset link for my password and then to close the account for good';
    expect(spanOf(text, ['close', 'account', 'good'])).toBe('close the account for good');
    expect(spanOf('Closing my Accounts please', ['account'])).toBe('Accounts');
    expect(spanOf('忘记密码了，还想注销账号', ['注销', '账号'])).toBe('注销账号');
  });

  it('rule: words the text does not have (analysed away) are joined instead', () => {
    expect(spanOf('where is my parcel', ['parcel', 'package'])).toBe('parcel package');
  });
});
