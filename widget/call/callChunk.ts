// The call's chunk: one entry for everything that loads it (the ring, the footer's request,
// the chat screen's layer), so the call's code is one file fetched once. It resolves once
// the call's texts are there, in the language showing.
import { callTextsReady } from './callTexts';

await callTextsReady;

export { default as CallLayer } from './CallLayer';
export { $call, receive, request, ring } from './callController';
