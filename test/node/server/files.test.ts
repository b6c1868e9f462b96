// Uploads over real HTTP: multipart and base64, the type and size rules (docs/decisions.md:
// #chat-uploads, #attachments-of-leave-messages-and-work-orders, #file-size), and how stored files are served back.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { FILES_PATH, VISITOR_API } from '@shared/api';
import { MAX_FILE_BYTES } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { type Reply, startTestServer, startVisitor, type TestVisitor, useTestServer } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><script>parent.document.title = "owned"</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00fake executable', 'latin1');
const MP4 = Buffer.from('\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom', 'latin1');

interface UploadOptions {
  purpose?: string;
  /** undefined: the visitor's token; null: none */
  token?: string | null;
  /** send the file before the userId field */
  fileFirst?: boolean;
  /** leave the file out */
  noFile?: boolean;
}

const server = useTestServer();

/** POST /api/chat/visitor/upload as a browser does: fields first, then the file. */
async function upload(
  visitor: TestVisitor,
  name: string,
  bytes: Uint8Array,
  options: UploadOptions = {},
): Promise<Reply> {
  const form = new FormData();
  const file = new Blob([new Uint8Array(bytes)]);
  if (options.fileFirst) form.append('file', file, name);
  form.append('userId', visitor.userId);
  if (options.purpose) form.append('purpose', options.purpose);
  if (!options.fileFirst && !options.noFile) form.append('file', file, name);
  const token = options.token === undefined ? visitor.token : options.token;
  const response = await server.raw(VISITOR_API + 'upload', {
    method: 'POST',
    headers: token ? { token } : {},
    body: form,
  });
  return { ...((await response.json()) as Reply), status: response.status };
}

/** GET a path exactly as written (fetch would normalise "..").*/
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const storedNames = () => readdirSync(join(server.dataDir, 'uploads'));
const storedNameOf = (url: string) => url.slice(FILES_PATH.length);

describe('file messages', () => {
  it('a picture, file, audio or video message must name a file uploaded here, of its kind; the upload itself then goes through', async () => {
    const visitor = await startVisitor(server);
    const png = (await upload(visitor, 'parcel.png', PNG)).data.url as string;
    const pdf = (await upload(visitor, 'invoice.pdf', new TextEncoder().encode('%PDF-1.4'))).data.url as string;
    const send = (msgType: number, msgContent: string, clientId: string) =>
      visitor.call('sendMsg', { clientId, msgType, msgContent });
    const refusals: [number, string, string][] = [
      [2, 'https://elsewhere.example/cat.png', 'msgContent: must be the URL of a file uploaded here'],
      [4, FILES_PATH + '0123456789abcdef0123456789abcdef.pdf', 'msgContent: must be the URL of a file uploaded here'],
      [2, pdf, 'msgContent: must be an image file'],
      [6, png, 'msgContent: must be a video file'],
    ];
    for (const [msgType, content, message] of refusals) {
      const reply = await send(msgType, content, `refused-${msgType}-${content.length}`);
      expect({ msgType, content, status: reply.status, message: reply.message }).toEqual({
        msgType,
        content,
        status: 400,
        message,
      });
    }
    expect((await send(2, png, 'picture-1')).status).toBe(200);
    expect((await send(4, pdf, 'file-1')).status).toBe(200);
  });
});

describe('multipart upload', () => {
  it('a png answers a url under /api/files/ with kind image, name, suffix and size', async () => {
    const visitor = await startVisitor(server);
    const reply = await upload(visitor, 'holiday photo.png', PNG);
    expect(reply.status, reply.message).toBe(200);
    expect(reply.data.url.startsWith(FILES_PATH)).toBe(true);
    expect(reply.data).toMatchObject({ kind: 'image', name: 'holiday photo.png', suffix: 'png', size: PNG.length });
  });

  it('the png is served back byte for byte as image/png with nosniff and a sandboxing CSP', async () => {
    const visitor = await startVisitor(server);
    const { data } = await upload(visitor, 'pixel.png', PNG);
    const response = await server.raw(data.url, { method: 'GET' });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(response.headers.get('content-disposition')).toMatch(/^inline/);
  });

  it('an upper-case extension is the same type (PHOTO.PNG is an image)', async () => {
    const visitor = await startVisitor(server);
    const reply = await upload(visitor, 'PHOTO.PNG', PNG, { purpose: 'image' });
    expect(reply.status).toBe(200);
    expect(reply.data.kind).toBe('image');
    const response = await server.raw(reply.data.url, { method: 'GET' });
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('.html, .svg, .exe and a double extension are served as application/octet-stream with Content-Disposition attachment', async () => {
    const visitor = await startVisitor(server);
    for (const [name, bytes] of [
      ['page.html', HTML],
      ['logo.svg', SVG],
      ['setup.exe', EXE],
      ['photo.png.html', HTML],
      ['noextension', HTML],
    ] as const) {
      const reply = await upload(visitor, name, bytes);
      expect({ name, status: reply.status }).toEqual({ name, status: 200 });
      expect(reply.data.kind).toBe('file');
      const response = await server.raw(reply.data.url, { method: 'GET' });
      expect(response.status).toBe(200);
      expect({ name, type: response.headers.get('content-type') }).toEqual({ name, type: 'application/octet-stream' });
      expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(response.headers.get('content-disposition')).toContain(encodeURIComponent(name));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/sandbox/);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("archives and office documents (.zip, .rar, .7z, .docx, .xlsx, .pptx) answer 400 'file: onlyIMG'", async () => {
    const visitor = await startVisitor(server);
    const before = storedNames().length;
    for (const name of [
      'backup.zip',
      'backup.rar',
      'backup.7z',
      'letter.docx',
      'sheet.xlsx',
      'slides.pptx',
      'OLD.DOC',
    ]) {
      const reply = await upload(visitor, name, Buffer.from('PK\x03\x04 not really', 'latin1'));
      expect({ name, status: reply.status, message: reply.message }).toEqual({
        name,
        status: 400,
        message: 'file: onlyIMG',
      });
    }
    expect(storedNames().length).toBe(before);
  });

  it('the image button takes only images and the video button only videos', async () => {
    const visitor = await startVisitor(server);
    expect((await upload(visitor, 'clip.mp4', MP4, { purpose: 'image' })).message).toBe('file: onlyIMG');
    expect((await upload(visitor, 'page.html', HTML, { purpose: 'image' })).message).toBe('file: onlyIMG');
    expect((await upload(visitor, 'pixel.png', PNG, { purpose: 'video' })).message).toBe('file: onlyIMG');
    const video = await upload(visitor, 'clip.mp4', MP4, { purpose: 'video' });
    expect(video.status).toBe(200);
    expect(video.data.kind).toBe('video');
  });

  it('purpose=attachment with a .pdf answers 400 onlyIMG; with .mp4 and .png answers 200 (images and videos only)', async () => {
    const visitor = await startVisitor(server);
    const pdf = await upload(visitor, 'invoice.pdf', Buffer.from('%PDF-1.4'), { purpose: 'attachment' });
    expect(pdf.status).toBe(400);
    expect(pdf.message).toBe('file: onlyIMG');
    const html = await upload(visitor, 'page.html', HTML, { purpose: 'attachment' });
    expect(html.message).toBe('file: onlyIMG');
    const mp4 = await upload(visitor, 'unboxing.mp4', MP4, { purpose: 'attachment' });
    expect(mp4.status).toBe(200);
    expect(mp4.data.kind).toBe('video');
    const served = await server.raw(mp4.data.url, { method: 'GET' });
    expect(served.headers.get('content-type')).toBe('video/mp4');
    const png = await upload(visitor, 'damage.png', PNG, { purpose: 'attachment' });
    expect(png.status).toBe(200);
  });

  it(`a file of ${MAX_FILE_BYTES + 1} bytes answers 400 fileMax; exactly ${MAX_FILE_BYTES} answers 200`, async () => {
    const visitor = await startVisitor(server);
    const before = storedNames().length;
    const tooBig = await upload(visitor, 'big.mp4', Buffer.alloc(MAX_FILE_BYTES + 1, 1), { purpose: 'video' });
    expect(tooBig.status).toBe(400);
    expect(tooBig.message).toBe('file: fileMax');
    expect(storedNames().length).toBe(before);

    // A video's bytes must start as one (an ftyp box), then any padding up to the limit.
    const exactBytes = Buffer.concat([MP4, Buffer.alloc(MAX_FILE_BYTES - MP4.length, 2)]);
    const exact = await upload(visitor, 'exact.mp4', exactBytes, { purpose: 'video' });
    expect(exact.status, exact.message).toBe(200);
    expect(exact.data.size).toBe(MAX_FILE_BYTES);
    expect(statSync(join(server.dataDir, 'uploads', storedNameOf(exact.data.url))).size).toBe(MAX_FILE_BYTES);
    // The server still answers.
    expect((await visitor.call('getSessionMsg')).status).toBe(200);
  }, 120_000);

  it('upload without a token, or with another visitor’s token, answers 401 and stores nothing', async () => {
    const visitor = await startVisitor(server);
    const other = await startVisitor(server);
    const before = storedNames().length;
    expect((await upload(visitor, 'pixel.png', PNG, { token: null })).status).toBe(401);
    expect((await upload(visitor, 'pixel.png', PNG, { token: other.token })).status).toBe(401);
    expect((await upload(visitor, 'pixel.png', PNG, { token: 'made-up' })).status).toBe(401);
    expect(storedNames().length).toBe(before);
  });

  it('a form without a file answers 400 naming file', async () => {
    const visitor = await startVisitor(server);
    const none = await upload(visitor, 'pixel.png', PNG, { noFile: true });
    expect(none.status).toBe(400);
    expect(none.message).toMatch(/^file: /);
  });

  it('the userId field must come before the file: a 2 MB file first answers 400 naming userId', async () => {
    const visitor = await startVisitor(server);
    // A tiny file may arrive in the same chunk as a later field; a large one does not.
    const late = await upload(visitor, 'big.png', Buffer.alloc(2 * 1024 * 1024, 7), { fileFirst: true });
    // The refused body is never read (see "a refused upload does not hold its connection"):
    // drop the connection so this file's server can still close.
    server.server.app.server.closeAllConnections();
    await expect
      .poll(
        () =>
          new Promise<number>((resolve) => server.server.app.server.getConnections((_error, count) => resolve(count))),
      )
      .toBe(0);
    expect(late.status).toBe(400);
    expect(late.message).toMatch(/^userId: /);
  });
});

describe('refused uploads', () => {
  it('a refused upload (no token, 5 MB file) does not hold its connection: the server still closes within 5 s', async () => {
    const own = await startTestServer();
    const visitor = await startVisitor(own);
    const form = new FormData();
    form.append('userId', visitor.userId);
    form.append('file', new Blob([new Uint8Array(5 * 1024 * 1024)]), 'big.png');
    const response = await own.raw(VISITOR_API + 'upload', { method: 'POST', body: form });
    expect(response.status).toBe(401);
    await response.text();
    // The next call is answered...
    expect((await visitor.call('getSessionMsg')).status).toBe(200);
    // ...and the server can shut down: the refused request body must be drained or the connection closed.
    const closing = own.close();
    const closedInTime = await Promise.race([
      closing.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    if (!closedInTime) own.server.app.server.closeAllConnections();
    await closing;
    expect(closedInTime).toBe(true);
  });
});

describe('uploadBase64', () => {
  it('a data:image/png;base64 URL answers 200 and the file is served', async () => {
    const visitor = await startVisitor(server);
    const reply = await visitor.call('uploadBase64', { imgData: `data:image/png;base64,${PNG.toString('base64')}` });
    expect(reply.status, reply.message).toBe(200);
    expect(reply.data.url.startsWith(FILES_PATH)).toBe(true);
    expect(reply.data).toMatchObject({ kind: 'image', suffix: 'png', size: PNG.length });
    const response = await server.raw(reply.data.url, { method: 'GET' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('the fileName decides the type; an archive name answers onlyIMG', async () => {
    const visitor = await startVisitor(server);
    const gif = await visitor.call('uploadBase64', {
      imgData: `data:image/png;base64,${PNG.toString('base64')}`,
      fileName: 'screen.gif',
    });
    expect(gif.status).toBe(200);
    expect(gif.data.suffix).toBe('gif');
    const zip = await visitor.call('uploadBase64', {
      imgData: `data:image/png;base64,${PNG.toString('base64')}`,
      fileName: 'a.zip',
    });
    expect(zip.status).toBe(400);
    expect(zip.message).toBe('file: onlyIMG');
  });

  it('a data:text/html URL is never served as HTML', async () => {
    const visitor = await startVisitor(server);
    const reply = await visitor.call('uploadBase64', { imgData: `data:text/html;base64,${HTML.toString('base64')}` });
    if (reply.status == 200) {
      const response = await server.raw(reply.data.url, { method: 'GET' });
      expect(response.headers.get('content-type')).not.toMatch(/html/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/sandbox/);
    } else {
      expect(reply.status).toBe(400);
    }
  });

  it('a URL that is not a base64 data: URL answers 400', async () => {
    const visitor = await startVisitor(server);
    for (const imgData of [
      'https://example.com/cat.png',
      '/api/files/0123456789abcdef0123456789abcdef.png',
      'javascript:alert(1)',
      'data:image/png,not-base64',
      'data:image/png;base64,!!!',
      'iVBORw0KGgo',
    ]) {
      const reply = await visitor.call('uploadBase64', { imgData });
      expect({ imgData, status: reply.status }).toEqual({ imgData, status: 400 });
      expect(reply.message).toMatch(/^imgData: /);
    }
  });

  it('uploadBase64 without a token answers 401', async () => {
    const visitor = await startVisitor(server);
    const reply = await server.post(VISITOR_API + 'uploadBase64', {
      userId: visitor.userId,
      imgData: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(reply.status).toBe(401);
  });
});

describe('serving and storing', () => {
  it('path-walking and unknown file names answer 404', async () => {
    const visitor = await startVisitor(server);
    const { data } = await upload(visitor, 'pixel.png', PNG);
    const stored = storedNameOf(data.url);
    for (const path of [
      '/api/files/../../etc/passwd',
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      '/api/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/files/..%5C..%5Cwindows%5Cwin.ini',
      '/api/files/' + stored + '/../../../etc/passwd',
      '/api/files/' + stored.toUpperCase(),
      '/api/files/0123456789abcdef0123456789abcdef.png',
      '/api/files/pixel.png',
      '/api/files/',
      '/api/files/.',
      '/api/files/%00',
    ]) {
      const response = await rawGet(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.body).not.toContain('root:');
    }
  });

  it('stored files live under DATA_DIR/uploads with random names, not the original name', async () => {
    const visitor = await startVisitor(server);
    const first = await upload(visitor, 'my passport scan.png', PNG);
    const second = await upload(visitor, 'my passport scan.png', PNG);
    const names = [storedNameOf(first.data.url), storedNameOf(second.data.url)];
    expect(names[0]).not.toBe(names[1]);
    for (const name of names) {
      expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
      expect(storedNames()).toContain(name);
      expect(readFileSync(join(server.dataDir, 'uploads', name)).equals(PNG)).toBe(true);
    }
    expect(storedNames().some((name) => name.includes('passport'))).toBe(false);
    // The original name comes back only in the download header.
    const response = await server.raw(first.data.url, { method: 'GET' });
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('my passport scan.png'));
  });

  it('a file name with path parts is stored under a random name too', async () => {
    const visitor = await startVisitor(server);
    const reply = await upload(visitor, '../../../../tmp/evil.png', PNG);
    if (reply.status == 200) {
      expect(storedNameOf(reply.data.url)).toMatch(/^[0-9a-f]{32}\.png$/);
      expect(storedNames()).toContain(storedNameOf(reply.data.url));
    } else {
      expect(reply.status).toBe(400);
    }
  });
});
