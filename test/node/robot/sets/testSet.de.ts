// The held-out German test set: never tune the robot on it (see ./testSet.ts).
import type { VisitorQuestion } from './visitorQuestion';

export const TEST_SET_DE: readonly VisitorQuestion[] = [
  // paraphrases
  { question: 'Ab welchem Bestellwert verschickt ihr gratis?', docIds: [4001], kind: 'paraphrase' },
  { question: 'Welche Zahlungsarten gibt es bei euch?', docIds: [4005], kind: 'paraphrase' },
  { question: 'Ich habe mich bei der Bestellung vertan, kann ich sie stornieren?', docIds: [4007], kind: 'paraphrase' },
  { question: 'Bis wann muss ich eine Rücksendung spätestens abschicken?', docIds: [4003], kind: 'paraphrase' },
  {
    question: 'Was passiert, wenn sich mein Rucksack nicht mehr reparieren lässt?',
    docIds: [4040],
    kind: 'paraphrase',
  },
  { question: 'Bekomme ich für meine Einkäufe irgendwelche Bonuspunkte?', docIds: [4034], kind: 'paraphrase' },
  { question: 'Wo bleibt das Geld für meine Rücksendung?', docIds: [4008], kind: 'paraphrase' },
  {
    question: 'Greift die Garantie auch, wenn die Jacke bei einem Sturz gerissen ist?',
    docIds: [4006],
    kind: 'paraphrase',
  },
  { question: 'Muss ich mich registrieren oder kann ich einfach so bestellen?', docIds: [4030], kind: 'paraphrase' },
  // typos and missing umlauts
  { question: 'Passwort vergesen, wie setze ich es zuruck?', docIds: [4009], kind: 'typo' },
  { question: 'ratenzahlung moglich?', docIds: [4020], kind: 'typo' },
  { question: 'mein kono ist gespert', docIds: [4035], kind: 'typo' },
  { question: 'Wie losche ich mein Kundenkonto?', docIds: [4032], kind: 'typo' },
  { question: 'wo gib ich den gutscheincode ein beim bezahln?', docIds: [4022], kind: 'typo' },
  // no punctuation
  { question: 'wie kann ich sehen wo mein paket gerade ist', docIds: [4004], kind: 'no-punctuation' },
  { question: 'kostet die ruecksendung was', docIds: [4016], kind: 'no-punctuation' },
  { question: 'ich moechte keine werbemails mehr bekommen', docIds: [4033], kind: 'no-punctuation' },
  { question: 'wo finde ich die rechnung zu meiner bestellung', docIds: [4029], kind: 'no-punctuation' },
  { question: 'welche sachen kann man nicht zurueckgeben', docIds: [4018], kind: 'no-punctuation' },
  // long, with context
  {
    question:
      'Hallo, ich habe letzte Woche ein Zelt und eine Isomatte bestellt, aber bisher ist nur die Isomatte gekommen, in einem eigenen Karton. Kommt das Zelt separat und kostet das extra?',
    docIds: [4013],
    kind: 'long',
  },
  {
    question:
      'Guten Tag, mein Schlafsack ist heute 40 Dollar billiger als vor zehn Tagen, als ich ihn gekauft habe. Bekomme ich die Differenz erstattet?',
    docIds: [4027],
    kind: 'long',
  },
  {
    question:
      'Ich habe heute einmal bezahlt und sehe jetzt auf meinem Kontoauszug zwei Abbuchungen über denselben Betrag. Ich habe aber nur eine Bestellung gemacht. Was ist da los?',
    docIds: [4023],
    kind: 'long',
  },
  {
    question:
      'Ich bin Soldat und im Ausland stationiert. Könnt ihr an meine APO-Adresse liefern oder geht das bei euch nicht?',
    docIds: [4014],
    kind: 'long',
  },
  {
    question:
      'Meine Freundin hat mir zum Geburtstag eine Fleecejacke von euch geschenkt, aber die ist gar nicht mein Stil. Einen Kassenbon habe ich nicht, nur den Geschenkbeleg. Kann ich die zurückgeben?',
    docIds: [4019],
    kind: 'long',
  },
  // very short
  { question: 'Lieferzeit?', docIds: [4002], kind: 'short' },
  { question: 'Gutscheine zum Verschenken?', docIds: [4024], kind: 'short' },
  { question: 'Rückruf bitte', docIds: [4041], kind: 'short' },
  { question: 'Beschwerde!', docIds: [4028], kind: 'short' },
  // two-part
  {
    question: 'Liefert ihr nach Österreich? Und kann ich die Adresse noch ändern, wenn ich schon bestellt habe?',
    docIds: [4011, 4010],
    kind: 'two-part',
  },
  {
    question: 'Wie melde ich einen Garantiefall und brauche ich dafür den Kaufbeleg?',
    docIds: [4036, 4037],
    kind: 'two-part',
  },
  {
    question: 'Wie ändere ich meine E-Mail-Adresse im Konto und wie komme ich aus dem Newsletter raus?',
    docIds: [4031, 4033],
    kind: 'two-part',
  },
  {
    question: 'Meine Karte wird an der Kasse abgelehnt, warum? Kann ich stattdessen in Raten zahlen?',
    docIds: [4021, 4020],
    kind: 'two-part',
  },
  // not covered by the knowledge base
  { question: 'Habt ihr eine Filiale in Berlin?', docIds: [], kind: 'uncovered' },
  { question: 'Kann man bei euch Zelte mieten?', docIds: [], kind: 'uncovered' },
  { question: 'Wie imprägniere ich meine Regenjacke neu?', docIds: [], kind: 'uncovered' },
  { question: 'Gibt es eine App von euch fürs Handy?', docIds: [], kind: 'uncovered' },
  { question: 'Welche Schuhgröße soll ich bei den Trailrunning-Schuhen nehmen?', docIds: [], kind: 'uncovered' },
  { question: 'sucht ihr noch mitarbeiter', docIds: [], kind: 'uncovered' },
];
