// The queue stub from the README ("Paste this"), then calls the page makes before the loader arrives.
// biome-ignore format: the snippet exactly as site owners paste it, on one line.
// biome-ignore lint/complexity/noArguments: the snippet as pasted, runnable on any browser.
window.ChatOnline=window.ChatOnline||function(){(ChatOnline.q=ChatOnline.q||[]).push(arguments)};

ChatOnline('setUser', {
  userName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '13800138000',
  params: { customerId: 'C-1042', plan: 'gold' },
});

function logEvent(text) {
  var log = document.getElementById('event-log');
  if (!log) return;
  var item = document.createElement('li');
  item.textContent = new Date().toLocaleTimeString() + '  ' + text;
  log.prepend(item);
}

ChatOnline('on', 'ready', () => {
  logEvent('ready');
});
ChatOnline('on', 'open', () => {
  logEvent('open');
});
ChatOnline('on', 'close', () => {
  logEvent('close');
});
ChatOnline('on', 'ended', () => {
  logEvent('ended');
});
ChatOnline('on', 'unread', (count) => {
  document.getElementById('unread-count').textContent = String(count);
  logEvent('unread: ' + count);
});
ChatOnline('on', 'message', (preview) => {
  logEvent('message from ' + (preview.senderName || 'agent') + ': ' + preview.text);
});
