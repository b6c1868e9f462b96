// What an agent calls a visitor: the name `setUser` or the pre-chat form gave, else a
// friendly name made from the visitor id ("Amber Otter 42"). The same id always makes the
// same name, so an agent recognises a returning visitor; the number tells two Amber Otters
// apart. Words are English on purpose: agents quote them to each other like a nickname.
import type { VisitorInfo } from './api';

const COLOURS = [
  'Amber',
  'Azure',
  'Coral',
  'Crimson',
  'Golden',
  'Indigo',
  'Ivory',
  'Jade',
  'Lilac',
  'Olive',
  'Ruby',
  'Sage',
  'Silver',
  'Teal',
  'Violet',
  'Cobalt',
];
const ANIMALS = [
  'Otter',
  'Fox',
  'Heron',
  'Lynx',
  'Panda',
  'Robin',
  'Seal',
  'Swan',
  'Tiger',
  'Wolf',
  'Koala',
  'Falcon',
  'Badger',
  'Dolphin',
  'Hare',
  'Owl',
];

/** FNV-1a: a small, stable spread of any string over 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/** A stable, friendly stand-in for a visitor who gave no name. */
export function friendlyName(userId: string): string {
  const value = hash(userId);
  return `${COLOURS[value % COLOURS.length]} ${ANIMALS[(value >>> 4) % ANIMALS.length]} ${((value >>> 8) % 90) + 10}`;
}

/** The name a visitor gave, else their friendly name. */
export const visitorName = (userId: string, info: Pick<VisitorInfo, 'userName'>): string =>
  info.userName?.trim() || friendlyName(userId);
