// Keys of what the loader keeps in the host page's own storage, per channel.
export const layoutKey = (channelId: string) => 'chat-online:layout:' + channelId;
// "A conversation is going": the iframe then loads at idle so unread counts keep arriving.
export const conversationKey = (channelId: string) => 'chat-online:going:' + channelId;
