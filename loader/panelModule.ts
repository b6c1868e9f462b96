// loader-panel.js: what loader.js imports when the visitor (or the page) first needs more
// than the bubble. A page whose visitor never opens the chat never downloads it.
import type { Handover } from './context';
import { createPanel } from './panel';
import { createWidget } from './widget';

export const start = (handover: Handover) => createWidget(handover, createPanel);
