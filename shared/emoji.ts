// The emoji the chat offers (the spec: 50), for visitors in the widget and agents in the console.
export const EMOJI: readonly string[] = [
  '😀', '😃', '😄', '😁', '😆', '😅', '😂', '🙂', '😉', '😊',
  '😍', '😘', '😋', '😎', '🤔', '😐', '😮', '😢', '😭', '😡',
  '🥳', '😴', '🤗', '🙄', '😬', '👍', '👎', '👌', '🙏', '👏',
  '🙌', '💪', '🤝', '👋', '✌️', '❤️', '💔', '⭐', '🎉', '🎁',
  '📦', '🚚', '🛒', '💳', '📞', '✉️', '✅', '❌', '❓', '💡',
];
