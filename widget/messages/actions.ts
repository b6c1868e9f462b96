// What a message can ask the chat to do. The chat page provides these; message
// components only call them.
import type { ShownMessage } from '../stores/messages';

export interface MessageActions {
  /** A suggestion, FAQ entry or tip was clicked: ask the robot about that document. */
  askDocument(docId: number, question: string): void;
  /** No to the robot's "Did you mean: X?": `text` is the visitor's answer as shown. */
  decline(docId: number, text: string): void;
  /** A button of a robot answer (btnList) or an auto-tip: send its text as the visitor. */
  sendText(text: string): void;
  /** The "transfer to a human" button under a robot answer. */
  transfer(): void;
  /** Whether a transfer can still be asked for: once queued or with an agent, those buttons are off. */
  canTransfer: boolean;
  /** Useful / not useful on a robot answer (commentDoc). */
  rateAnswer(message: ShownMessage, useful: boolean): void;
  /** The warning icon of a failed send: try again. */
  resend(message: ShownMessage): void;
}
