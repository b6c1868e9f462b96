// What the visitor is typing, kept outside the composer: a trip to another page (leave a
// message, a FAQ article) and back finds it where it was.
import { atom } from 'nanostores';

export const $draft = atom('');
