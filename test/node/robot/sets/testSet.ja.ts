// The held-out Japanese test set: never tune the robot on it (see ./testSet.ts).
import type { VisitorQuestion } from './visitorQuestion';

export const TEST_SET_JA: readonly VisitorQuestion[] = [
  // paraphrases
  { question: 'いくら以上買えば送料が無料になりますか？', docIds: [6001], kind: 'paraphrase' },
  { question: '今日注文したら何日くらいで届きますか？', docIds: [6002], kind: 'paraphrase' },
  { question: 'どんな支払い方法が使えますか？', docIds: [6005], kind: 'paraphrase' },
  { question: 'さっきの注文を取り消したいです', docIds: [6007], kind: 'paraphrase' },
  { question: '保証は購入日から何年有効ですか？', docIds: [6006], kind: 'paraphrase' },
  { question: '会員登録しないと買えませんか？', docIds: [6030], kind: 'paraphrase' },
  { question: 'Trail Rewardsって何ですか？お金はかかりますか？', docIds: [6034], kind: 'paraphrase' },
  { question: '返品ができない商品はありますか？', docIds: [6018], kind: 'paraphrase' },
  { question: '修理できなかった場合は新品と取り替えてもらえますか？', docIds: [6040], kind: 'paraphrase' },
  // kana for kanji, typos
  { question: 'ぱすわーどをわすれました', docIds: [6009], kind: 'typo' },
  { question: 'へんきんはいつになりますか', docIds: [6008], kind: 'typo' },
  { question: 'あかうんとがろっくされてはいれない', docIds: [6035], kind: 'typo' },
  { question: 'りょうしゅうしょがほしいです', docIds: [6029], kind: 'typo' },
  { question: 'かいがいにもはっそうしてますか', docIds: [6011], kind: 'typo' },
  { question: 'ぎふとかーどってうってますか', docIds: [6024], kind: 'typo' },
  // no punctuation
  { question: '配達済みになってるのに荷物がない', docIds: [6012], kind: 'no-punctuation' },
  { question: '返品の送料って自分で払うの', docIds: [6016], kind: 'no-punctuation' },
  { question: 'メルマガを止めたい', docIds: [6033], kind: 'no-punctuation' },
  { question: 'クーポンコードの入れ方がわからない', docIds: [6022], kind: 'no-punctuation' },
  { question: '荷物が今どこにあるか知りたい', docIds: [6004], kind: 'no-punctuation' },
  // long, with context
  {
    question:
      '先週テントと寝袋を注文したのですが、届いたのは寝袋の箱だけでした。テントは別の箱で届くのでしょうか？送料は追加でかかりますか？',
    docIds: [6013],
    kind: 'long',
  },
  {
    question:
      '30分ほど前に注文したのですが、引っ越し前の住所を入力してしまいました。まだ発送されていないと思います。届け先を変えてもらえますか？',
    docIds: [6010],
    kind: 'long',
  },
  {
    question:
      '3年前に買ったレインジャケットのファスナーが壊れました。保証はもう切れていますが、有料で直してもらうことはできますか？',
    docIds: [6038],
    kind: 'long',
  },
  {
    question:
      'クレジットカードの明細を見たら、1回しか注文していないのに同じ金額が2回請求されていました。どうすればいいですか？',
    docIds: [6023],
    kind: 'long',
  },
  {
    question:
      '友人からプレゼントでもらったザックが好みに合わなくて、レシートはなくギフト用の明細しか持っていません。それでも返品できますか？',
    docIds: [6019],
    kind: 'long',
  },
  // very short
  { question: '分割払い', docIds: [6020], kind: 'short' },
  { question: '私書箱OK？', docIds: [6014], kind: 'short' },
  { question: '退会', docIds: [6032], kind: 'short' },
  { question: '電話してほしい', docIds: [6041], kind: 'short' },
  // two-part
  {
    question: 'サイズ違いに交換できますか？あと返品の手続きのやり方も教えてください',
    docIds: [6017, 6015],
    kind: 'two-part',
  },
  {
    question: 'よその店で買ったノースウィンドの製品も保証の対象ですか？それと、直らなかったらどうなりますか？',
    docIds: [6039, 6040],
    kind: 'two-part',
  },
  {
    question: '注文に商品を追加したいです。あと注文確認メールが届いていません',
    docIds: [6026, 6029],
    kind: 'two-part',
  },
  {
    question: 'カードが決済エラーになります。ついでにメールアドレスの変更方法も教えてください',
    docIds: [6021, 6031],
    kind: 'two-part',
  },
  // not covered by the knowledge base
  { question: '東京に実店舗はありますか？', docIds: [], kind: 'uncovered' },
  { question: 'テントのレンタルはやっていますか？', docIds: [], kind: 'uncovered' },
  { question: 'ダウンジャケットの洗い方を教えてください', docIds: [], kind: 'uncovered' },
  { question: '学割はありますか', docIds: [], kind: 'uncovered' },
  { question: '寝袋の快適温度は何度ですか？', docIds: [], kind: 'uncovered' },
  { question: 'アルバイトの募集はしていますか？', docIds: [], kind: 'uncovered' },
];
