// How many uploads may stream to disk at once: per uploader and in all, per server.
import { tooManyRequests } from '../http/reply';
import type { Services } from '../services';
import type { Uploader } from '../store/uploads';

/**
 * Uploads of one uploader at once. The widget and the console send one file at a time; two
 * leaves room for a retry that starts while its first try is still being read.
 */
export const UPLOADS_PER_UPLOADER = 2;
/**
 * Uploads at once in all. Each holds a connection, a file being written and up to
 * MAX_FILE_BYTES of disk (16 × 50 MB = 800 MB in flight at most).
 */
export const UPLOADS_IN_TOTAL = 16;

const tooManyUploads = () => tooManyRequests('file: too many uploads at once, try again');

const uploaderKey = (uploader: Uploader) =>
  uploader.kind == 'visitor' ? `visitor:${uploader.userId}` : `agent:${uploader.adminId}`;

function createUploadSlots() {
  const running = new Map<string, number>();
  let total = 0;
  return {
    /** Takes a slot or throws 429; the answer frees it, once. */
    take(uploader: Uploader): () => void {
      const key = uploaderKey(uploader);
      const mine = running.get(key) ?? 0;
      if (mine >= UPLOADS_PER_UPLOADER || total >= UPLOADS_IN_TOTAL) throw tooManyUploads();
      running.set(key, mine + 1);
      total++;
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        total--;
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      };
    },
  };
}

const slotsOfServer = new WeakMap<Services, ReturnType<typeof createUploadSlots>>();

/** The slots of this server (tests run several servers in one process). */
export function uploadSlots(services: Services) {
  let slots = slotsOfServer.get(services);
  if (!slots) slotsOfServer.set(services, (slots = createUploadSlots()));
  return slots;
}
