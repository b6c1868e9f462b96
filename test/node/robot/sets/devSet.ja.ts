// The Japanese development set: questions as Japanese shoppers type them (polite and casual,
// kana where kanji would be, no punctuation), labelled with the Japanese documents (6001-6041:
// doc 6000 + n translates English doc 1000 + n). The robot is tuned on this set; see
// visitorQuestion.ts.
import type { VisitorQuestion } from './visitorQuestion';

export const DEV_SET_JA: readonly VisitorQuestion[] = [
  // ---- 配送 -------------------------------------------------------------------------------
  { question: '50ドル以上買ったら送料無料になりますか', docIds: [6001], kind: 'paraphrase' },
  { question: 'そうりょうっていくらかかりますか', docIds: [6001], kind: 'typo' },
  { question: '注文してからどれくらいで届きますか？', docIds: [6002], kind: 'paraphrase' },
  { question: 'いつ届く', docIds: [6002], kind: 'short' },
  { question: '日本まで送ってもらえますか', docIds: [6011], kind: 'paraphrase' },
  { question: 'イギリスに送る場合 関税はかかりますか', docIds: [6011], kind: 'no-punctuation' },
  { question: '配達済みになってるのに届いてない', docIds: [6012], kind: 'paraphrase' },
  { question: '荷物が2つに分かれて届いたのはなぜですか', docIds: [6013], kind: 'paraphrase' },
  { question: '私書箱宛てに送れますか？', docIds: [6014], kind: 'paraphrase' },

  // ---- 返品・交換 -------------------------------------------------------------------------
  { question: '何日以内なら返品OKですか', docIds: [6003], kind: 'paraphrase' },
  { question: '返品の手続きはどうすればいいですか', docIds: [6015], kind: 'no-punctuation' },
  { question: 'へんぴんラベルってどこで印刷するの', docIds: [6015], kind: 'typo' },
  { question: '返品の送料は自分持ちですか？', docIds: [6016], kind: 'paraphrase' },
  { question: 'サイズが合わなかったので交換したいです', docIds: [6017], kind: 'paraphrase' },
  { question: 'くつのさいず交換', docIds: [6017], kind: 'typo' },
  { question: '開封したガス缶って返品できますか', docIds: [6018], kind: 'paraphrase' },
  { question: 'プレゼントでもらったものを返品したい レシートはないです', docIds: [6019], kind: 'no-punctuation' },
  { question: '返品したのに返金がまだです', docIds: [6008], kind: 'paraphrase' },
  { question: 'へんきん いつ', docIds: [6008], kind: 'typo' },

  // ---- 支払い -----------------------------------------------------------------------------
  { question: 'paypal使えますか', docIds: [6005], kind: 'paraphrase' },
  { question: 'アメックスで払える？', docIds: [6005], kind: 'short' },
  { question: '何回かに分けて払えますか', docIds: [6020], kind: 'paraphrase' },
  { question: 'カードが通らない', docIds: [6021], kind: 'short' },
  { question: 'クーポンコードはどこに入力しますか', docIds: [6022], kind: 'paraphrase' },
  { question: '二重に請求されているんですが', docIds: [6023], kind: 'paraphrase' },
  { question: 'ギフトカードって売ってますか', docIds: [6024], kind: 'paraphrase' },

  // ---- 注文 -------------------------------------------------------------------------------
  { question: '荷物が今どこにあるか知りたいです', docIds: [6004], kind: 'paraphrase' },
  { question: '追跡番号', docIds: [6004], kind: 'short' },
  { question: '間違えて注文しちゃったのでキャンセルしたいです', docIds: [6007], kind: 'paraphrase' },
  { question: '住所を間違えて入力してしまったので直したいです', docIds: [6010], kind: 'paraphrase' },
  { question: '注文したのと違う色が届きました', docIds: [6025], kind: 'paraphrase' },
  { question: '注文した後に商品を追加できますか', docIds: [6026], kind: 'paraphrase' },
  {
    question: '買った翌日に値下がりしてたんですけど差額って返してもらえますか',
    docIds: [6027],
    kind: 'no-punctuation',
  },
  { question: '対応がひどすぎる クレームを入れたい', docIds: [6028], kind: 'no-punctuation' },
  { question: 'りょうしゅうしょを発行してほしいです', docIds: [6029], kind: 'typo' },

  // ---- アカウント -------------------------------------------------------------------------
  { question: 'パスワードを忘れてしまいました', docIds: [6009], kind: 'paraphrase' },
  { question: 'ぱすわーど わすれた', docIds: [6009], kind: 'typo' },
  { question: '会員登録しないと買えませんか', docIds: [6030], kind: 'paraphrase' },
  { question: '登録したメアドを変えたい', docIds: [6031], kind: 'paraphrase' },
  { question: '退会したいです', docIds: [6032], kind: 'paraphrase' },
  { question: 'メルマガの配信を止めたい', docIds: [6033], kind: 'paraphrase' },
  { question: 'ポイント制度はありますか？', docIds: [6034], kind: 'paraphrase' },
  { question: 'アカウントがロックされて入れません', docIds: [6035], kind: 'paraphrase' },

  // ---- 保証 -------------------------------------------------------------------------------
  { question: '保証ってどこまで対応してもらえますか', docIds: [6006], kind: 'paraphrase' },
  { question: 'リュックのファスナーが壊れたので保証で直してほしい', docIds: [6036], kind: 'paraphrase' },
  { question: 'レシートをなくしたんですが保証は受けられますか', docIds: [6037], kind: 'paraphrase' },
  { question: 'ほしょうきかんが過ぎてても有料で修理してもらえますか', docIds: [6038], kind: 'typo' },
  { question: 'アマゾンで買ったものも保証対象ですか', docIds: [6039], kind: 'paraphrase' },
  { question: 'もし直せなかったら新品と交換してもらえるんですか', docIds: [6040], kind: 'paraphrase' },
  { question: '電話で話したいので折り返し電話してもらえますか', docIds: [6041], kind: 'paraphrase' },

  // ---- 長い質問 ---------------------------------------------------------------------------
  {
    question:
      'こんにちは 先月テントを購入したのですが 初めて雨の中で使ったら縫い目がほつれて水が漏れてきました 購入してまだ一ヶ月なのですが どうすればいいでしょうか',
    docIds: [6036],
    kind: 'long',
  },
  {
    question:
      'お世話になっております。会社の経費で寝袋を10個注文したのですが、経理に出す請求書をどこからダウンロードできるのか分からず困っています。',
    docIds: [6029],
    kind: 'long',
  },
  {
    question:
      '追跡だと昨日配達完了になってるんですが 一日中家にいたのにインターホンも鳴らなかったし 宅配ボックスにも入ってなかったです どうしたらいいですか',
    docIds: [6012],
    kind: 'long',
  },

  // ---- 二つの質問 -------------------------------------------------------------------------
  { question: 'カナダに送れますか？あとpaypalで払えますか？', docIds: [6011, 6005], kind: 'two-part' },
  { question: '送料はいくらで 何日くらいで届きますか', docIds: [6001, 6002], kind: 'two-part' },
  { question: 'パスワードを忘れたうえにアカウントもロックされました', docIds: [6009, 6035], kind: 'two-part' },
  { question: '注文をキャンセルしたいのと メルマガも止めてほしいです', docIds: [6007, 6033], kind: 'two-part' },
  {
    question: '返品のやり方と 返金までどのくらいかかるか教えてください',
    docIds: [6015, 6008],
    kind: 'two-part',
  },

  // ---- ナレッジベースにない質問 -----------------------------------------------------------
  { question: 'お店の営業時間を教えてください', docIds: [], kind: 'uncovered' },
  { question: 'この2人用テントの緑色は在庫ありますか', docIds: [], kind: 'uncovered' },
  { question: 'なにか面白い話して', docIds: [], kind: 'uncovered' },
  { question: '週末の富士山の天気はどうですか', docIds: [], kind: 'uncovered' },
  { question: 'アルバイトの募集はしていますか', docIds: [], kind: 'uncovered' },
  { question: '冬キャンプにおすすめの寝袋はどれですか', docIds: [], kind: 'uncovered' },
  { question: 'ダウンジャケットの洗い方を教えて', docIds: [], kind: 'uncovered' },
  { question: '東京に実店舗はありますか', docIds: [], kind: 'uncovered' },
  { question: 'テントの縫い目の防水処理って自分でどうやればいいですか', docIds: [], kind: 'uncovered' },
  { question: 'ありがとうございました', docIds: [], kind: 'uncovered' },
];
