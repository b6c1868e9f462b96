// The demo shop's language picker: what a site's own switcher does to tell the chat. The
// one-line queue stub lets it call ChatOnline before the loader has arrived.
window.ChatOnline =
  window.ChatOnline ||
  function () {
    // biome-ignore lint/complexity/noArguments: the snippet's queue stub, runnable on any browser.
    (window.ChatOnline.q = window.ChatOnline.q || []).push(arguments);
  };
document.getElementById('chat-language').addEventListener('change', (event) => {
  if (event.target.value) window.ChatOnline('setLocale', event.target.value);
});
