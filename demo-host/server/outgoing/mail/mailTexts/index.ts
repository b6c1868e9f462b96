// Every locale's mail texts, keyed by the spec's locale codes ('tw' is Traditional Chinese).
import { ar } from './ar';
import { bn } from './bn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fa } from './fa';
import { fil } from './fil';
import { fr } from './fr';
import { ja } from './ja';
import { km } from './km';
import { ko } from './ko';
import { lo } from './lo';
import { ms } from './ms';
import { my } from './my';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import { th } from './th';
import { tr } from './tr';
import { tw } from './tw';
import type { MailTexts } from './types';
import { vi } from './vi';
import { zh } from './zh';
import { zu } from './zu';

export type { MailTexts } from './types';

export const MAIL_TEXTS: Readonly<Record<string, MailTexts>> = {
  zh,
  en,
  vi,
  th,
  ar,
  bn,
  de,
  es,
  fa,
  fil,
  fr,
  ja,
  km,
  lo,
  ko,
  ms,
  my,
  nl,
  pl,
  pt,
  ru,
  tr,
  tw,
  zu,
};
