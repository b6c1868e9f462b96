// A speech bubble: static markup, no script, so any host CSP short of Trusted Types allows it.
// Parsed as HTML (innerHTML), so attributes without spaces need no quotes.
export const CHAT_ICON =
  '<svg width=28 height=28 viewBox="0 0 24 24" fill=currentColor aria-hidden=true><path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4V5a2 2 0 0 1 2-2z"/></svg>';
