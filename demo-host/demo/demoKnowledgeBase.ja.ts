// The Japanese knowledge base of the demo shop "Northwind Outfitters" (アウトドア用品): the
// English docs translated one by one (doc 1000+n becomes 6000+n, translationOf 1000+n), with
// phrasings written afresh the way Japanese shoppers type them. Free shipping over $50,
// 30-day returns, 2-year warranty. The first ten docs make the default FAQ menu.
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';

const SHOP = 'https://www.northwind-outfitters.example';

export const DEMO_KNOWLEDGE_BASE_JA: KnowledgeDoc[] = [
  // ---- よくある質問（最初の10件） --------------------------------------------------------
  {
    docId: 6001,
    tenantId: 'demo',
    lang: 'ja',
    category: 'shipping',
    translationOf: 1001,
    question: '送料はいくらですか？',
    similar: [
      '送料無料になる条件は？',
      '配送料っていくら？',
      '送料かかりますか',
      'いくら以上買えば送料無料になりますか',
      '発送手数料について知りたい',
      '50ドル以上で送料無料ですか',
    ],
    answer:
      '<p><strong>$50以上のご注文は、米国内への通常配送が無料です</strong>（割引適用後・税抜きの金額）。</p>' +
      '<ul><li>$50未満のご注文：一律$5.95</li><li>お急ぎ便（1～2営業日）：$14.95</li></ul>',
    docPattern: 2,
    buttons: [{ value: '届くまでにどのくらいかかりますか？' }, { value: '海外発送はしていますか？' }],
  },
  {
    docId: 6002,
    tenantId: 'demo',
    lang: 'ja',
    category: 'shipping',
    translationOf: 1002,
    question: '届くまでにどのくらいかかりますか？',
    similar: [
      '注文した商品はいつ届きますか',
      'いつ届く？',
      '何日で届きますか',
      'お急ぎ便や翌日配達はありますか',
      '発送までの日数',
      'とどくまでなんにち',
    ],
    answer:
      '<p>営業日の米国東部時間午後2時までのご注文は、当日発送します。</p>' +
      '<ul><li>通常配送：3～5営業日</li><li>お急ぎ便：1～2営業日</li></ul>' +
      '<p>アラスカ・ハワイへは、さらに2～3日かかる場合があります。</p>',
    docPattern: 1,
  },
  {
    docId: 6003,
    tenantId: 'demo',
    lang: 'ja',
    category: 'returns',
    translationOf: 1003,
    question: '返品の条件を教えてください',
    similar: [
      '購入した商品は返品できますか',
      '返品できる期間は何日ですか',
      '返品期限',
      'へんぴんできる？',
      '買ったものを返したい',
      '返品ポリシー',
    ],
    answer:
      '<p>未使用でタグが付いた状態の商品は、<strong>お届けから30日以内</strong>であれば返品でき、全額返金いたします。</p>' +
      '<p>それ以降に見つかった不具合は、2年間の製品保証の対象です。</p>',
    docPattern: 2,
    buttons: [{ value: '返品するにはどうすればいいですか？' }, { value: '返金はいつになりますか？' }],
  },
  {
    docId: 6004,
    tenantId: 'demo',
    lang: 'ja',
    category: 'orders',
    translationOf: 1004,
    question: '注文の配送状況はどこで確認できますか？',
    similar: [
      '荷物は今どこにありますか',
      '追跡番号を知りたい',
      '注文状況の確認',
      '配達状況を追跡したい',
      'にもつどこ？',
    ],
    answer:
      '<p>ご注文の発送時に、追跡リンクをメールでお送りします。<strong>アカウント › 注文履歴</strong>からもご確認いただけます。' +
      'ゲスト購入の場合は、<a href="' +
      SHOP +
      '/orders/track">注文追跡ページ</a>で注文番号とメールアドレスを入力してください。</p>' +
      '<p>最初の追跡情報が表示されるまで、最大24時間かかることがあります。</p>',
    docPattern: 1,
  },
  {
    docId: 6005,
    tenantId: 'demo',
    lang: 'ja',
    category: 'payment',
    translationOf: 1005,
    question: 'お支払い方法は何が使えますか？',
    similar: [
      'PayPalで払えますか',
      'Apple PayやGoogle Payは使えますか',
      '使えるクレジットカードは？',
      '決済方法',
      'クレカ払いできる？',
      'American Expressのカードは使えますか',
    ],
    answer:
      '<p>Visa、Mastercard、American Express、Discover、PayPal、Apple Pay、Google Pay、Northwindギフトカードをご利用いただけます。</p>' +
      '<p>Klarnaで、金利手数料なしの4回分割払いもお選びいただけます。</p>',
    docPattern: 1,
  },
  {
    docId: 6006,
    tenantId: 'demo',
    lang: 'ja',
    category: 'warranty',
    translationOf: 1006,
    question: '2年保証では何が対象になりますか？',
    similar: [
      'この商品は保証期間内ですか',
      '保証期間はどのくらい？',
      '初期不良は保証されますか',
      '保証の範囲',
      'ほしょうって何年？',
    ],
    answer:
      '<p>Northwindの全製品は、<strong>ご購入日から2年間</strong>、素材や製造上の欠陥を保証しています。' +
      '縫い目のほつれ、ファスナーの破損、生地の剥離、バックルの不具合などが対象です。</p>' +
      '<p>通常の使用による摩耗、事故、誤った使い方、改造は対象外です。</p>',
    docPattern: 2,
    buttons: [{ value: '保証の申請方法を教えてください' }],
  },
  {
    docId: 6007,
    tenantId: 'demo',
    lang: 'ja',
    category: 'orders',
    translationOf: 1007,
    question: '注文をキャンセルできますか？',
    similar: [
      '注文を取り消したい',
      '発送前に注文を止めてほしい',
      'キャンセルしたい',
      '間違えて注文しちゃった',
      'オーダーのキャンセル方法',
    ],
    answer:
      '<p>ご注文から<strong>1時間以内</strong>で、ステータスが「受付済み」のままであれば、アカウント › 注文履歴で<strong>注文をキャンセル</strong>を選んでキャンセルできます。</p>' +
      '<p>処理中または発送済みになるとキャンセルはできませんが、30日以内であれば無料で返品いただけます。</p>',
    docPattern: 1,
  },
  {
    docId: 6008,
    tenantId: 'demo',
    lang: 'ja',
    category: 'returns',
    translationOf: 1008,
    question: '返金はいつになりますか？',
    similar: [
      '返金までどのくらいかかりますか',
      '返品したのにまだ返金されない',
      '返金状況を確認したい',
      'お金はいつ戻ってくる？',
      '払い戻しはいつですか',
    ],
    answer:
      '<p>返品された商品が倉庫に到着してから<strong>3～5営業日以内</strong>に、元のお支払い方法へ返金し、メールでお知らせします。</p>' +
      '<p>銀行側での反映には、さらに5～10日かかる場合があります。</p>',
    docPattern: 1,
  },
  {
    docId: 6009,
    tenantId: 'demo',
    lang: 'ja',
    category: 'accounts',
    translationOf: 1009,
    question: 'パスワードを再設定するにはどうすればいいですか？',
    similar: [
      'パスワードを忘れました',
      'アカウントにログインできない',
      'パスワードリセットのリンク',
      'パスワード忘れた',
      'サインインできません',
    ],
    answer:
      '<p><a href="' +
      SHOP +
      '/account/login">サインインページ</a>で<strong>パスワードをお忘れですか？</strong>を選び、メールアドレスを入力してください。再設定リンクの有効期限は60分です。</p>' +
      '<p>数分経ってもメールが届かない場合は、迷惑メールフォルダをご確認ください。</p>',
    docPattern: 1,
  },
  {
    docId: 6010,
    tenantId: 'demo',
    lang: 'ja',
    category: 'orders',
    translationOf: 1010,
    question: '注文後に配送先の住所を変更できますか？',
    similar: [
      '住所を間違えて入力しました',
      '注文後にお届け先を変えたい',
      '別の住所に送ってほしい',
      '届け先の変更',
      '宛先をまちがえた',
    ],
    answer:
      '<p>ご注文の処理が始まる前（ご注文から約1時間以内）であれば、住所を変更できます。注文確認メールにご返信いただくか、こちらでお知らせください。</p>' +
      '<p>発送済みの場合は、追跡メール内の配送業者のリンクからお届け先を変更してください。</p>',
    docPattern: 1,
  },

  // ---- 配送 -----------------------------------------------------------------------------
  {
    docId: 6011,
    tenantId: 'demo',
    lang: 'ja',
    category: 'shipping',
    translationOf: 1011,
    question: '海外発送はしていますか？',
    similar: [
      'カナダに届けてもらえますか',
      'アメリカ以外にも配送できますか',
      'ヨーロッパやイギリスに送れますか',
      '日本への配送は可能ですか',
      '国際配送について',
      '日本や海外にも送れますか',
    ],
    answer:
      '<p>はい、カナダ、イギリス、EU、オーストラリアへお届けしています。海外配送は$19.95からで、7～14営業日かかります。</p>' +
      '<p>輸入関税や税金は、お届け時に配送業者が徴収します。$50以上の送料無料は米国内の住所のみが対象です。</p>',
    docPattern: 1,
  },
  {
    docId: 6012,
    tenantId: 'demo',
    lang: 'ja',
    category: 'shipping',
    translationOf: 1012,
    question: '配達済みになっているのに荷物が届いていません',
    similar: [
      '追跡では配達完了なのに何も届いていない',
      '荷物が紛失した',
      '荷物を盗まれたかもしれない',
      '配達済みなのに受け取っていない',
      '荷物がみつからない',
    ],
    answer:
      '<p>ご不便をおかけして申し訳ありません。ご近所の方や建物の管理室、玄関まわりをご確認のうえ、24時間お待ちください。配送業者が早めに配達済みにすることがあります。</p>' +
      '<p>それでも見つからない場合は、注文番号をお知らせください。配送業者に調査を依頼し、代わりの商品をお送りします。</p>',
    docPattern: 1,
  },
  {
    docId: 6013,
    tenantId: 'demo',
    lang: 'ja',
    category: 'shipping',
    translationOf: 1013,
    question: '注文がいくつかの荷物に分かれて届いたのはなぜですか？',
    similar: [
      '注文の一部しか届いていない',
      '分割発送',
      '箱がひとつしか届かない',
      '商品がバラバラに届いた',
      '別々に届いたのはなぜ',
    ],
    answer:
      '<p>大きなご注文や、テント・カヤックなどの大型商品は別々の倉庫から発送されることが多く、別々にお届けします。' +
      '各荷物の追跡番号は発送メールに記載されています。</p><p>分割発送で追加の送料がかかることはありません。</p>',
    docPattern: 1,
  },
  {
    docId: 6014,
    tenantId: 'demo',
    lang: 'ja',
    category: 'shipping',
    translationOf: 1014,
    question: '私書箱やAPO/FPOの住所にも配送できますか？',
    similar: ['郵便局の私書箱に送れますか', '軍の住所への配送', 'P.O.ボックス宛て', '私書箱あてに届けてほしい'],
    answer:
      '<p>はい、通常配送であれば私書箱（P.O. Box）やAPO/FPO/DPOの住所にもお届けします。お急ぎ便と大型商品は、番地のある住所が必要です。</p>',
    docPattern: 1,
  },

  // ---- 返品・交換 -------------------------------------------------------------------------
  {
    docId: 6015,
    tenantId: 'demo',
    lang: 'ja',
    category: 'returns',
    translationOf: 1015,
    question: '返品するにはどうすればいいですか？',
    similar: [
      '商品を送り返したい',
      '返品ラベルはどこでもらえますか',
      '返品の流れ',
      '返品の申し込み方法',
      '返送のしかた',
    ],
    answer:
      '<p><strong>アカウント › 注文履歴</strong>で注文を選び、<strong>商品を返品する</strong>を選択してください。' +
      'ゲスト購入の場合は、<a href="' +
      SHOP +
      '/returns">返品ページ</a>から注文番号とメールアドレスで手続きできます。</p>' +
      '<p>送料支払い済みの返品ラベルを印刷し、タグの付いた商品を梱包して、お近くのUPS取扱店にお持ち込みください。</p>',
    docPattern: 1,
  },
  {
    docId: 6016,
    tenantId: 'demo',
    lang: 'ja',
    category: 'returns',
    translationOf: 1016,
    question: '返品の送料は無料ですか？',
    similar: [
      '返品の送料は自分で払うの？',
      '返送料はかかりますか',
      '返品時の配送料',
      '返品送料は誰が負担しますか',
      '返品は着払いでいいですか',
    ],
    answer:
      '<p>不良品や誤って届いた商品の返品、およびすべての交換は無料です。それ以外の返品は、返品ラベル代$6.95を返金額から差し引きます。</p>',
    docPattern: 1,
  },
  {
    docId: 6017,
    tenantId: 'demo',
    lang: 'ja',
    category: 'returns',
    translationOf: 1017,
    question: 'サイズや色違いの商品に交換できますか？',
    similar: [
      'ブーツが小さかった',
      '別のサイズに替えたい',
      'ジャケットを交換したい',
      'サイズが合わない',
      '色を変えたい',
    ],
    answer:
      '<p>はい。返品手続きで<strong>交換</strong>を選び、新しいサイズや色をお選びください。交換の送料は無料で、返品商品が配送業者にスキャンされ次第、新しい商品を発送します。</p>',
    docPattern: 1,
  },
  {
    docId: 6018,
    tenantId: 'demo',
    lang: 'ja',
    category: 'returns',
    translationOf: 1018,
    question: '返品できない商品はありますか？',
    similar: ['返品不可の商品', '使いかけのガス缶は返品できますか', 'セール品は返品できる？', '返品対象外のもの'],
    answer:
      '<p>ギフトカード、名入れなどのカスタマイズ商品、開封済みの燃料缶、<strong>「返品・交換不可」</strong>と表示された商品は返品をお受けできません。' +
      'それ以外の商品は、未使用であれば30日以内に返品できます。</p>',
    docPattern: 1,
  },
  {
    docId: 6019,
    tenantId: 'demo',
    lang: 'ja',
    category: 'returns',
    translationOf: 1019,
    question: 'プレゼントでもらった商品は返品できますか？',
    similar: [
      'こちらのお店の商品をプレゼントでもらいました',
      'レシートなしで返品したい',
      'ギフトをストアクレジットに替えたい',
      'もらい物を返品したい',
    ],
    answer:
      '<p>はい。ギフトレシートに記載の注文番号を使って、返品ページから手続きしてください。ギフトの返品はNorthwindギフトカードで返金されるため、贈り主に通知されることはありません。</p>',
    docPattern: 1,
  },

  // ---- お支払い -------------------------------------------------------------------------
  {
    docId: 6020,
    tenantId: 'demo',
    lang: 'ja',
    category: 'payment',
    translationOf: 1020,
    question: '分割払いはできますか？',
    similar: ['後払いはできますか', 'Klarnaは使えますか', '月々の分割で払いたい', '分割で買いたい', 'あと払いできる？'],
    answer:
      '<p>はい。ご注文金額が$35～$1,000の場合、お会計時に<strong>Klarna</strong>を選ぶと、2週間ごとの4回払い（金利手数料なし）をご利用いただけます。審査はKlarnaが行います。</p>',
    docPattern: 1,
  },
  {
    docId: 6021,
    tenantId: 'demo',
    lang: 'ja',
    category: 'payment',
    translationOf: 1021,
    question: 'お支払いが承認されないのはなぜですか？',
    similar: [
      '会計でカードが使えない',
      '決済に失敗しました',
      '取引が拒否された',
      'クレジットカードがエラーになる',
      'カード決済が通らない',
    ],
    answer:
      '<p>承認されない原因の多くは、請求先住所やセキュリティコードがカード会社の登録内容と一致しないこと、またはカード会社がオンライン決済をブロックしていることです。</p>' +
      '<p>代金は引き落とされていません。入力内容をご確認のうえ、別のカードやPayPalをお試しいただくか、カード会社にお問い合わせください。</p>',
    docPattern: 1,
  },
  {
    docId: 6022,
    tenantId: 'demo',
    lang: 'ja',
    category: 'payment',
    translationOf: 1022,
    question: 'クーポンコードやギフトカードの使い方を教えてください',
    similar: [
      '割引コードはどこに入力しますか',
      'クーポンが使えない',
      'バウチャーを使いたい',
      'プロモコードの入力欄',
      'ギフト券の使い方',
    ],
    answer:
      '<p>お会計ページの<strong>ギフトカード・割引コード</strong>欄に入力し、「適用」を選んでください。</p>' +
      '<ul><li>クーポンコードはご注文1件につき1つまで</li><li>ギフトカードはクーポンコードと併用でき、複数枚の併用も可能です</li></ul>',
    docPattern: 1,
  },
  {
    docId: 6023,
    tenantId: 'demo',
    lang: 'ja',
    category: 'payment',
    translationOf: 1023,
    question: '注文の代金が二重に請求されています',
    similar: [
      'クレジットカードに二重請求された',
      '1つの注文で2回支払われている',
      '重複して引き落とされた',
      '二重決済',
      '2回課金された',
    ],
    answer:
      '<p>2件のうち1件は通常、実際の請求ではなく一時的な与信枠の確保（オーソリ）で、3～5営業日以内に自動的に消えます。</p>' +
      '<p>その後も2件とも残っている場合は、明細のスクリーンショットをお送りください。重複分をすぐに返金いたします。</p>',
    docPattern: 1,
  },
  {
    docId: 6024,
    tenantId: 'demo',
    lang: 'ja',
    category: 'payment',
    translationOf: 1024,
    question: 'ギフトカードは販売していますか？',
    similar: [
      'ギフト券を買いたい',
      '友達にeギフトカードを贈りたい',
      '商品券はありますか',
      'プレゼント用のカード',
      'ギフトカードはどこで買えますか',
    ],
    answer:
      '<p>はい！eギフトカードはメールですぐにお届けし、有効期限はなく、ショップのすべての商品にご利用いただけます。</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/gift-card.png',
      title: 'Northwind eギフトカード',
      desc: 'メールでお届け。有効期限はありません。',
      price: '$25 – $500',
      url: SHOP + '/gift-cards',
    },
  },

  // ---- ご注文 ---------------------------------------------------------------------------
  {
    docId: 6025,
    tenantId: 'demo',
    lang: 'ja',
    category: 'orders',
    translationOf: 1025,
    question: '商品が足りない、または違う商品が届きました',
    similar: [
      '違うサイズが届いた',
      '箱に商品が入っていなかった',
      '注文と違う商品が届いた',
      '商品が一つ足りない',
      '誤配送',
    ],
    answer:
      '<p>まずは発送メールをご確認ください。ご注文が複数の荷物に分かれて届く場合があります。本当に商品が不足している、または違う場合は、' +
      '注文番号をお知らせください。正しい商品を無料でお送りします。違う商品は、無料の返品ラベルで返送いただけます。</p>',
    docPattern: 1,
  },
  {
    docId: 6026,
    tenantId: 'demo',
    lang: 'ja',
    category: 'orders',
    translationOf: 1026,
    question: '注文した商品を追加・変更できますか？',
    similar: ['注文内容を修正したい', '注文済みのものに追加したい', '注文のサイズを変えたい', '買い忘れがあった'],
    answer:
      '<p>ご注文確定後の内容変更はできません。1時間以内であれば、キャンセルして新しくご注文いただけます。それ以降は、別途ご注文いただく（$50以上の送料無料はご注文ごとに適用）か、お届け後に交換をご利用ください。</p>',
    docPattern: 1,
  },
  {
    docId: 6027,
    tenantId: 'demo',
    lang: 'ja',
    category: 'orders',
    translationOf: 1027,
    question: '購入した商品がセールになったら、差額を返金してもらえますか？',
    similar: [
      '買った後に値下がりした',
      '今のほうが安くなっている',
      '価格保証はありますか',
      '差額を返金してほしい',
      '他店の価格に合わせてもらえますか',
    ],
    answer:
      '<p>はい、1商品につき1回まで、ご購入から<strong>14日以内</strong>に値下がりした場合は差額を返金いたします。注文番号と商品ページのリンクをお送りください。</p>' +
      '<p>他店の価格に合わせることは行っておりません。</p>',
    docPattern: 1,
  },
  {
    docId: 6028,
    tenantId: 'demo',
    lang: 'ja',
    category: 'orders',
    translationOf: 1028,
    question: '苦情を伝えたいです',
    similar: [
      '対応に不満があります',
      '正式にクレームを入れたい',
      'ひどい対応です。苦情を言いたい',
      'クレームがあります',
      '責任者と話したい',
    ],
    answer:
      '<p>ご期待に添えず、誠に申し訳ございません。担当者が直接確認できるよう、ただいまカスタマーサポートのスタッフにおつなぎします。</p>',
    docPattern: 1,
    transfer: true,
  },
  {
    docId: 6029,
    tenantId: 'demo',
    lang: 'ja',
    category: 'orders',
    translationOf: 1029,
    question: '注文確認メールや領収書はどこで確認できますか？',
    similar: [
      '注文確認メールが届かない',
      '領収書をダウンロードしたい',
      '会社用に請求書がほしい',
      'インボイスは発行できますか',
      'レシートがほしい',
    ],
    answer:
      '<p>注文確認メールは、ご注文から数分以内にお送りしています。迷惑メールフォルダもご確認ください。' +
      '領収書（インボイス）は<strong>アカウント › 注文履歴 › 領収書</strong>からPDFでダウンロードできます。</p>',
    docPattern: 1,
  },

  // ---- アカウント -----------------------------------------------------------------------
  {
    docId: 6030,
    tenantId: 'demo',
    lang: 'ja',
    category: 'accounts',
    translationOf: 1030,
    question: '注文するのにアカウントは必要ですか？',
    similar: [
      'ゲストとして購入したい',
      '会員登録しないで買えますか',
      '会員登録するメリットは？',
      '登録なしで注文できる？',
    ],
    answer:
      '<p>いいえ、ゲストのままご購入いただけます。アカウントがあると、注文の追跡、ワンクリックでの返品手続き、住所の保存、Trail Rewardsポイントの獲得ができます。</p>',
    docPattern: 1,
  },
  {
    docId: 6031,
    tenantId: 'demo',
    lang: 'ja',
    category: 'accounts',
    translationOf: 1031,
    question: 'メールアドレスや登録情報を変更するにはどうすればいいですか？',
    similar: [
      'プロフィールを更新したい',
      '登録している電話番号を変えたい',
      '名前を修正したい',
      'メアド変更',
      '会員情報の変更',
    ],
    answer:
      '<p>サインインして<strong>アカウント › プロフィール</strong>にお進みください。メールアドレスを変更すると、新しいアドレスに届くリンクで確認をお願いしています。</p>',
    docPattern: 1,
  },
  {
    docId: 6032,
    tenantId: 'demo',
    lang: 'ja',
    category: 'accounts',
    translationOf: 1032,
    question: 'アカウントを削除するにはどうすればいいですか？',
    similar: ['退会したい', '個人情報を削除してほしい', 'アカウントを閉じたい', '退会方法', 'プロフィールを消したい'],
    answer:
      '<p><strong>アカウント › プライバシー</strong>で<strong>アカウントを削除</strong>を選んでください。お客様のデータは30日以内に消去します。注文記録は、税法で定められた期間のみ保管します。</p>',
    docPattern: 1,
  },
  {
    docId: 6033,
    tenantId: 'demo',
    lang: 'ja',
    category: 'accounts',
    translationOf: 1033,
    question: 'メールマガジンの配信を停止するにはどうすればいいですか？',
    similar: [
      'ニュースレターを送らないでほしい',
      '宣伝メールが多すぎる',
      'メール配信を解除したい',
      'メルマガ解除',
      '広告メールを止めたい',
    ],
    answer:
      '<p>メールマガジン下部の<strong>配信停止</strong>リンクを選ぶか、アカウント › 通知設定でオフにしてください。反映まで最大48時間かかります。ご注文や発送に関するメールは引き続きお送りします。</p>',
    docPattern: 1,
  },
  {
    docId: 6034,
    tenantId: 'demo',
    lang: 'ja',
    category: 'accounts',
    translationOf: 1034,
    question: 'Trail Rewardsとは何ですか？',
    similar: [
      'ポイント制度はありますか',
      'ポイントはどうやって貯めますか',
      '会員ポイント',
      'ポイントの使い方',
      'ポイントプログラムについて',
    ],
    answer:
      '<p>Trail Rewardsは、アカウントをお持ちの方なら無料でご利用いただけます。$1のお買い物につき1ポイントが貯まり、200ポイントごとに$10分の特典になります。会員の方はセールにも先行してご参加いただけます。</p>',
    docPattern: 2,
    buttons: [{ value: '注文するのにアカウントは必要ですか？' }],
  },
  {
    docId: 6035,
    tenantId: 'demo',
    lang: 'ja',
    category: 'accounts',
    translationOf: 1035,
    question: 'アカウントがロックされました',
    similar: ['サインインに何度も失敗した', 'アカウントが凍結された', 'ログインできなくなった', 'ロックを解除したい'],
    answer:
      '<p>パスワードを5回間違えると、アカウントは30分間ロックされます。<strong>パスワードをお忘れですか？</strong>からパスワードを再設定すると、すぐにロックが解除されます。</p>',
    docPattern: 1,
  },

  // ---- 製品保証 -------------------------------------------------------------------------
  {
    docId: 6036,
    tenantId: 'demo',
    lang: 'ja',
    category: 'warranty',
    translationOf: 1036,
    question: '保証の申請方法を教えてください',
    similar: [
      'テントのファスナーが壊れた',
      'リュックの縫い目が破れた',
      '不良品を報告したい',
      '保証で修理してほしい',
      'チャックが壊れた',
    ],
    answer:
      '<p>注文番号、不具合の簡単な説明、写真数枚を添えて<a href="' +
      SHOP +
      '/warranty">保証申請フォーム</a>にご記入ください。' +
      '2営業日以内にご返信し、送料当社負担で修理または交換いたします。</p>',
    docPattern: 1,
  },
  {
    docId: 6037,
    tenantId: 'demo',
    lang: 'ja',
    category: 'warranty',
    translationOf: 1037,
    question: '保証の申請にレシートは必要ですか？',
    similar: [
      '保証に購入証明は必要ですか',
      'レシートをなくしてしまった',
      '注文番号がなくても保証を受けられますか',
      '領収書がない',
    ],
    answer:
      '<p>購入を証明できるものが必要です。オンラインやアカウントでご購入の場合は、注文番号で十分です。ギフトの場合はギフトレシートをご利用ください。' +
      '正規販売店でご購入の場合は、その店舗のレシートでも構いません。</p>',
    docPattern: 1,
  },
  {
    docId: 6038,
    tenantId: 'demo',
    lang: 'ja',
    category: 'warranty',
    translationOf: 1038,
    question: '保証期間が過ぎた製品も修理できますか？',
    similar: [
      '古いジャケットを直したい',
      '有償修理',
      'テントポールを交換したい',
      '保証切れでも修理してもらえる？',
      '保証期間が過ぎたら有料で修理できますか',
    ],
    answer:
      '<p>はい、当社のリペアショップで、ファスナー、縫い目、バックル、テントポールを実費で修理しています。通常2～3週間で仕上がります。お見積もりをご希望の場合は、保証申請フォームから写真をお送りください。</p>' +
      '<p>山でのちょっとした修理なら、ポールリペアキットで簡単に対応できます。</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/pole-repair-kit.png',
      title: 'テントポール リペアキット',
      desc: 'リペアスリーブ、予備のショックコード、アルミ製ポールセクション付き。8.5～9.5mmの多くのポールに対応。',
      price: '$12.95',
      url: SHOP + '/products/tent-pole-repair-kit',
    },
  },
  {
    docId: 6039,
    tenantId: 'demo',
    lang: 'ja',
    category: 'warranty',
    translationOf: 1039,
    question: '他のお店で買った商品も保証の対象ですか？',
    similar: ['別の販売店で購入しました', '他ブランドの保証', 'Amazonで買った', 'アマゾンで購入した商品の保証'],
    answer:
      '<p>Northwindブランドの製品は、正規販売店でご購入いただいた場合、その店舗のレシートがあれば2年間保証されます。' +
      '当店で扱う他ブランドの製品は各メーカーの保証の対象となります。メーカーへのお問い合わせもお手伝いいたします。</p>',
    docPattern: 1,
  },
  {
    docId: 6040,
    tenantId: 'demo',
    lang: 'ja',
    category: 'warranty',
    translationOf: 1040,
    question: '修理できない場合はどうなりますか？',
    similar: ['保証で交換してもらえますか', '製品が生産終了している', '新品と交換してもらえる？', '廃番になった商品'],
    answer:
      '<p>同じ製品と交換いたします。生産終了の場合は、現行品で最も近いモデルと交換します。どちらもご用意できない場合は、お支払い額分のストアクレジットをお渡しします。</p>',
    docPattern: 1,
  },
  {
    docId: 6041,
    tenantId: 'demo',
    lang: 'ja',
    category: 'orders',
    translationOf: 1041,
    question: '折り返し電話を依頼する',
    similar: [
      '折り返し電話してもらえますか',
      '電話で話したい',
      '電話をください',
      'コールバックしてほしい',
      '電話で問い合わせたい',
    ],
    answer:
      '<p>お名前、電話番号、ご都合のよい時間帯をお知らせください。1営業日以内に担当者から折り返しお電話いたします。</p>',
    docPattern: 1,
    // Posted to the demo's own form endpoint through visitor/fromRequest.
    form: {
      referGuide: 'お電話番号をご入力ください。1営業日以内に折り返しお電話いたします。',
      fromFields: [
        { fieldId: 1, fieldName: 'お名前', fieldType: 1, requiredStatus: 1, fieldValue: '' },
        { fieldId: 2, fieldName: '電話番号', fieldType: 1, requiredStatus: 1, fieldValue: '' },
        {
          fieldId: 3,
          fieldName: 'ご希望の時間帯',
          fieldType: 7,
          requiredStatus: 0,
          fieldValue: '[{"name":"午前"},{"name":"午後"},{"name":"夜"}]',
        },
      ],
      url: '/api/demo/formSink',
      method: 'POST',
      headers: {},
      contentType: 'application/json',
    },
  },
];
