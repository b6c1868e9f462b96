// The language of a visitor's question, read per question: the script first (kana is
// Japanese even among Chinese characters; Hangul Korean; Arabic letters Arabic, or Persian
// with its own letters; traditional characters Traditional Chinese), then, for the Latin
// script, the words; Chinese characters alone are read as Japanese where the tenant's
// Japanese documents have their pairs and its Chinese ones do not ("追跡番号"). The channel's
// language and the visitor's locale are the priors: they decide when the text itself does not
// ("ok", "ps5", "問題" alone), and break a tie. See
// docs/decisions.md#the-robots-language.

import { isCourtesy } from './analysis/courtesy';
import { foldText } from './analysis/normalize';

export interface LanguagePriors {
  /** The channel's language ('' or absent: none). */
  channel?: string;
  /** The visitor's locale, as the widget told it. */
  visitor?: string;
  /** The language of the visitor's previous question in this conversation: what courtesy alone is read in first. */
  previous?: string;
  /** Languages the tenant has documents in: a tie goes to one of them. */
  available?: readonly string[];
  /**
   * The words of the tenant's questions and phrasings, per language (vocabularyWords): a
   * word of the question only one language's documents use is that language's ("plazos",
   * "cobraron"), where the short lists below know only the commonest words; so is a pair of
   * Chinese characters ("番号" is Japanese, "号码" Chinese).
   */
  vocabularies?: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface LanguageGuess {
  lang: string;
  /** Why: "script: kana", "words", "visitor's locale"... shown by the console's "try the robot". */
  reason: string;
}

const SCRIPTS: readonly [RegExp, string, string][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja', 'script: kana'],
  [/\p{Script=Hangul}/u, 'ko', 'script: Hangul'],
  [/\p{Script=Thai}/u, 'th', 'script: Thai'],
  [/\p{Script=Lao}/u, 'lo', 'script: Lao'],
  [/\p{Script=Khmer}/u, 'km', 'script: Khmer'],
  [/\p{Script=Myanmar}/u, 'my', 'script: Myanmar'],
  [/\p{Script=Bengali}/u, 'bn', 'script: Bengali'],
  [/[پچژگیک]/u, 'fa', 'script: Arabic, Persian letters'],
  [/\p{Script=Arabic}/u, 'ar', 'script: Arabic'],
  [/\p{Script=Cyrillic}/u, 'ru', 'script: Cyrillic'],
];
const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

/** Characters only Traditional Chinese writes (their simplified forms differ), and the reverse: common ones of a shop's questions. */
const TRADITIONAL = new Set(
  '這個們來時會嗎麼號單貨運費說錢訂購買賣請問還沒與為後讓體點關開發國當對應實專從經過種長門間題電話換碼帳戶禮價優際網頁幾認證給裡樣選擇顏雙針錯誤遞達處辦須區員隊務額紅現場變標準週歡詢聯絡線謝態況樂機備產屬護戲盡積級',
);
const SIMPLIFIED = new Set(
  '这个们来时会吗么号单货运费说钱订购买卖请问还没与为后让体点关开发国当对应实专从经过种长门间题电话换码账户礼价优际网页几认证给样选择颜双针错误递达处办须区员队务额红现场变标准欢询联络线谢态况乐机备产属护戏尽积级',
);

/** Frequent words of each Latin-script language (folded, lower case): function words and a shop's words. */
const LATIN_WORDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries({
    en: `the a an is are do does did i my me you your we our it to of for in on at with and or can how what when where why
      which will would could should not dont cant wont isnt didnt have has get got order ship shipping delivery return refund
      pay payment card account password help please thanks there this that from was were be been any item items package
      yes no something else thank`,
    es: `el la los las un una de del al y o que es son por para con sin mi mis su sus tu como cuando donde cuanto cuanta
      puedo puede quiero hay esta estan pedido envio envios devolucion reembolso pago tarjeta cuenta contrasena ayuda gracias
      hola tengo tiene no se lo le muy tambien mas pero porque cual`,
    de: `der die das den dem des ein eine einen und oder ist sind ich mein meine meinen mir mich sie ihr wir zu zum zur im mit
      von fur auf aus bei wie was wann wo warum kann konnen mochte nicht kein keine bestellung versand lieferung ruckgabe
      erstattung zahlung karte konto passwort hilfe danke hallo bitte gibt es noch schon`,
    fr: `le la les un une des de du et ou est sont je mon ma mes me vous votre vos nous il elle on pour par avec sans dans sur
      ce cette comment quand combien pourquoi quel quelle puis peux pouvez veux voudrais ne pas commande livraison retour
      remboursement paiement carte compte mot passe aide merci bonjour est-ce qu que`,
    pt: `o a os as um uma de do da dos das e ou que e sao eu meu minha voce seu sua para por com sem no na como quando onde
      quanto posso pode quero tem nao pedido entrega devolucao reembolso pagamento cartao conta senha ajuda obrigado ola`,
    nl: `de het een en of is zijn ik mijn mij je jij u uw wij we ons van voor met op in aan bij naar hoe wat wanneer waar waarom
      kan kunnen wil niet geen bestelling verzending levering retour terugbetaling betaling kaart account wachtwoord hulp
      bedankt hallo graag`,
    pl: `i w na z do nie jest sa jak co kiedy gdzie dlaczego czy moje moj moja mam moge chce zamowienie wysylka dostawa zwrot
      platnosc karta konto haslo pomoc dziekuje dzien dobry prosze`,
    tr: `ve bir bu da de mi mu ne nasil nerede neden ben benim siz sizin icin ile var yok siparis kargo teslimat iade odeme
      kart hesap sifre yardim tesekkurler merhaba lutfen`,
    vi: `toi ban cua la va co khong duoc cho mot nhung don hang giao hoan tien thanh toan the tai khoan mat khau giup cam on
      xin chao bao lau nhieu sao nao`,
    ms: `saya anda awak kami kita dan atau yang ini itu untuk dengan di ke dari tidak boleh bagaimana bila mana berapa kenapa
      pesanan penghantaran pemulangan bayaran kad akaun kata laluan bantuan terima kasih`,
    fil: `ako ikaw ka ko mo namin natin ang ng sa mga at o ba po paano kailan saan bakit magkano hindi pwede puwede gusto
      order padala bayad salamat tulong`,
    zu: `ngi ngiyabonga sawubona yebo cha kanjani nini kuphi kungani ngifuna ngicela uku oda imali`,
  }).map(([lang, text]) => [lang, new Set(text.trim().split(/\s+/))]),
);

/** Letters that name a language by themselves (checked on the text as typed, before folding). */
const LATIN_LETTERS: readonly [RegExp, string, number][] = [
  [/[ñ¿¡]/, 'es', 2],
  [/ß|[äöü]/, 'de', 1.5],
  [/[àâèêëîïôûùœ]/, 'fr', 2],
  [/ç/, 'fr', 0.5],
  [/ç/, 'pt', 0.5],
  [/[ãõ]/, 'pt', 2],
  [/[ąęłńśźż]/, 'pl', 3],
  [/[ğış]/, 'tr', 3],
  [/[ăđơư]|[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/, 'vi', 3],
];

/** A word only one language's documents use, against a word of a language's list (1). */
const VOCABULARY_POINTS = 1;
const PRIOR_VISITOR = 0.6;
const PRIOR_CHANNEL = 0.4;
const PRIOR_AVAILABLE = 0.2;

/** The knowledge language of a locale: its language, and 'tw' for Chinese in traditional characters. */
export const localeLanguage = (locale: string | undefined) => {
  if (!locale) return undefined;
  const lower = locale.toLowerCase();
  if (/^zh[-_](tw|hk|mo|hant)/.test(lower)) return 'tw';
  return lower.split(/[-_]/)[0];
};

/** The languages written in Chinese characters. */
const HAN_LANGS = ['zh', 'tw', 'ja'];

/** Each pair of neighbouring Chinese characters: the unit the vocabularies compare (words are not cut). */
const hanPairs = (text: string): string[] =>
  (text.match(/\p{Script=Han}+/gu) ?? []).flatMap((run) => {
    const chars = [...run];
    return chars.slice(1).map((char, i) => chars[i] + char);
  });

/** What a text adds to its language's vocabulary (LanguagePriors.vocabularies). */
export const vocabularyWords = (text: string): string[] => [...foldedWords(text), ...hanPairs(text)];

/** Each language's points for words only some of the vocabularies have (shared among them). */
function vocabularyPoints(words: Iterable<string>, priors: LanguagePriors, langs: (lang: string) => boolean) {
  const points = new Map<string, number>();
  if (!priors.vocabularies) return points;
  for (const word of words) {
    const users = [...priors.vocabularies].filter(([lang, vocabulary]) => langs(lang) && vocabulary.has(word));
    for (const [lang] of users) points.set(lang, (points.get(lang) ?? 0) + VOCABULARY_POINTS / users.length);
  }
  return points;
}

function chinese(text: string, priors: LanguagePriors): LanguageGuess {
  // Kanji alone: the tenant's Japanese documents may know its pairs where its Chinese ones do not.
  const points = vocabularyPoints(new Set(hanPairs(text)), priors, (lang) => HAN_LANGS.includes(lang));
  const japanese = points.get('ja') ?? 0;
  const chinesePoints = Math.max(points.get('zh') ?? 0, points.get('tw') ?? 0);
  if (japanese > chinesePoints) return { lang: 'ja', reason: "script: Han, the tenant's Japanese words" };
  let traditional = 0;
  let simplified = 0;
  for (const char of text) {
    if (TRADITIONAL.has(char)) traditional++;
    else if (SIMPLIFIED.has(char)) simplified++;
  }
  if (traditional > simplified) return { lang: 'tw', reason: 'script: Han, traditional characters' };
  if (simplified > traditional) return { lang: 'zh', reason: 'script: Han, simplified characters' };
  for (const [prior, reason] of [
    [localeLanguage(priors.visitor), "script: Han, the visitor's locale"],
    [localeLanguage(priors.channel), "script: Han, the channel's language"],
  ] as const)
    if (prior == 'tw' || (prior == 'ja' && japanese >= chinesePoints)) return { lang: prior, reason };
  return { lang: 'zh', reason: 'script: Han' };
}

/** A text's words as the language lists and vocabularies hold them (folded, lower case). */
export const foldedWords = (text: string): string[] => foldText(text).match(/[\p{L}\p{N}'-]+/gu) ?? [];

function latin(text: string, priors: LanguagePriors): LanguageGuess {
  const scores = new Map<string, number>();
  const add = (lang: string, points: number) => scores.set(lang, (scores.get(lang) ?? 0) + points);
  const words = new Set(foldedWords(text));
  for (const [lang, known] of Object.entries(LATIN_WORDS)) for (const word of words) if (known.has(word)) add(lang, 1);
  // A word the tenant's documents use in some of their languages counts for each, shared.
  for (const [lang, points] of vocabularyPoints(words, priors, () => true)) if (lang in LATIN_WORDS) add(lang, points);
  const lower = text.toLowerCase();
  for (const [letters, lang, points] of LATIN_LETTERS) if (letters.test(lower)) add(lang, points);
  const evidence = scores.size > 0;
  const visitor = localeLanguage(priors.visitor);
  const channel = localeLanguage(priors.channel);
  if (visitor && visitor in LATIN_WORDS) add(visitor, PRIOR_VISITOR);
  if (channel && channel in LATIN_WORDS) add(channel, PRIOR_CHANNEL);
  for (const lang of priors.available ?? []) if (lang in LATIN_WORDS) add(lang, PRIOR_AVAILABLE);
  const [best] = [...scores].sort((a, b) => b[1] - a[1]);
  if (!best) return { lang: 'en', reason: 'no signal: English' };
  if (evidence) return { lang: best[0], reason: 'words' };
  return {
    lang: best[0],
    reason:
      best[0] == visitor
        ? "the visitor's locale"
        : best[0] == channel
          ? "the channel's language"
          : 'the knowledge base',
  };
}

/**
 * English greetings and thanks ("ok", "thanks", "hi there") are typed by visitors of every
 * language: alone, they tell nothing of it, and the reply is in the language of the visitor's
 * previous question, else their locale's, else the channel's, where the tenant has documents in it.
 */
function courtesy(text: string, priors: LanguagePriors): LanguageGuess | undefined {
  if (!isCourtesy(text, 'en')) return undefined;
  for (const [prior, reason] of [
    [priors.previous, 'courtesy alone: the previous question'],
    [localeLanguage(priors.visitor), "courtesy alone: the visitor's locale"],
    [localeLanguage(priors.channel), "courtesy alone: the channel's language"],
  ] as const)
    if (prior && priors.available?.includes(prior)) return { lang: prior, reason };
  return undefined;
}

/** The question's language (see the file comment). */
export function detectLanguage(text: string, priors: LanguagePriors = {}): LanguageGuess {
  for (const [script, lang, reason] of SCRIPTS) if (script.test(text)) return { lang, reason };
  if (HAN.test(text)) return chinese(text, priors);
  if (LATIN.test(text)) return courtesy(text, priors) ?? latin(text, priors);
  const fallback = localeLanguage(priors.visitor) ?? localeLanguage(priors.channel);
  return fallback
    ? { lang: fallback, reason: 'no letters: the priors' }
    : { lang: 'en', reason: 'no letters: English' };
}
