/**
 * Text exactly as sent, line breaks kept: the safe way to show content we cannot read.
 * dir="auto": the sender's words keep their own direction inside a right-to-left page.
 */
export function PlainText({ text }: { text: string | null | undefined }) {
  return (
    <span class="msg-text" dir="auto">
      {text == null ? '' : String(text)}
    </span>
  );
}
