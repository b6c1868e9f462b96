// The German knowledge base of the demo shop "Northwind Outfitters" (outdoor gear): the
// English docs translated one to one (doc 1000+n becomes 4000+n, translationOf 1000+n),
// with "Sie". Prices stay in US dollars as the shop charges them. The phrasings are
// written afresh, the way German speakers ask.
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';

const SHOP = 'https://www.northwind-outfitters.example';

export const DEMO_KNOWLEDGE_BASE_DE: KnowledgeDoc[] = [
  // ---- Häufige Fragen (die ersten zehn) ---------------------------------------------------
  {
    docId: 4001,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1001,
    category: 'shipping',
    question: 'Was kostet der Versand?',
    similar: [
      'Ist der Versand kostenlos?',
      'Wie hoch sind die Versandkosten?',
      'Lieferkosten',
      'Ab welchem Bestellwert ist die Lieferung gratis?',
      'Wie viel Porto zahle ich?',
      'Was zahle ich für den Versand unter 50 Dollar?',
    ],
    answer:
      '<p><strong>Bei Bestellungen über $50 ist der Standardversand kostenlos</strong> (nach Abzug von Rabatten, vor Steuern) – an jede Adresse in den USA.</p>' +
      '<ul><li>Bestellungen unter $50: pauschal $5.95</li><li>Express (1–2 Werktage): $14.95</li></ul>',
    docPattern: 2,
    buttons: [{ value: 'Wie lange dauert die Lieferung?' }, { value: 'Liefern Sie auch ins Ausland?' }],
  },
  {
    docId: 4002,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1002,
    category: 'shipping',
    question: 'Wie lange dauert die Lieferung?',
    similar: [
      'Wann kommt meine Bestellung an?',
      'Wie viele Tage dauert der Versand?',
      'Lieferzeit',
      'wann ist mein Paket da',
      'Bieten Sie Express- oder Next-Day-Lieferung an?',
      'Wie schnell wird geliefert?',
    ],
    answer:
      '<p>Bestellungen, die an einem Werktag vor 14 Uhr (US-Ostküstenzeit) eingehen, verschicken wir noch am selben Tag.</p>' +
      '<ul><li>Standard: 3–5 Werktage</li><li>Express: 1–2 Werktage</li></ul>' +
      '<p>Nach Alaska und Hawaii kann es 2–3 Tage länger dauern.</p>',
    docPattern: 1,
  },
  {
    docId: 4003,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1003,
    category: 'returns',
    question: 'Wie sind Ihre Rückgabebedingungen?',
    similar: [
      'Kann ich etwas zurückschicken, das ich gekauft habe?',
      'Wie lange habe ich Zeit für eine Rücksendung?',
      'Rückgabefrist',
      'Gibt es ein Rückgaberecht?',
      'Umtausch und Rückgabe',
      'Rückgabe, wenn mir etwas nicht gefällt',
    ],
    answer:
      '<p>Unbenutzte Artikel mit Originaletiketten können Sie <strong>innerhalb von 30 Tagen nach der Lieferung</strong> zurückgeben und erhalten den vollen Kaufpreis erstattet.</p>' +
      '<p>Zeigt sich danach ein Mangel, greift unsere 2-Jahres-Garantie.</p>',
    docPattern: 2,
    buttons: [{ value: 'Wie sende ich Artikel zurück?' }, { value: 'Wann erhalte ich meine Rückerstattung?' }],
  },
  {
    docId: 4004,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1004,
    category: 'orders',
    question: 'Wie kann ich meine Bestellung verfolgen?',
    similar: [
      'Wo ist mein Paket?',
      'Sendungsnummer für meine Lieferung',
      'Bestellstatus',
      'Sendungsverfolgung',
      'Wo bleibt meine Bestellung?',
    ],
    answer:
      '<p>Sobald Ihre Bestellung versandt ist, erhalten Sie per E-Mail einen Link zur Sendungsverfolgung. Sie finden ihn auch unter <strong>Mein Konto › Bestellungen</strong>. ' +
      'Gastbestellungen können Sie mit Bestellnummer und E-Mail-Adresse auf der <a href="' +
      SHOP +
      '/orders/track">Seite zur Sendungsverfolgung</a> abrufen.</p><p>Bis der erste Scan angezeigt wird, kann es bis zu 24 Stunden dauern.</p>',
    docPattern: 1,
  },
  {
    docId: 4005,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1005,
    category: 'payment',
    question: 'Welche Zahlungsarten akzeptieren Sie?',
    similar: [
      'Kann ich mit PayPal bezahlen?',
      'Geht Apple Pay oder Google Pay?',
      'Welche Kreditkarten nehmen Sie?',
      'Zahlungsmöglichkeiten',
      'Kann ich auf Rechnung zahlen?',
      'Nehmen Sie Visa, Mastercard oder American Express?',
    ],
    answer:
      '<p>Wir akzeptieren Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, Google Pay und Northwind-Geschenkgutscheine.</p>' +
      '<p>Mit Klarna können Sie Ihren Einkauf außerdem in 4 zinsfreie Raten aufteilen.</p>',
    docPattern: 1,
  },
  {
    docId: 4006,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1006,
    category: 'warranty',
    question: 'Was deckt die 2-Jahres-Garantie ab?',
    similar: [
      'Habe ich auf meine Ausrüstung noch Garantie?',
      'Wie lange gilt die Garantie?',
      'Garantie bei Material- und Verarbeitungsfehlern',
      'Was ist von der Garantie ausgeschlossen?',
      'Gewährleistung',
    ],
    answer:
      '<p>Auf alle Northwind-Produkte gewähren wir <strong>2 Jahre Garantie ab Kaufdatum</strong> auf Material- und Verarbeitungsfehler: ' +
      'aufgegangene Nähte, defekte Reißverschlüsse, sich lösende Stoffbeschichtungen, fehlerhafte Schnallen.</p>' +
      '<p>Nicht abgedeckt sind normale Abnutzung, Unfälle, unsachgemäßer Gebrauch und Änderungen am Produkt.</p>',
    docPattern: 2,
    buttons: [{ value: 'Wie mache ich einen Garantieanspruch geltend?' }],
  },
  {
    docId: 4007,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1007,
    category: 'orders',
    question: 'Kann ich meine Bestellung stornieren?',
    similar: [
      'Ich möchte einen Kauf rückgängig machen',
      'Bestellung vor dem Versand stoppen',
      'Bestellung stornieren',
      'Wie storniere ich eine Bestellung?',
      'Bestellung abbrechen',
    ],
    answer:
      '<p>Sie können innerhalb von <strong>1 Stunde</strong> nach der Bestellung stornieren, solange sie noch den Status „Eingegangen“ hat: Gehen Sie zu Mein Konto › Bestellungen und wählen Sie <strong>Bestellung stornieren</strong>.</p>' +
      '<p>Sobald sie in Bearbeitung oder versandt ist, ist keine Stornierung mehr möglich – Sie können die Ware aber innerhalb von 30 Tagen kostenlos zurückschicken.</p>',
    docPattern: 1,
  },
  {
    docId: 4008,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1008,
    category: 'returns',
    question: 'Wann erhalte ich meine Rückerstattung?',
    similar: [
      'Wie lange dauert die Erstattung?',
      'Ich habe etwas zurückgeschickt, aber noch kein Geld bekommen',
      'Status meiner Rückerstattung',
      'Wann bekomme ich mein Geld zurück?',
      'Gutschrift nach Retoure',
      'Die Rückerstattung dauert zu lange',
    ],
    answer:
      '<p>Sobald Ihre Rücksendung in unserem Lager eingegangen ist, erstatten wir den Betrag <strong>innerhalb von 3–5 Werktagen</strong> auf Ihre ursprüngliche Zahlungsart und informieren Sie per E-Mail.</p>' +
      '<p>Bis die Gutschrift auf Ihrem Konto erscheint, kann Ihre Bank weitere 5–10 Tage brauchen.</p>',
    docPattern: 1,
  },
  {
    docId: 4009,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1009,
    category: 'accounts',
    question: 'Wie setze ich mein Passwort zurück?',
    similar: [
      'Ich habe mein Passwort vergessen',
      'Ich kann mich nicht einloggen',
      'Link zum Zurücksetzen des Passworts',
      'Kennwort vergessen',
      'Anmeldung funktioniert nicht',
    ],
    answer:
      '<p>Klicken Sie auf der <a href="' +
      SHOP +
      '/account/login">Anmeldeseite</a> auf <strong>Passwort vergessen?</strong> und geben Sie Ihre E-Mail-Adresse ein. Der Link zum Zurücksetzen ist 60 Minuten gültig.</p>' +
      '<p>Nach einigen Minuten noch keine E-Mail? Sehen Sie bitte in Ihrem Spam-Ordner nach.</p>',
    docPattern: 1,
  },
  {
    docId: 4010,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1010,
    category: 'orders',
    question: 'Kann ich die Lieferadresse meiner Bestellung ändern?',
    similar: [
      'Ich habe die falsche Adresse angegeben',
      'Lieferadresse nach der Bestellung ändern',
      'Bestellung an eine andere Adresse schicken',
      'Tippfehler in der Adresse',
      'Versandadresse korrigieren',
    ],
    answer:
      '<p>Solange Ihre Bestellung noch nicht in Bearbeitung ist (etwa 1 Stunde nach der Bestellung), können wir die Adresse ändern: Antworten Sie einfach auf Ihre Bestellbestätigung oder schreiben Sie uns hier.</p>' +
      '<p>Ist sie bereits versandt, können Sie das Paket über den Link des Versanddienstleisters in Ihrer Versand-E-Mail umleiten.</p>',
    docPattern: 1,
  },

  // ---- Versand --------------------------------------------------------------------------
  {
    docId: 4011,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1011,
    category: 'shipping',
    question: 'Liefern Sie auch ins Ausland?',
    similar: [
      'Versenden Sie nach Kanada?',
      'Versand außerhalb der USA',
      'Liefern Sie nach Deutschland oder Europa?',
      'Internationaler Versand',
      'Kann ich aus Österreich oder der Schweiz bestellen?',
      'Fallen Zoll oder Einfuhrabgaben an?',
    ],
    answer:
      '<p>Ja, nach Kanada, Großbritannien, in die EU und nach Australien. Der internationale Versand kostet ab $19.95 und dauert 7–14 Werktage.</p>' +
      '<p>Einfuhrzölle und Steuern zieht der Zusteller bei der Lieferung ein. Der kostenlose Versand für Bestellungen über $50 gilt nur für Adressen in den USA.</p>',
    docPattern: 1,
  },
  {
    docId: 4012,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1012,
    category: 'shipping',
    question: 'Mein Paket wird als zugestellt angezeigt, ist aber nicht angekommen',
    similar: [
      'Laut Sendungsverfolgung zugestellt, aber nichts erhalten',
      'Paket verloren gegangen',
      'Mein Paket wurde gestohlen',
      'Paket nicht erhalten',
      'Zugestellt, aber kein Paket da',
    ],
    answer:
      '<p>Das tut uns leid! Fragen Sie bitte bei Ihren Nachbarn nach, sehen Sie in der Poststelle bzw. am Empfang Ihres Gebäudes und rund um Ihre Tür nach und warten Sie 24 Stunden: Zusteller melden Pakete manchmal zu früh als zugestellt.</p>' +
      '<p>Immer noch nicht da? Nennen Sie uns Ihre Bestellnummer, dann stellen wir einen Nachforschungsauftrag beim Versanddienstleister und schicken Ihnen Ersatz.</p>',
    docPattern: 1,
  },
  {
    docId: 4013,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1013,
    category: 'shipping',
    question: 'Warum kam meine Bestellung in mehreren Paketen?',
    similar: [
      'Nur ein Teil meiner Bestellung ist angekommen',
      'Teillieferung',
      'Ich habe nur ein Paket meiner Bestellung erhalten',
      'Der Rest der Bestellung fehlt',
      'Bestellung wurde aufgeteilt',
    ],
    answer:
      '<p>Große Bestellungen und sperrige Ausrüstung wie Zelte und Kajaks werden oft aus verschiedenen Lagern verschickt und kommen daher getrennt an. ' +
      'Jedes Paket hat eine eigene Sendungsnummer, die Sie in Ihren Versand-E-Mails finden.</p><p>Für eine Teillieferung zahlen Sie nie zusätzliche Versandkosten.</p>',
    docPattern: 1,
  },
  {
    docId: 4014,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1014,
    category: 'shipping',
    question: 'Liefern Sie an Postfächer und APO/FPO-Adressen?',
    similar: [
      'Kann ich an ein Postfach liefern lassen?',
      'Versand an eine Militäradresse',
      'Lieferung an P.O. Box',
      'Postfachadresse',
      'Lieferung an einen US-Militärstützpunkt',
      'Lieferung an eine APO-Adresse als Soldat',
    ],
    answer:
      '<p>Ja, der Standardversand liefert an Postfächer (P.O. Boxes) und APO/FPO/DPO-Adressen. Für Expressversand und sperrige Artikel benötigen wir eine Straßenadresse.</p>',
    docPattern: 1,
  },

  // ---- Rücksendungen --------------------------------------------------------------------
  {
    docId: 4015,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1015,
    category: 'returns',
    question: 'Wie sende ich Artikel zurück?',
    similar: [
      'Artikel zurückschicken',
      'Wo bekomme ich ein Rücksendeetikett?',
      'Ablauf der Rücksendung',
      'Retoure anmelden',
      'Rücksendeschein ausdrucken',
    ],
    answer:
      '<p>Gehen Sie zu <strong>Mein Konto › Bestellungen</strong>, wählen Sie die Bestellung und dann <strong>Artikel zurücksenden</strong>. ' +
      'Wenn Sie als Gast bestellt haben, starten Sie die Rücksendung auf der <a href="' +
      SHOP +
      '/returns">Rücksendeseite</a> mit Bestellnummer und E-Mail-Adresse.</p>' +
      '<p>Drucken Sie das frankierte Rücksendeetikett aus, verpacken Sie die Artikel mit ihren Etiketten und geben Sie das Paket bei einer beliebigen UPS-Annahmestelle ab.</p>',
    docPattern: 1,
  },
  {
    docId: 4016,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1016,
    category: 'returns',
    question: 'Ist die Rücksendung kostenlos?',
    similar: [
      'Muss ich für die Rücksendung bezahlen?',
      'Rücksendekosten',
      'Wer trägt das Porto für die Retoure?',
      'Kostenlose Retoure?',
      'Was kostet eine Rücksendung?',
    ],
    answer:
      '<p>Rücksendungen defekter oder falsch gelieferter Artikel und jeder Umtausch sind kostenlos. Bei anderen Rücksendungen ziehen wir $6.95 für das frankierte Etikett von Ihrer Erstattung ab.</p>',
    docPattern: 1,
  },
  {
    docId: 4017,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1017,
    category: 'returns',
    question: 'Kann ich einen Artikel gegen eine andere Größe oder Farbe umtauschen?',
    similar: [
      'Die Wanderschuhe sind zu klein',
      'In eine andere Größe tauschen',
      'Jacke umtauschen',
      'Passt nicht, kann ich tauschen?',
      'Umtausch in eine andere Farbe',
    ],
    answer:
      '<p>Ja. Starten Sie eine Rücksendung und wählen Sie <strong>Umtausch</strong> mit der neuen Größe oder Farbe. Der Umtausch ist versandkostenfrei, und wir schicken den neuen Artikel los, sobald Ihre Rücksendung vom Versanddienstleister eingescannt wurde.</p>',
    docPattern: 1,
  },
  {
    docId: 4018,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1018,
    category: 'returns',
    question: 'Welche Artikel kann ich nicht zurückgeben?',
    similar: [
      'Nicht rückgabefähige Produkte',
      'Kann ich eine angebrochene Gaskartusche zurückgeben?',
      'Vom Umtausch ausgeschlossene Artikel',
      'Ausnahmen vom Rückgaberecht',
      'Reduzierte Ware zurückgeben',
    ],
    answer:
      '<p>Nicht zurücknehmen können wir Geschenkgutscheine, personalisierte Artikel, geöffnete Brennstoffkartuschen sowie Artikel mit dem Hinweis <strong>Vom Umtausch ausgeschlossen</strong>. ' +
      'Alles andere können Sie unbenutzt innerhalb von 30 Tagen zurückgeben.</p>',
    docPattern: 1,
  },
  {
    docId: 4019,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1019,
    category: 'returns',
    question: 'Kann ich ein Geschenk zurückgeben?',
    similar: [
      'Ich habe ein Geschenk aus Ihrem Shop bekommen',
      'Rückgabe ohne Kassenbon',
      'Geschenk gegen Guthaben zurückgeben',
      'Geschenk umtauschen',
      'Rückgabe mit Geschenkbeleg',
      'Geschenk ohne Beleg zurückgeben',
    ],
    answer:
      '<p>Ja. Geben Sie auf der Rücksendeseite die Bestellnummer vom Geschenkbeleg an. Geschenkrücksendungen erstatten wir als Northwind-Geschenkgutschein, die schenkende Person wird also nicht benachrichtigt.</p>',
    docPattern: 1,
  },

  // ---- Zahlung --------------------------------------------------------------------------
  {
    docId: 4020,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1020,
    category: 'payment',
    question: 'Kann ich in Raten zahlen?',
    similar: [
      'Jetzt kaufen, später bezahlen',
      'Bieten Sie Klarna an?',
      'Zahlung in monatlichen Raten',
      'Ratenzahlung',
      'Kann ich die Zahlung aufteilen?',
    ],
    answer:
      '<p>Ja. Wählen Sie an der Kasse <strong>Klarna</strong>, um in 4 zinsfreien Raten im Abstand von zwei Wochen zu zahlen – bei Bestellungen von $35 bis $1000. Über die Genehmigung entscheidet Klarna.</p>',
    docPattern: 1,
  },
  {
    docId: 4021,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1021,
    category: 'payment',
    question: 'Warum wurde meine Zahlung abgelehnt?',
    similar: [
      'Meine Karte funktioniert an der Kasse nicht',
      'Zahlung fehlgeschlagen',
      'Transaktion wurde abgelehnt',
      'Bezahlen klappt nicht',
      'Kreditkarte wird nicht akzeptiert',
      'Kreditkarte abgelehnt, was tun?',
    ],
    answer:
      '<p>Meist stimmen die Rechnungsadresse oder der Sicherheitscode nicht mit den Daten Ihrer Bank überein, oder die Bank blockiert einen Online-Kauf.</p>' +
      '<p>Es wurde kein Geld abgebucht. Prüfen Sie Ihre Angaben, versuchen Sie es mit einer anderen Karte oder mit PayPal oder rufen Sie Ihre Bank an.</p>',
    docPattern: 1,
  },
  {
    docId: 4022,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1022,
    category: 'payment',
    question: 'Wie löse ich einen Rabattcode oder Geschenkgutschein ein?',
    similar: [
      'Wo gebe ich den Gutscheincode ein?',
      'Mein Gutschein funktioniert nicht',
      'Gutschein einlösen',
      'Rabattcode wird nicht akzeptiert',
      'Wo ist das Feld für den Aktionscode?',
    ],
    answer:
      '<p>Geben Sie den Code an der Kasse in das Feld <strong>Geschenkgutschein oder Rabattcode</strong> ein und klicken Sie auf „Anwenden“.</p>' +
      '<ul><li>Ein Rabattcode pro Bestellung</li><li>Geschenkgutscheine lassen sich mit einem Rabattcode und miteinander kombinieren</li></ul>',
    docPattern: 1,
  },
  {
    docId: 4023,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1023,
    category: 'payment',
    question: 'Mir wurde die Bestellung doppelt berechnet',
    similar: [
      'Doppelte Abbuchung von meiner Kreditkarte',
      'Zwei Zahlungen für eine Bestellung',
      'Doppelte Transaktion',
      'Betrag zweimal abgebucht',
      'Ich wurde zweimal belastet',
    ],
    answer:
      '<p>Meist ist einer der beiden Beträge nur eine vorübergehende Autorisierung (Reservierung), keine Abbuchung. Solche Reservierungen verschwinden innerhalb von 3–5 Werktagen von selbst.</p>' +
      '<p>Sind danach noch beide Beträge da, schicken Sie uns einen Screenshot Ihres Kontoauszugs – wir erstatten die doppelte Zahlung umgehend.</p>',
    docPattern: 1,
  },
  {
    docId: 4024,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1024,
    category: 'payment',
    question: 'Verkaufen Sie Geschenkgutscheine?',
    similar: [
      'Gutschein kaufen',
      'E-Gutschein für einen Freund',
      'Geschenkkarte',
      'Kann ich einen Gutschein verschenken?',
      'Digitaler Gutschein',
    ],
    answer:
      '<p>Ja! Unsere digitalen Geschenkgutscheine kommen sofort per E-Mail, verfallen nie und gelten für das gesamte Sortiment.</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/gift-card.png',
      title: 'Digitaler Northwind-Geschenkgutschein',
      desc: 'Per E-Mail zugestellt, ohne Ablaufdatum.',
      price: '$25 – $500',
      url: SHOP + '/gift-cards',
    },
  },

  // ---- Bestellungen ---------------------------------------------------------------------
  {
    docId: 4025,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1025,
    category: 'orders',
    question: 'Ein Artikel fehlt oder ich habe den falschen Artikel erhalten',
    similar: [
      'Falsche Größe geliefert',
      'Im Paket fehlt etwas',
      'Sie haben mir das falsche Produkt geschickt',
      'Lieferung unvollständig',
      'Falscher Artikel im Paket',
    ],
    answer:
      '<p>Sehen Sie bitte zuerst in Ihren Versand-E-Mails nach: Ihre Bestellung kommt eventuell in mehreren Paketen. Fehlt ein Artikel tatsächlich oder ist er falsch, ' +
      'nennen Sie uns die Bestellnummer. Wir schicken Ihnen den richtigen Artikel kostenlos zu; den falschen senden Sie mit einem kostenlosen Etikett zurück.</p>',
    docPattern: 1,
  },
  {
    docId: 4026,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1026,
    category: 'orders',
    question: 'Kann ich Artikel zu meiner Bestellung hinzufügen oder ändern?',
    similar: [
      'Bestellung ändern',
      'Etwas zu einer bestehenden Bestellung hinzufügen',
      'Größe in meiner Bestellung ändern',
      'Ich habe vergessen, etwas mitzubestellen',
      'Bestellung nachträglich bearbeiten',
    ],
    answer:
      '<p>Aufgegebene Bestellungen lassen sich nicht mehr bearbeiten. Innerhalb von 1 Stunde können Sie stornieren und neu bestellen; danach geben Sie eine zweite Bestellung auf (der kostenlose Versand über $50 gilt für jede Bestellung einzeln) oder tauschen den Artikel nach der Lieferung um.</p>',
    docPattern: 1,
  },
  {
    docId: 4027,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1027,
    category: 'orders',
    question: 'Erstatten Sie die Differenz, wenn ein Artikel im Preis reduziert wird?',
    similar: [
      'Der Preis ist nach meinem Kauf gesunken',
      'Jetzt ist es billiger',
      'Preisgarantie',
      'Preisdifferenz zurückbekommen',
      'Gibt es eine Tiefpreisgarantie?',
    ],
    answer:
      '<p>Ja, einmal pro Artikel: Sinkt der Preis <strong>innerhalb von 14 Tagen</strong> nach Ihrem Kauf, erstatten wir Ihnen die Differenz. Schicken Sie uns dazu die Bestellnummer und den Link zum Produkt.</p>' +
      '<p>Preise anderer Händler gleichen wir nicht an.</p>',
    docPattern: 1,
  },
  {
    docId: 4028,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1028,
    category: 'orders',
    question: 'Ich möchte mich beschweren',
    similar: [
      'Ich bin mit Ihrem Service nicht zufrieden',
      'Offizielle Beschwerde einreichen',
      'Das ist inakzeptabel, ich will mich beschweren',
      'Beschwerde über den Kundenservice',
      'Sehr schlechter Service',
    ],
    answer:
      '<p>Es tut mir leid, dass wir Sie enttäuscht haben. Ich verbinde Sie jetzt mit unserem Kundenservice-Team, damit sich jemand persönlich um Ihr Anliegen kümmert.</p>',
    docPattern: 1,
    transfer: true,
  },
  {
    docId: 4029,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1029,
    category: 'orders',
    question: 'Wo finde ich meine Bestellbestätigung oder Rechnung?',
    similar: [
      'Ich habe keine Bestellbestätigung per E-Mail bekommen',
      'Kaufbeleg herunterladen',
      'Rechnung für meine Firma herunterladen',
      'Keine Bestätigungsmail erhalten',
      'Quittung für meinen Einkauf',
    ],
    answer:
      '<p>Die Bestätigung schicken wir wenige Minuten nach der Bestellung per E-Mail; sehen Sie bitte auch im Spam-Ordner nach. Rechnungen können Sie als PDF unter <strong>Mein Konto › Bestellungen › Rechnung</strong> herunterladen.</p>',
    docPattern: 1,
  },

  // ---- Kundenkonto ----------------------------------------------------------------------
  {
    docId: 4030,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1030,
    category: 'accounts',
    question: 'Brauche ich ein Kundenkonto, um zu bestellen?',
    similar: [
      'Als Gast bestellen',
      'Kann ich ohne Registrierung kaufen?',
      'Warum sollte ich mich registrieren?',
      'Gastbestellung',
      'Muss ich ein Konto anlegen?',
    ],
    answer:
      '<p>Nein, Sie können problemlos als Gast bestellen. Mit einem Konto können Sie Bestellungen verfolgen, Rücksendungen mit einem Klick starten, Adressen speichern und Trail-Rewards-Punkte sammeln.</p>',
    docPattern: 1,
  },
  {
    docId: 4031,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1031,
    category: 'accounts',
    question: 'Wie ändere ich meine E-Mail-Adresse oder meine persönlichen Daten?',
    similar: [
      'Profil aktualisieren',
      'Telefonnummer in meinem Konto ändern',
      'Namen ändern',
      'Neue E-Mail-Adresse hinterlegen',
      'Kontodaten bearbeiten',
    ],
    answer:
      '<p>Melden Sie sich an und gehen Sie zu <strong>Mein Konto › Profil</strong>. Wenn Sie Ihre E-Mail-Adresse ändern, bestätigen Sie die neue Adresse über einen Link.</p>',
    docPattern: 1,
  },
  {
    docId: 4032,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1032,
    category: 'accounts',
    question: 'Wie lösche ich mein Konto?',
    similar: [
      'Kundenkonto schließen',
      'Meine persönlichen Daten entfernen',
      'Profil löschen',
      'Konto kündigen',
      'Löschung meiner Daten nach DSGVO',
    ],
    answer:
      '<p>Gehen Sie zu <strong>Mein Konto › Datenschutz</strong> und wählen Sie <strong>Konto löschen</strong>. Wir löschen Ihre Daten innerhalb von 30 Tagen; Bestelldaten bewahren wir nur so lange auf, wie es das Steuerrecht verlangt.</p>',
    docPattern: 1,
  },
  {
    docId: 4033,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1033,
    category: 'accounts',
    question: 'Wie melde ich mich von Werbe-E-Mails ab?',
    similar: [
      'Keine Newsletter mehr schicken',
      'Zu viele Werbemails',
      'Newsletter abbestellen',
      'E-Mail-Abo kündigen',
      'Ich will keine Werbung mehr bekommen',
    ],
    answer:
      '<p>Klicken Sie auf den Link <strong>Abmelden</strong> am Ende eines Newsletters oder deaktivieren Sie die E-Mails unter Mein Konto › Kommunikationseinstellungen. Das kann bis zu 48 Stunden dauern. E-Mails zu Bestellungen und Versand erhalten Sie weiterhin.</p>',
    docPattern: 1,
  },
  {
    docId: 4034,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1034,
    category: 'accounts',
    question: 'Was ist das Trail-Rewards-Programm?',
    similar: [
      'Haben Sie ein Treueprogramm?',
      'Wie sammle ich Prämienpunkte?',
      'Mitgliederpunkte',
      'Bonusprogramm',
      'Gibt es Vorteile für Stammkunden?',
    ],
    answer:
      '<p>Trail Rewards ist mit einem Kundenkonto kostenlos: Für jeden ausgegebenen Dollar erhalten Sie 1 Punkt, und je 200 Punkte werden zu einer Prämie im Wert von $10. Mitglieder erhalten außerdem vorab Zugang zu Sale-Aktionen.</p>',
    docPattern: 2,
    buttons: [{ value: 'Brauche ich ein Kundenkonto, um zu bestellen?' }],
  },
  {
    docId: 4035,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1035,
    category: 'accounts',
    question: 'Mein Konto ist gesperrt',
    similar: [
      'Zu viele fehlgeschlagene Anmeldeversuche',
      'Konto blockiert',
      'Ich komme nicht mehr in mein Konto',
      'Account gesperrt',
      'Zu oft ein falsches Passwort eingegeben',
    ],
    answer:
      '<p>Nach 5 falschen Passworteingaben wird ein Konto für 30 Minuten gesperrt. Wenn Sie Ihr Passwort über <strong>Passwort vergessen?</strong> zurücksetzen, ist es sofort wieder entsperrt.</p>',
    docPattern: 1,
  },

  // ---- Garantie -------------------------------------------------------------------------
  {
    docId: 4036,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1036,
    category: 'warranty',
    question: 'Wie mache ich einen Garantieanspruch geltend?',
    similar: [
      'Der Reißverschluss meines Zelts ist kaputt',
      'Die Naht meines Rucksacks ist gerissen',
      'Defektes Produkt melden',
      'Garantiefall melden',
      'Mangel reklamieren',
      'Wie läuft eine Reklamation?',
    ],
    answer:
      '<p>Füllen Sie das <a href="' +
      SHOP +
      '/warranty">Garantieformular</a> mit Ihrer Bestellnummer, einer kurzen Beschreibung und einigen Fotos des Mangels aus. ' +
      'Wir antworten innerhalb von 2 Werktagen und reparieren oder ersetzen den Artikel – inklusive Versand.</p>',
    docPattern: 1,
  },
  {
    docId: 4037,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1037,
    category: 'warranty',
    question: 'Brauche ich für einen Garantiefall einen Kaufbeleg?',
    similar: [
      'Kaufnachweis für die Garantie',
      'Ich habe den Kassenbon verloren',
      'Garantie ohne Bestellnummer',
      'Garantie ohne Rechnung',
      'Quittung verloren',
    ],
    answer:
      '<p>Wir benötigen einen Kaufnachweis: Bei Online-Käufen oder Käufen mit Kundenkonto genügt die Bestellnummer. Bei einem Geschenk reicht der Geschenkbeleg. ' +
      'Auch der Kassenbon eines autorisierten Händlers wird akzeptiert.</p>',
    docPattern: 1,
  },
  {
    docId: 4038,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1038,
    category: 'warranty',
    question: 'Reparieren Sie auch Ausrüstung, deren Garantie abgelaufen ist?',
    similar: [
      'Meine alte Jacke reparieren lassen',
      'Kostenpflichtige Reparatur',
      'Zeltstange ersetzen',
      'Reparaturservice',
      'Garantie abgelaufen, was nun?',
    ],
    answer:
      '<p>Ja, unsere Reparaturwerkstatt repariert Reißverschlüsse, Nähte, Schnallen und Zeltstangen zum Selbstkostenpreis, meist innerhalb von 2–3 Wochen. Für einen Kostenvoranschlag schicken Sie uns Fotos über das Garantieformular.</p>' +
      '<p>Kleine Reparaturen unterwegs erledigen Sie ganz einfach mit unserem Reparaturset für Zeltstangen.</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/pole-repair-kit.png',
      title: 'Reparaturset für Zeltstangen',
      desc: 'Reparaturhülse, Ersatz-Gummizug und Aluminiumsegment für die meisten Gestänge mit 8,5–9,5 mm.',
      price: '$12.95',
      url: SHOP + '/products/tent-pole-repair-kit',
    },
  },
  {
    docId: 4039,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1039,
    category: 'warranty',
    question: 'Gilt die Garantie auch für Produkte aus anderen Geschäften?',
    similar: [
      'Ich habe es bei einem anderen Händler gekauft',
      'Garantie für andere Marken',
      'Bei Amazon gekauft',
      'Nicht bei Ihnen gekauft – gilt die Garantie trotzdem?',
      'Im Fachhandel gekauft',
    ],
    answer:
      '<p>Für Produkte der Marke Northwind gelten 2 Jahre Garantie, egal bei welchem autorisierten Händler Sie sie gekauft haben – mit dessen Kaufbeleg. ' +
      'Für andere Marken aus unserem Sortiment gilt die Herstellergarantie; gern helfen wir Ihnen, den Hersteller zu kontaktieren.</p>',
    docPattern: 1,
  },
  {
    docId: 4040,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1040,
    category: 'warranty',
    question: 'Was passiert, wenn mein Artikel nicht repariert werden kann?',
    similar: [
      'Ersatz im Garantiefall',
      'Das Produkt wird nicht mehr hergestellt',
      'Bekomme ich ein neues?',
      'Nicht reparierbar',
      'Austausch statt Reparatur',
    ],
    answer:
      '<p>Wir ersetzen ihn durch dasselbe Produkt oder, falls es nicht mehr erhältlich ist, durch das ähnlichste aktuelle Modell. Ist keines von beiden verfügbar, erhalten Sie ein Guthaben in Höhe des gezahlten Preises.</p>',
    docPattern: 1,
  },
  {
    docId: 4041,
    tenantId: 'demo',
    lang: 'de',
    translationOf: 1041,
    category: 'orders',
    question: 'Rückruf anfordern',
    similar: [
      'Können Sie mich zurückrufen?',
      'Ich hätte gern einen Anruf',
      'Bitte rufen Sie mich an',
      'Lieber telefonisch besprechen',
      'Rückrufservice',
    ],
    answer:
      '<p>Hinterlassen Sie Ihren Namen, Ihre Telefonnummer und eine passende Uhrzeit – jemand aus unserem Team ruft Sie innerhalb eines Werktags zurück.</p>',
    docPattern: 1,
    // Posted to the demo's own form endpoint through visitor/fromRequest.
    form: {
      referGuide: 'Hinterlassen Sie Ihre Nummer, wir rufen Sie innerhalb eines Werktags zurück.',
      fromFields: [
        { fieldId: 1, fieldName: 'Name', fieldType: 1, requiredStatus: 1, fieldValue: '' },
        { fieldId: 2, fieldName: 'Telefon', fieldType: 1, requiredStatus: 1, fieldValue: '' },
        {
          fieldId: 3,
          fieldName: 'Beste Uhrzeit',
          fieldType: 7,
          requiredStatus: 0,
          fieldValue: '[{"name":"Vormittags"},{"name":"Nachmittags"},{"name":"Abends"}]',
        },
      ],
      url: '/api/demo/formSink',
      method: 'POST',
      headers: {},
      contentType: 'application/json',
    },
  },
];
