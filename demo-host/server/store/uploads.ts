// What is known of each uploaded file: its random stored name, its owner and its own name.
import type { Db } from '../db/database';

export interface NewUpload {
  storedName: string;
  /** null: an agent's upload */
  userId: string | null;
  originalName: string;
  mime: string;
  size: number;
}

export function uploadStore(db: Db, now: () => number) {
  const insert = db.prepare(
    'INSERT INTO uploads (stored_name, user_id, original_name, mime, size, created_at) VALUES (@storedName, @userId, @originalName, @mime, @size, @createdAt)',
  );
  const byName = db.prepare<[string], { original_name: string }>('SELECT original_name FROM uploads WHERE stored_name = ?');
  return {
    add(upload: NewUpload) {
      insert.run({ ...upload, createdAt: now() });
    },
    has: (storedName: string) => byName.get(storedName) !== undefined,
    /** The name the file had on the uploader's machine. */
    originalName: (storedName: string) => byName.get(storedName)?.original_name,
  };
}
export type UploadStore = ReturnType<typeof uploadStore>;
