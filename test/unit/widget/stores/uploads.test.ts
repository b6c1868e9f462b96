// Files from the footer menu: checked by the spec's rule before anything is uploaded, shown
// at once, uploaded, then sent once through the outbox; a failed upload can be tried again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, sessionStart } from '../../chatMessage';
import { calls, fake, uploaded } from './fakeClient';

vi.mock('@widget/api/client', () => import('./fakeClient'));

const { sendFile, retryUpload } = await import('@widget/stores/uploads');
const { $messages, isUnuploadedFile, resetMessages } = await import('@widget/stores/messages');
const { $session } = await import('@widget/stores/session');
const { $toasts } = await import('@widget/stores/ui');

const file = (name: string, size = 100) => {
  const picked = new File([new Uint8Array(4)], name);
  Object.defineProperty(picked, 'size', { value: size });
  return picked;
};

const stored = (body: Record<string, unknown>) => ({ ...chatMessage({ id: 11, msgTime: Date.now() }), ...body });

beforeEach(() => {
  calls.length = 0;
  uploaded.length = 0;
  localStorage.clear();
  resetMessages();
  $toasts.set([]);
  $session.set(sessionStart({ status: 2 }));
  fake.answer = (_call, body) => stored(body);
});

describe('sending a file', () => {
  it('rule: a picture is shown at once by its preview, uploaded as an image, then sent as msgType 2 with its name and size', async () => {
    const sending = sendFile(file('parcel.png', 2048), 'image');
    expect($messages.get()[0]).toMatchObject({
      msgType: 2,
      fileName: 'parcel.png',
      status: 'loading',
      senderType: 1,
      previewUrl: expect.stringMatching(/^blob:/),
      progress: 0,
    });
    await sending;
    expect(uploaded).toEqual([{ name: 'parcel.png', purpose: 'image' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      call: 'sendMsg',
      body: { msgType: 2, msgContent: expect.stringMatching(/\.png$/), fileName: 'parcel.png', size: 2048 },
    });
    expect($messages.get()).toHaveLength(1);
    expect($messages.get()[0]).toMatchObject({ id: 11, msgType: 2, status: 'success' });
  });

  it('rule: the kind the server gives decides the msgType (video 6, file 4, audio 5)', async () => {
    for (const [name, kind, msgType] of [
      ['clip.mp4', 'video', 6],
      ['manual.pdf', 'file', 4],
      ['note.mp3', 'audio', 5],
    ] as const) {
      fake.upload = (picked) => ({ url: '/api/files/x', name: picked.name, size: 1, kind });
      await sendFile(file(name), kind == 'video' ? 'video' : 'file');
      expect(calls.at(-1)!.body).toMatchObject({ msgType });
    }
  });

  it('rule: a refusal speaks of the button used (archives and office documents; pictures only), a file over 50 MB gets fileMax; nothing is uploaded or shown', async () => {
    await sendFile(file('logs.zip'), 'file');
    await sendFile(file('report.docx'), 'file');
    await sendFile(file('photo.pdf'), 'image');
    await sendFile(file('huge.png', 52428801), 'image');
    expect($toasts.get().map((toast) => toast.text)).toEqual([
      'upload.noArchives',
      'upload.noArchives',
      'upload.onlyPictures',
      'upload.fileMax',
    ]);
    expect(uploaded).toEqual([]);
    expect($messages.get()).toEqual([]);
  });

  it('rule: exactly 50 MB is still allowed', async () => {
    await sendFile(file('big.png', 52428800), 'image');
    expect(uploaded).toHaveLength(1);
  });

  it('a failed upload shows the warning; trying again uploads it again and sends it once', async () => {
    fake.upload = () => {
      throw new TypeError('Failed to fetch');
    };
    await sendFile(file('receipt.jpg'), 'image');
    const [failed] = $messages.get();
    expect(failed).toMatchObject({ status: 'failed', fileName: 'receipt.jpg' });
    expect(isUnuploadedFile(failed!)).toBe(true);
    expect(calls).toEqual([]);

    fake.upload = (picked) => ({ url: '/api/files/r.jpg', name: picked.name, size: 4, kind: 'image' });
    expect(retryUpload(failed!.clientId!)).toBe(true);
    await vi.waitFor(() => expect($messages.get()[0]).toMatchObject({ status: 'success', msgType: 2 }));
    expect(isUnuploadedFile($messages.get()[0]!)).toBe(false);
    expect(calls.filter((entry) => entry.call == 'sendMsg')).toHaveLength(1);
    expect(retryUpload(failed!.clientId!)).toBe(false);
  });

  it('rule: a pasted picture travels as a data URL through uploadBase64, a chosen one through upload', async () => {
    fake.answer = (call, body) =>
      call == 'uploadBase64' ? { url: '/api/files/p.png', name: body.fileName, size: 4, kind: 'image' } : stored(body);
    await sendFile(file('pasted-20261123-1600.png'), 'image', 'paste');
    expect(uploaded).toEqual([]);
    expect(calls[0]).toMatchObject({
      call: 'uploadBase64',
      body: { imgData: expect.stringMatching(/^data:/), fileName: 'pasted-20261123-1600.png' },
    });
    expect(calls[1]).toMatchObject({ call: 'sendMsg', body: { msgType: 2, msgContent: '/api/files/p.png' } });
  });

  it("rule: a picture's progress rises 5 a second to 95 while it uploads, and shows 100 once uploaded", async () => {
    vi.useFakeTimers();
    try {
      let finish!: (value: unknown) => void;
      fake.upload = (picked) =>
        new Promise(
          (resolve) => (finish = () => resolve({ url: '/api/files/s.png', name: picked.name, size: 4, kind: 'image' })),
        );
      const sending = sendFile(file('slow.png'), 'image');
      const progress = () => $messages.get()[0]!.progress;
      expect(progress()).toBe(0);
      await vi.advanceTimersByTimeAsync(3000);
      expect(progress()).toBe(15);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(progress()).toBe(95);
      finish(undefined);
      await vi.advanceTimersByTimeAsync(0);
      expect(progress()).toBe(100);
      await sending;
    } finally {
      vi.useRealTimers();
    }
  });
});
