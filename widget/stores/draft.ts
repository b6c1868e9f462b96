// What the visitor is typing, kept outside the composer: a trip to another page (leave a
// message, a FAQ article) and back finds it where it was, and so does a reload in this tab
// (the host page's, or the widget's own into a new build: shared/ui/chunk.ts). One per channel.
import { keepInTab, tabStorage } from '@shared/ui/tabStorage';
import { atom } from 'nanostores';

const draftKey = () => 'chat-online:draft:' + (new URLSearchParams(location.search).get('channelId') ?? '');

export const $draft = atom(tabStorage.get<string>(draftKey()) ?? '');
$draft.listen((text) => keepInTab(draftKey(), text));
