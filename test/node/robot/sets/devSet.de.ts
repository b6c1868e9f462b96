// The German development set: questions as German-speaking shoppers type them, labelled with
// the German documents (4001-4041: doc 4000 + n translates English doc 1000 + n). The robot is
// tuned on this set; see visitorQuestion.ts.
import type { VisitorQuestion } from './visitorQuestion';

export const DEV_SET_DE: readonly VisitorQuestion[] = [
  // ---- Versand ----------------------------------------------------------------------------
  {
    question: 'muss ich was für den versand zahlen wenn ich über 50 dollar bestelle',
    docIds: [4001],
    kind: 'no-punctuation',
  },
  { question: 'lieferzeit?', docIds: [4002], kind: 'short' },
  { question: 'Wie schnell ist das Paket da, wenn ich heute bestelle?', docIds: [4002], kind: 'paraphrase' },
  { question: 'versendet ihr auch nach österreich', docIds: [4011], kind: 'no-punctuation' },
  { question: 'liefert ihr nach deutschland und fallen da zollgebühren an', docIds: [4011], kind: 'paraphrase' },
  { question: 'Laut Tracking zugestellt, aber kein Paket da', docIds: [4012], kind: 'paraphrase' },
  { question: 'warum kam meine bestellung in zwei paketen', docIds: [4013], kind: 'no-punctuation' },
  { question: 'Kann man an ein Postfach liefern lassen?', docIds: [4014], kind: 'paraphrase' },

  // ---- Rückgabe ---------------------------------------------------------------------------
  { question: 'kann ich sachen zurückschicken die mir nicht gefallen', docIds: [4003], kind: 'no-punctuation' },
  { question: 'ruckgabefrist', docIds: [4003], kind: 'typo' },
  { question: 'wie schicke ich etwas zurück?', docIds: [4015], kind: 'paraphrase' },
  { question: 'retourenschein', docIds: [4015], kind: 'short' },
  { question: 'wer zahlt das porto für die retoure', docIds: [4016], kind: 'paraphrase' },
  {
    question: 'Die Wanderschuhe sind zu klein. Kann ich sie gegen eine Nummer größer tauschen?',
    docIds: [4017],
    kind: 'paraphrase',
  },
  { question: 'umtausch andere gröse', docIds: [4017], kind: 'typo' },
  { question: 'kann ich eine angebrochene gaskartusche zurückgeben', docIds: [4018], kind: 'paraphrase' },
  {
    question: 'ich hab ein geschenk von euch bekommen aber keinen kassenbon, kann ich es zurückgeben',
    docIds: [4019],
    kind: 'paraphrase',
  },
  { question: 'wann bekomme ich mein geld zurück', docIds: [4008], kind: 'no-punctuation' },
  { question: 'rückerstatung dauert ewig, paket ist seit 2 wochen bei euch', docIds: [4008], kind: 'typo' },

  // ---- Bezahlung --------------------------------------------------------------------------
  { question: 'Kann ich mit PayPal bezahlen?', docIds: [4005], kind: 'paraphrase' },
  { question: 'nehmt ihr auch american express', docIds: [4005], kind: 'no-punctuation' },
  { question: 'ratenzahlung', docIds: [4020], kind: 'short' },
  { question: 'meine karte wird beim bezahlen immer abgelehnt', docIds: [4021], kind: 'paraphrase' },
  { question: 'wo gebe ich den gutscheincode ein', docIds: [4022], kind: 'paraphrase' },
  { question: 'rabattcode funktioniert nich', docIds: [4022], kind: 'typo' },
  { question: 'Mir wurde doppelt abgebucht!', docIds: [4023], kind: 'paraphrase' },
  { question: 'verkauft ihr geschenkgutscheine', docIds: [4024], kind: 'paraphrase' },

  // ---- Bestellungen -----------------------------------------------------------------------
  { question: 'wo ist meine bestellung', docIds: [4004], kind: 'short' },
  { question: 'sendungsverfolgung', docIds: [4004], kind: 'short' },
  { question: 'Ich möchte meine Bestellung von eben stornieren', docIds: [4007], kind: 'paraphrase' },
  { question: 'falsche adresse angegeben kann man das noch ändern', docIds: [4010], kind: 'no-punctuation' },
  { question: 'im paket war die jacke in der falschen farbe', docIds: [4025], kind: 'paraphrase' },
  { question: 'kann ich noch was zu meiner bestellung von gestern dazupacken', docIds: [4026], kind: 'paraphrase' },
  {
    question: 'der preis ist zwei tage nach meinem kauf gefallen, bekomme ich die differenz',
    docIds: [4027],
    kind: 'paraphrase',
  },
  { question: 'ich will mich beschweren, so ein mist', docIds: [4028], kind: 'paraphrase' },
  { question: 'wo finde ich die rechnung zu meiner bestellung', docIds: [4029], kind: 'paraphrase' },

  // ---- Konto ------------------------------------------------------------------------------
  { question: 'passwort vergesen', docIds: [4009], kind: 'typo' },
  { question: 'muss ich ein kundenkonto anlegen um zu bestellen', docIds: [4030], kind: 'paraphrase' },
  { question: 'Wie ändere ich meine E-Mail-Adresse?', docIds: [4031], kind: 'paraphrase' },
  { question: 'konto löschen', docIds: [4032], kind: 'short' },
  { question: 'newsletter abbestellen', docIds: [4033], kind: 'short' },
  { question: 'gibt es bei euch ein bonusprogramm', docIds: [4034], kind: 'paraphrase' },
  { question: 'mein konto ist gesperrt', docIds: [4035], kind: 'paraphrase' },

  // ---- Garantie ---------------------------------------------------------------------------
  { question: 'ist normaler verschleiß von der garantie abgedeckt', docIds: [4006], kind: 'paraphrase' },
  { question: 'reißverschluss am rucksack kaputt wie läuft die reklamaton', docIds: [4036], kind: 'typo' },
  { question: 'brauche ich einen kaufbeleg für die garantie?', docIds: [4037], kind: 'paraphrase' },
  {
    question: 'könnt ihr meine alte jacke reparieren? die garantie ist schon abgelaufen',
    docIds: [4038],
    kind: 'paraphrase',
  },
  {
    question: 'ich habe den rucksack bei einem anderen händler gekauft, gilt eure garantie trotzdem',
    docIds: [4039],
    kind: 'paraphrase',
  },
  { question: 'was ist wenn mein zelt nicht mehr repariert werden kann', docIds: [4040], kind: 'no-punctuation' },
  { question: 'Könnt ihr mich zurückrufen?', docIds: [4041], kind: 'paraphrase' },

  // ---- Lange Fragen -----------------------------------------------------------------------
  {
    question:
      'hallo, ich habe vor drei wochen ein zelt bei euch bestellt und beim ersten regen ist eine naht aufgegangen, das kann doch bei dem preis nicht sein, was muss ich jetzt machen damit das repariert oder ersetzt wird',
    docIds: [4036],
    kind: 'long',
  },
  {
    question:
      'Hallo, ich bin als Soldat bei der US Army in Ramstein stationiert und habe nur eine APO-Adresse. Könnt ihr dahin liefern oder brauche ich eine normale Anschrift?',
    docIds: [4014],
    kind: 'long',
  },
  {
    question:
      'guten tag, ich habe gestern abend eine bestellung aufgegeben und bis jetzt keine bestätigungsmail bekommen, auch nicht im spam, ist die bestellung überhaupt durchgegangen',
    docIds: [4029],
    kind: 'long',
  },

  // ---- Zwei Fragen in einer ---------------------------------------------------------------
  { question: 'liefert ihr nach österreich und kann ich mit paypal zahlen', docIds: [4011, 4005], kind: 'two-part' },
  { question: 'wie lange dauert die lieferung und was kostet express', docIds: [4002, 4001], kind: 'two-part' },
  { question: 'passwort vergessen und jetzt ist das konto auch noch gesperrt', docIds: [4009, 4035], kind: 'two-part' },
  { question: 'ich will die bestellung stornieren und mein konto löschen', docIds: [4007, 4032], kind: 'two-part' },
  {
    question: 'wie starte ich eine rücksendung und wann ist das geld dann wieder auf dem konto',
    docIds: [4015, 4008],
    kind: 'two-part',
  },

  // ---- Nicht in der Wissensdatenbank ------------------------------------------------------
  { question: 'wann habt ihr samstags geöffnet', docIds: [], kind: 'uncovered' },
  { question: 'ist das trekkingzelt für 3 personen noch auf lager', docIds: [], kind: 'uncovered' },
  { question: 'erzähl mir einen witz', docIds: [], kind: 'uncovered' },
  { question: 'wie wird das wetter am wochenende in den alpen', docIds: [], kind: 'uncovered' },
  { question: 'sucht ihr mitarbeiter? ich würde mich gern bewerben', docIds: [], kind: 'uncovered' },
  { question: 'welchen schlafsack empfehlt ihr für minusgrade', docIds: [], kind: 'uncovered' },
  { question: 'wie wasche ich meine daunenjacke richtig', docIds: [], kind: 'uncovered' },
  { question: 'habt ihr eine filiale in münchen', docIds: [], kind: 'uncovered' },
  { question: 'wie imprägniere ich die nähte von meinem zelt selbst', docIds: [], kind: 'uncovered' },
  { question: 'danke tschüss', docIds: [], kind: 'uncovered' },
];
