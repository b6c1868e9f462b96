// What is known of each uploaded file: its random stored name, its uploader and its own name.
import type { Sql } from '../db/sql';

/** Who uploaded a file: a visitor, or an agent of a tenant. */
export type Uploader =
  | { kind: 'visitor'; userId: string; tenantId: string }
  | { kind: 'agent'; adminId: number; tenantId: string };

/** Who puts a file's URL in a message or an attachment; an agent stands for its tenant's desk. */
export type Referrer = { kind: 'visitor'; userId: string } | { kind: 'agent'; tenantId: string };

export const visitorUploader = ({ userId, tenantId }: { userId: string; tenantId: string }): Uploader => ({
  kind: 'visitor',
  userId,
  tenantId,
});
export const agentUploader = ({ adminId, tenantId }: { adminId: number; tenantId: string }): Uploader => ({
  kind: 'agent',
  adminId,
  tenantId,
});

export interface NewUpload {
  storedName: string;
  uploader: Uploader;
  originalName: string;
  mime: string;
  size: number;
}

interface UploadRow {
  original_name: string;
  user_id: string | null;
  admin_id: number | null;
  tenant_id: string | null;
}

/**
 * Whether `referrer` may send this file in a message or attach it: a visitor only its own
 * uploads; an agent any agent's upload of its tenant, since the agents of a tenant share one
 * desk (one picks up another's conversation, resends the label a teammate uploaded). An agent's
 * upload stored before uploaders were recorded (no admin_id) is nobody's to send again.
 */
function mayUse(row: UploadRow, referrer: Referrer): boolean {
  if (referrer.kind == 'visitor') return row.user_id === referrer.userId;
  return row.admin_id !== null && row.tenant_id === referrer.tenantId;
}

export function uploadStore(sql: Sql, now: () => number) {
  const byName = (storedName: string) =>
    sql.get<UploadRow>('SELECT original_name, user_id, admin_id, tenant_id FROM uploads WHERE stored_name = ?', [
      storedName,
    ]);
  return {
    async add({ uploader, ...upload }: NewUpload): Promise<void> {
      await sql.run(
        'INSERT INTO uploads (stored_name, user_id, admin_id, tenant_id, original_name, mime, size, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [
          upload.storedName,
          uploader.kind == 'visitor' ? uploader.userId : null,
          uploader.kind == 'agent' ? uploader.adminId : null,
          uploader.tenantId,
          upload.originalName,
          upload.mime,
          upload.size,
          now(),
        ],
      );
    },
    async has(storedName: string): Promise<boolean> {
      return (await byName(storedName)) !== undefined;
    },
    /** Whether the file exists and `referrer` may use it (see mayUse). */
    async usableBy(storedName: string, referrer: Referrer): Promise<boolean> {
      const row = await byName(storedName);
      return row !== undefined && mayUse(row, referrer);
    },
    /** The name the file had on the uploader's machine. */
    async originalName(storedName: string): Promise<string | undefined> {
      return (await byName(storedName))?.original_name;
    },
  };
}
