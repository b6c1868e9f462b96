/** Text exactly as sent, line breaks kept: the safe way to show content we cannot read. */
export function PlainText({ text }: { text: string | null | undefined }) {
  return <span class="msg-text">{text == null ? '' : String(text)}</span>;
}
