// The robot's own texts (demo-host/server/robot/robotTexts.ts): every locale of the spec has each
// of them, with the placeholders of the English text, and robotText() fills them in.
import { readFileSync } from 'node:fs';
import { robotLabels } from '@server/robot/robotReply';
import { ROBOT_TEXTS, type RobotTexts, robotText } from '@server/robot/robotTexts';
import { SPEC_LOCALES } from '@shared/chooseLocale';
import { describe, expect, it } from 'vitest';

const KEYS = Object.keys(ROBOT_TEXTS.en!) as (keyof RobotTexts)[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('robot texts', () => {
  it('rule: there are texts for each code of SPEC_LOCALES, and for no other code', () => {
    expect(Object.keys(ROBOT_TEXTS).sort()).toEqual([...SPEC_LOCALES].sort());
  });

  it('rule: English has the seven texts and seven button labels of RobotTexts', () => {
    expect(KEYS.sort()).toEqual([
      'confirm',
      'courtesy',
      'declined',
      'feedback',
      'guide',
      'no',
      'notUseful',
      'otherLanguage',
      'readFull',
      'transfer',
      'transferButton',
      'unknown',
      'useful',
      'yes',
    ]);
  });

  describe.each(SPEC_LOCALES)('%s', (code) => {
    const texts = ROBOT_TEXTS[code]!;

    it('rule: has every text, none blank, and no other', () => {
      expect(Object.keys(texts).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) expect(texts[key].trim(), key).not.toBe('');
    });

    it('rule: each text has exactly the placeholders of the English text, each once', () => {
      for (const key of KEYS) expect(placeholders(texts[key]), key).toEqual(placeholders(ROBOT_TEXTS.en![key]));
    });

    it("rule: the button labels are the widget's own words for them in this locale", () => {
      const widget = JSON.parse(readFileSync(`widget/locales/${code}.json`, 'utf8'));
      expect(robotLabels(code)).toEqual({
        yes: widget.message.confirmYes,
        no: widget.message.confirmNo,
        transfer: widget.message.transfer,
        useful: widget.message.useful,
        notUseful: widget.message.notUseful,
        feedback: widget.message.feedback,
        readFull: widget.question.readFull,
      });
    });

    it('rule: translated: no text but the placeholders reads as in English', () => {
      if (code == 'en') return;
      for (const key of KEYS) expect(texts[key], key).not.toBe(ROBOT_TEXTS.en![key]);
    });
  });
});

describe('robotText', () => {
  it('rule: fills {question} in the locale asked for', () => {
    expect(robotText('de', 'confirm', { question: 'Wie lange dauert der Versand' })).toBe(
      'Meinten Sie: Wie lange dauert der Versand?',
    );
    expect(robotText('zh', 'confirm', { question: '运费多少' })).toBe('您是不是想问：运费多少？');
  });

  it('rule: fills {languages} with the list it is given', () => {
    const text = robotText('es', 'otherLanguage', { languages: 'English, Deutsch' });
    expect(text).toContain('English, Deutsch');
    expect(text).not.toContain('{');
  });

  it('rule: a text with no placeholder is returned as it is', () => {
    expect(robotText('fr', 'transfer')).toBe(ROBOT_TEXTS.fr!.transfer);
  });

  it('rule: a locale with no texts falls back to English', () => {
    expect(robotText('xx', 'confirm', { question: 'Shipping costs' })).toBe('Did you mean: Shipping costs?');
    expect(robotText('', 'unknown')).toBe(ROBOT_TEXTS.en!.unknown);
  });

  it('rule: a missing fill leaves no placeholder behind', () => {
    expect(robotText('en', 'confirm')).toBe('Did you mean: ?');
  });

  it('rule: what is filled in is kept as written ($ patterns, a placeholder inside it)', () => {
    expect(robotText('en', 'confirm', { question: "Is it $& or $'?" })).toBe("Did you mean: Is it $& or $'??");
    expect(robotText('en', 'confirm', { question: 'Say {languages}', languages: 'English' })).toBe(
      'Did you mean: Say {languages}?',
    );
  });
});
