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
  // ---- Fresh questions of 2026-11-30 (written from the documents alone; see docs/robot.md) ----
  { question: '息子用に買うテント、送料かかる？いくら以上ならタダになるの？', docIds: [6001], kind: 'paraphrase' },
  { question: '今日のお昼に注文したら、いつ発送されて何日くらいで届きますか？', docIds: [6002], kind: 'paraphrase' },
  {
    question: '買った登山靴、履いてみたらサイズが合わなかった。タグはまだ付いてるんだけど返せる？',
    docIds: [6003],
    kind: 'paraphrase',
  },
  { question: '荷物がいまどこにあるか知りたいです。会員登録はしないで買いました', docIds: [6004], kind: 'paraphrase' },
  { question: 'Apple Payって使えますか？', docIds: [6005], kind: 'paraphrase' },
  { question: 'ジャケットのジッパーが半年で壊れた…これって保証でなんとかなる？', docIds: [6006], kind: 'paraphrase' },
  { question: 'さっきポチったやつ、やっぱりやめたいんだけど', docIds: [6007], kind: 'paraphrase' },
  { question: '返品した分のお金って、いつカードに戻ってきますか？', docIds: [6008], kind: 'paraphrase' },
  { question: 'やばい、引っ越す前の住所のまま注文しちゃった！直せますか？', docIds: [6010], kind: 'paraphrase' },
  { question: 'カナダ在住なんですが、こっちまで届けてもらえますか？', docIds: [6011], kind: 'paraphrase' },
  { question: '追跡だと配達完了になってるのに、玄関に何も置いてない', docIds: [6012], kind: 'paraphrase' },
  {
    question: '寝袋とテントが別々の日に届いたんですけど、送料を2回取られたりしてませんよね？',
    docIds: [6013],
    kind: 'paraphrase',
  },
  { question: '海外に駐留中の夫の軍用住所（APO）宛てに送れますか？', docIds: [6014], kind: 'paraphrase' },
  { question: '手袋のMをLに替えてほしいんですが', docIds: [6017], kind: 'paraphrase' },
  { question: '一回開けたガス缶って返品できる？', docIds: [6018], kind: 'paraphrase' },
  {
    question: '誕生日にもらったザックが好みじゃなくて…返したら送ってくれた人にバレますか？',
    docIds: [6019],
    kind: 'paraphrase',
  },
  { question: 'クーポン2枚いっしょに使えますか？', docIds: [6022], kind: 'paraphrase' },
  {
    question: '先週買ったダウン、もうセールで安くなってる…差額って戻してもらえる？',
    docIds: [6027],
    kind: 'paraphrase',
  },
  { question: 'ポイントのやつってどういう仕組み？何ドルで何ポイントたまるの？', docIds: [6034], kind: 'paraphrase' },
  { question: 'よその店で買ったNorthwindのバックパックも保証してもらえますか？', docIds: [6039], kind: 'paraphrase' },
  {
    question: '保証が切れたテントのポールが折れた。有料でもいいから直してもらえる？',
    docIds: [6038],
    kind: 'paraphrase',
  },
  {
    question: '修理ムリって言われたらどうなるの？同じモデルもう売ってないんだけど',
    docIds: [6040],
    kind: 'paraphrase',
  },
  { question: '保障の申請ってどうやるんですか？', docIds: [6036], kind: 'typo' },
  { question: 'パスワードを最設定したいです', docIds: [6009], kind: 'typo' },
  { question: 'アカウントがロックされてはいれません、どうしたら良いですか', docIds: [6035], kind: 'typo' },
  { question: '領集書をPDFでダウンロードしたいです', docIds: [6029], kind: 'typo' },
  { question: '返品の送量って無料ですか？', docIds: [6016], kind: 'typo' },
  { question: '注文に商品を追化したいんですけどできますか？', docIds: [6026], kind: 'typo' },
  { question: 'メルマガのはいしん停止ってどうやるの？', docIds: [6033], kind: 'typo' },
  { question: 'カードの支払いが小人されないんですけど、なんでですか？', docIds: [6021], kind: 'typo' },
  {
    question:
      '先月、娘にレインジャケットを買いました。何回か着ただけなのに縫い目がほつれてきて、雨がしみてきます。これって保証の対象になりますか？',
    docIds: [6006],
    kind: 'long',
  },
  {
    question:
      '来週の旅行に間に合わせたくて、急いで注文しようと思っています。金曜の朝に注文したら、いちばん早くていつごろ届きますか？',
    docIds: [6002],
    kind: 'long',
  },
  {
    question:
      '母へのプレゼントにフリースを注文しました。届いた箱には帽子しか入っていなくて、フリースが見当たりません。別の荷物で来るんでしょうか、それとも入れ忘れですか？',
    docIds: [6025],
    kind: 'long',
  },
  {
    question:
      '昨日の夜に1回だけ注文しました。でもカードの明細を見たら同じ金額が2回引き落とされています。どうしたらいいですか？',
    docIds: [6023],
    kind: 'long',
  },
  {
    question:
      'キャンプ道具をまとめて買いたいんですが、合計で$400くらいになりそうで一括はきついです。何回かに分けて払う方法はありますか？',
    docIds: [6020],
    kind: 'long',
  },
  {
    question:
      '昔登録したメールアドレスがもう使えなくなりました。新しいアドレスに切り替えたいです。どこから変えられますか？',
    docIds: [6031],
    kind: 'long',
  },
  {
    question:
      '友だちからもらったNorthwindの寝袋、1年使ったらファスナーが壊れました。自分で買ったわけじゃないのでレシートがありません。保証は受けられますか？',
    docIds: [6037],
    kind: 'long',
  },
  { question: '返品ってどうやればいい？あと、お金はいつ戻ってくる？', docIds: [6015, 6008], kind: 'two-part' },
  {
    question: 'アカウント作らないと買えないの？それと、アカウントを消したいときはどうすればいい？',
    docIds: [6030, 6032],
    kind: 'two-part',
  },
  { question: 'ギフトカードって売ってますか？あとクーポンと一緒に使えます？', docIds: [6024, 6022], kind: 'two-part' },
  { question: '送料っていくら？あと私書箱宛てにも送ってもらえますか？', docIds: [6001, 6014], kind: 'two-part' },
  {
    question: '対応がひどかったので苦情を言いたいです。あと電話で話したいので折り返しもらえますか？',
    docIds: [6028, 6041],
    kind: 'two-part',
  },
  { question: '分割払い？', docIds: [6020], kind: 'short' },
  { question: '交換', docIds: [6017], kind: 'short' },
  { question: '折り返し電話', docIds: [6041], kind: 'short' },
  { question: '注文の追跡番号どこで見れる', docIds: [6004], kind: 'no-punctuation' },
  { question: '何回もパスワード間違えて入れなくなった', docIds: [6035], kind: 'no-punctuation' },
  { question: '注文確認のメールが来ない', docIds: [6029], kind: 'no-punctuation' },
  { question: '返品できないものってある', docIds: [6018], kind: 'no-punctuation' },
  { question: '配送先変えたいけどもう発送されてる', docIds: [6010], kind: 'no-punctuation' },
  { question: 'ギフトカードの残高ってどこで確認できますか？', docIds: [], kind: 'uncovered' },
  { question: 'Trail Rewardsのポイントって有効期限ありますか？', docIds: [], kind: 'uncovered' },
  { question: '土曜日や日曜日も配達してもらえますか？', docIds: [], kind: 'uncovered' },
  {
    question: '返品ラベルを印刷するプリンターがないんですが、スマホのQRコードで返品できますか？',
    docIds: [],
    kind: 'uncovered',
  },
  { question: 'ダウンの寝袋って家で洗っても大丈夫ですか？', docIds: [], kind: 'uncovered' },
  { question: '実店舗はありますか？テントを実際に見てみたいです', docIds: [], kind: 'uncovered' },
  { question: '学割とか軍人割引ってありますか？', docIds: [], kind: 'uncovered' },
  // ---- Fresh questions of 2026-12-02 (written from the documents alone; see docs/robot.md) ----
  // Before they joined, the robot read the 50 of each language 88.1 / 90.5 / 85.7 / 88.1 % right
  // (en / fr / ja / ar) with 2 / 2 / 5 / 1 confident wrong answers.
  { question: '貯まったポイントって期限あるの？ しばらく買い物してなくて', docIds: [], kind: 'uncovered' },
  { question: 'ギフトカードの残高ってどこで見られますか', docIds: [], kind: 'uncovered' },
  { question: '配達の時間帯って指定できる？平日の昼間は家にいないので', docIds: [], kind: 'uncovered' },
  {
    question: '領収書の宛名を会社名にしてもらうことってできますか？経費で落としたいので',
    docIds: [],
    kind: 'uncovered',
  },
  {
    question: 'お店ってどこにありますか 実物見てから買いたいので営業時間も教えてほしい',
    docIds: [],
    kind: 'uncovered',
  },
  { question: 'そちらでアルバイトの募集ってしてますか？', docIds: [], kind: 'uncovered' },
  { question: '冬キャンプ用の寝袋でおすすめある？マイナス10度くらいまで使えるやつ', docIds: [], kind: 'uncovered' },
  { question: 'ねえ 好きなキャンプ場ってある？笑', docIds: [], kind: 'uncovered' },
  {
    question: '50ドルいかない注文だと送料どれくらい？あと届くまで何日くらい見とけばいい？',
    docIds: [6001, 6002],
    kind: 'two-part',
  },
  {
    question: '友達の誕生日にギフト券を贈りたいんだけど買えますか？ それと、もらった側はクーポンと一緒に使えます？',
    docIds: [6024, 6022],
    kind: 'two-part',
  },
  {
    question: 'パスワード忘れてログインできない あとメアドも新しいのに変えたいです',
    docIds: [6009, 6031],
    kind: 'two-part',
  },
  {
    question:
      '靴がちょっと小さかったのでワンサイズ上のと替えてもらえますか？それと別で返品した分のお金はいつ戻ってきますか',
    docIds: [6017, 6008],
    kind: 'two-part',
  },
  {
    question: '会員にならずに注文ってできる？ あとトレイルリワーズって入ると何がもらえるの',
    docIds: [6030, 6034],
    kind: 'two-part',
  },
  {
    question: '保証を使いたいときはどこから申し込めばいいですか。もし直せなかったらどうなるんでしょう',
    docIds: [6036, 6040],
    kind: 'two-part',
  },
  {
    question:
      '昨日追跡を見たら配達完了になってたのに、家のどこにも荷物がない。マンションの宅配ボックスも見たけど入ってなかった。どうしたらいい？',
    docIds: [6012],
    kind: 'long',
  },
  {
    question:
      '誕生日に友達からテントをもらったんですが、実は同じのをもう持ってて。せっかくくれたので友達には知られたくないです。こっそり返品ってできますか？',
    docIds: [6019],
    kind: 'long',
  },
  {
    question:
      '先週ジャケットを買ったばかりなのに、今日サイト見たら20%オフになってた…ちょっと悔しい。差額って返してもらえたりする？',
    docIds: [6027],
    kind: 'long',
  },
  {
    question:
      'テントとチェアを一緒に頼んだら、発送メールに追跡番号が2つ書いてあって別々に届くみたいです。なんでまとめて送ってくれないんですか？送料を2回分取られたりしませんよね？',
    docIds: [6013],
    kind: 'long',
  },
  {
    question:
      '息子の登山靴を買おうとしてるんですが、カード番号をちゃんと入れても何回やってもエラーで決済が通りません。お金って引かれちゃってますか？どうすればいいですか',
    docIds: [6021],
    kind: 'long',
  },
  {
    question:
      '10年くらい前に買ったザックのファスナーが壊れてしまいました。保証はとっくに切れてると思うけど、気に入ってるので直して使い続けたいです。お金払えば修理してもらえますか？',
    docIds: [6038],
    kind: 'long',
  },
  {
    question:
      '昨日キャンプ用品をいくつか注文しました。カードの明細を見たら同じ金額が2回引かれてたんです。2回注文したわけじゃないのに、どうなってるんでしょうか',
    docIds: [6023],
    kind: 'long',
  },
  {
    question:
      'お届け先を変えたいです！10分くらい前に注文したばかりなんですが、来週から実家に帰ることになったので、そっちの住所に送ってほしくて',
    docIds: [6010],
    kind: 'long',
  },
  { question: '領収書 PDF', docIds: [6029], kind: 'short' },
  { question: '分割 何ドルから', docIds: [6020], kind: 'short' },
  { question: 'カナダ 配送', docIds: [6011], kind: 'short' },
  { question: 'さっき注文したんですけどとりけしたいです 性格には20分前です', docIds: [6007], kind: 'typo' },
  { question: '変品の手続きってどうやるんですか？ゲストで買いました', docIds: [6015], kind: 'typo' },
  { question: '返品するとき送量ってこっち持ち？', docIds: [6016], kind: 'typo' },
  { question: '2年保障の対称ってどこまで？チャックが壊れたのもはいる？', docIds: [6006], kind: 'typo' },
  { question: 'ちゅうもんと違う商品がとどいた 正しいのと交感してほしい', docIds: [6025], kind: 'typo' },
  { question: 'はいそう状況ってどこでみれる？げすとで買ったからアカウントない', docIds: [6004], kind: 'typo' },
  { question: 'アップルペイで払えますか？', docIds: [6005], kind: 'paraphrase' },
  { question: 'ガス缶って開けちゃったら返品できないんですか', docIds: [6018], kind: 'no-punctuation' },
  { question: '私書箱あてに送ってもらうことってできます？', docIds: [6014], kind: 'paraphrase' },
  {
    question: '注文確定したあとにヘッドランプも買い足したくなった、今の注文に入れてもらえる？',
    docIds: [6026],
    kind: 'paraphrase',
  },
  { question: '対応ひどすぎる ちゃんと文句言わせてほしい', docIds: [6028], kind: 'no-punctuation' },
  {
    question: '保証を使いたいけど買ったときのレシートがない…ネットで買ったやつです',
    docIds: [6037],
    kind: 'paraphrase',
  },
  {
    question: '近所のアウトドアショップで買ったノースウィンドのザックにも2年の保証ってつきますか？',
    docIds: [6039],
    kind: 'paraphrase',
  },
  { question: 'チャットだとわかりにくいので電話で折り返してもらえませんか', docIds: [6041], kind: 'no-punctuation' },
  { question: 'タグ切っちゃったんですけど、まだ返品できますか？', docIds: [6003], kind: 'paraphrase' },
  { question: '今日のお昼に注文したら今日中に発送してもらえますか', docIds: [6002], kind: 'no-punctuation' },
  { question: '何ドル以上買ったら送料タダになる', docIds: [6001], kind: 'no-punctuation' },
  { question: '注文したのに確認のメールが全然来ないんだけど', docIds: [6029], kind: 'paraphrase' },
  { question: '先週返品送ったのにまだお金戻ってこない いつ返金されるの', docIds: [6008], kind: 'no-punctuation' },
  { question: 'クーポンコード2つ持ってるんだけど、両方いっしょに使える？', docIds: [6022], kind: 'paraphrase' },
  { question: 'ポイントって何ポイント貯めたら何ドル分になるの', docIds: [6034], kind: 'no-punctuation' },
  {
    question: 'イギリスに住んでる妹に直接送りたいんですが、できますか？関税とかってどうなります？',
    docIds: [6011],
    kind: 'paraphrase',
  },
];
