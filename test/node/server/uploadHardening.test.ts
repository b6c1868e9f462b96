// Uploads under attack (docs/security.md): what a client sends never yields a 500; names are
// normalised and the leading bytes must match an inline type; files stream to disk with a cap
// on uploads at once; a file belongs to its uploader; a cut-off upload says so.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { type ClientRequest, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPlugin } from '@demo/demoPlugin';
import { buildServer } from '@server/app';
import { UPLOADS_IN_TOTAL, UPLOADS_PER_UPLOADER } from '@server/files/uploadSlots';
import { AGENT_API, FILES_PATH, OPEN_WO_API, VISITOR_API } from '@shared/api';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { signInAgent, startVisitor, type TestAgent, type TestVisitor, useTestServer } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><script>parent.document.title = "owned"</script>');
const latin1 = (text: string) => Buffer.from(text, 'latin1');

const server = useTestServer();

// ---- raw multipart over node:http: boundary-less types, NUL in names, held and cut bodies ----

const BOUNDARY = 'hardening-7f3a';
const fieldPart = (name: string, value: string) =>
  latin1(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHead = (filename: string) =>
  latin1(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
const CLOSING = latin1(`\r\n--${BOUNDARY}--\r\n`);
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

interface RawReply {
  status: number;
  code?: number;
  message?: string;
  data?: any;
}

interface RawSend {
  /** the answer; rejects when the connection is dropped */
  reply: Promise<RawReply>;
  /** writes the rest of the body and ends it */
  finish(rest?: Buffer): Promise<RawReply>;
  request: ClientRequest;
}

/** POSTs `head` and, unless `hold`, ends the body there; a held body goes on with finish(). */
function rawSend(path: string, headers: Record<string, string>, head: Buffer, hold = false): RawSend {
  const { hostname, port } = new URL(server.url);
  const request = httpRequest({
    hostname,
    port,
    path,
    method: 'POST',
    headers: hold ? headers : { ...headers, 'content-length': String(head.length) },
  });
  const reply = new Promise<RawReply>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, ...(JSON.parse(text) as object) });
        } catch {
          resolve({ status: response.statusCode ?? 0, message: text });
        }
      });
    });
    request.on('error', reject);
  });
  request.write(head);
  if (!hold) request.end();
  return {
    reply,
    request,
    finish(rest = Buffer.alloc(0)) {
      request.end(rest);
      return reply;
    },
  };
}

const visitorForm = (visitor: TestVisitor, filename: string, bytes: Buffer, purpose?: string) =>
  Buffer.concat([
    fieldPart('userId', visitor.userId),
    ...(purpose ? [fieldPart('purpose', purpose)] : []),
    fileHead(filename),
    bytes,
    CLOSING,
  ]);

function visitorUpload(visitor: TestVisitor, filename: string, bytes: Buffer, purpose?: string): Promise<RawReply> {
  return rawSend(
    VISITOR_API + 'upload',
    { 'content-type': MULTIPART, token: visitor.token },
    visitorForm(visitor, filename, bytes, purpose),
  ).reply;
}

function agentUpload(agent: TestAgent, filename: string, bytes: Buffer): Promise<RawReply> {
  const body = Buffer.concat([fileHead(filename), bytes, CLOSING]);
  return rawSend(AGENT_API + 'upload', { 'content-type': MULTIPART, token: agent.token }, body).reply;
}

/** Starts a visitor upload of `bytes` and holds it open after them; finish() sends the end. */
function heldUpload(visitor: TestVisitor, bytes: Buffer = PNG): RawSend {
  const head = Buffer.concat([fieldPart('userId', visitor.userId), fileHead('held.png'), bytes]);
  const held = rawSend(VISITOR_API + 'upload', { 'content-type': MULTIPART, token: visitor.token }, head, true);
  return { ...held, finish: () => held.finish(CLOSING) };
}

const uploadsDir = () => join(server.dataDir, 'uploads');
const listUploads = () => {
  mkdirSync(uploadsDir(), { recursive: true });
  return readdirSync(uploadsDir());
};
const partFiles = () => listUploads().filter((name) => name.endsWith('.part'));

async function until(what: string, condition: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function connectedTo(agent: TestAgent): Promise<TestVisitor> {
  const visitor = await startVisitor(server);
  const transfer = await visitor.call('transferAgent', { adminId: agent.adminId });
  expect(transfer.data.status).toBe(2);
  return visitor;
}

describe('nothing a client sends yields a 500', () => {
  it('boundary-less multipart, NUL and path names: each a 4xx naming the field (table)', async () => {
    const visitor = await startVisitor(server);
    const alice = await signInAgent(server, 'alice', false);
    const boundaryless = 'multipart/form-data';
    const cases: { request: string; send: () => Promise<RawReply>; status: number; message: RegExp }[] = [
      {
        // The token is checked before the body is read.
        request: 'visitor upload, multipart/form-data without a boundary, no token',
        send: () => rawSend(VISITOR_API + 'upload', { 'content-type': boundaryless }, latin1('--x\r\n')).reply,
        status: 401,
        message: /./,
      },
      {
        request: 'visitor upload, multipart/form-data without a boundary, with a token',
        send: () =>
          rawSend(VISITOR_API + 'upload', { 'content-type': boundaryless, token: visitor.token }, latin1('--x\r\n'))
            .reply,
        status: 400,
        message: /^body: must be multipart\/form-data with a boundary$/,
      },
      {
        request: 'agent upload, multipart/form-data without a boundary, no token',
        send: () => rawSend(AGENT_API + 'upload', { 'content-type': boundaryless }, latin1('--x\r\n')).reply,
        status: 401,
        message: /./,
      },
      {
        request: 'agent upload, multipart/form-data without a boundary, with a token',
        send: () =>
          rawSend(AGENT_API + 'upload', { 'content-type': boundaryless, token: alice.token }, latin1('--x\r\n')).reply,
        status: 400,
        message: /^body: must be multipart\/form-data with a boundary$/,
      },
      {
        request: 'agent upload, an empty boundary',
        send: () =>
          rawSend(
            AGENT_API + 'upload',
            { 'content-type': 'multipart/form-data; boundary=', token: alice.token },
            latin1('--\r\n'),
          ).reply,
        status: 400,
        message: /^file: is required$/,
      },
      {
        request: 'visitor upload, a boundary but a body that is no form',
        send: () =>
          rawSend(
            VISITOR_API + 'upload',
            { 'content-type': MULTIPART, token: visitor.token },
            latin1('\x00\xff not a form'),
          ).reply,
        status: 400,
        message: /^file: is required$/,
      },
      {
        request: 'visitor upload, file name a.png + NUL',
        send: () => visitorUpload(visitor, 'a.png\0', PNG),
        status: 400,
        message: /^file: name must not contain NUL$/,
      },
      {
        request: 'agent upload, file name a.png + NUL',
        send: () => agentUpload(alice, 'a.png\0', PNG),
        status: 400,
        message: /^file: name must not contain NUL$/,
      },
      {
        request: 'uploadBase64, fileName x./etc/passwd',
        send: () =>
          visitor.call('uploadBase64', {
            imgData: `data:image/png;base64,${PNG.toString('base64')}`,
            fileName: 'x./etc/passwd',
          }),
        status: 400,
        message: /^fileName: name must not contain a path$/,
      },
      {
        request: 'uploadBase64, fileName a.png + NUL',
        send: () =>
          visitor.call('uploadBase64', {
            imgData: `data:image/png;base64,${PNG.toString('base64')}`,
            fileName: 'a.png\0',
          }),
        status: 400,
        message: /^fileName: name must not contain NUL$/,
      },
      {
        request: 'uploadBase64, fileName of blanks and control characters only',
        send: () =>
          visitor.call('uploadBase64', {
            imgData: `data:image/png;base64,${PNG.toString('base64')}`,
            fileName: ' \u0007\u202e ',
          }),
        status: 400,
        message: /^fileName: name is empty$/,
      },
    ];
    const before = listUploads().length;
    for (const { request, send, status, message } of cases) {
      const reply = await send();
      expect({ request, status: reply.status, code: reply.code }).toEqual({ request, status, code: status });
      expect(reply.message, request).toMatch(message);
    }
    expect(listUploads().length).toBe(before);
    expect((await visitor.call('getSessionMsg')).status).toBe(200);
  });
});

describe('names are normalised; inline types must be what their bytes say', () => {
  it("'evil.docx ' (trailing space), 'evil.docx.' and a bidi-reversed name are office documents: 400 onlyIMG, nothing stored", async () => {
    const visitor = await startVisitor(server);
    const before = listUploads().length;
    for (const name of ['evil.docx ', 'evil.docx.', 'evil.DOCX\t', 'evil.zip\u200f']) {
      const reply = await visitorUpload(visitor, name, latin1('PK\x03\x04 not really'));
      expect({ name, status: reply.status, message: reply.message }).toEqual({
        name,
        status: 400,
        message: 'file: onlyIMG',
      });
    }
    expect(listUploads().length).toBe(before);
  });

  it("' photo.PNG ' is stored as photo.PNG with suffix png, and can be fetched back as image/png", async () => {
    const visitor = await startVisitor(server);
    const reply = await visitorUpload(visitor, ' photo.PNG ', PNG);
    expect(reply.status, reply.message).toBe(200);
    expect(reply.data).toMatchObject({ name: 'photo.PNG', suffix: 'png', kind: 'image' });
    const served = await server.raw(reply.data.url, { method: 'GET' });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('an HTML page named x.png, clip.mp4 or song.mp3 answers 400 naming file; nothing stored', async () => {
    const visitor = await startVisitor(server);
    const before = listUploads().length;
    const cases: [string, string][] = [
      ['x.png', 'file: content is not an image (.png)'],
      ['x.JPG', 'file: content is not an image (.jpg)'],
      ['clip.mp4', 'file: content is not a video (.mp4)'],
      ['song.mp3', 'file: content is not audio (.mp3)'],
    ];
    for (const [name, message] of cases) {
      const reply = await visitorUpload(visitor, name, HTML);
      expect({ name, status: reply.status, message: reply.message }).toEqual({ name, status: 400, message });
    }
    expect(listUploads().length).toBe(before);
  });

  it('the same through uploadBase64 names imgData; through the agent upload names file', async () => {
    const visitor = await startVisitor(server);
    const alice = await signInAgent(server, 'alice', false);
    const html = await visitor.call('uploadBase64', { imgData: `data:image/png;base64,${HTML.toString('base64')}` });
    expect({ status: html.status, message: html.message }).toEqual({
      status: 400,
      message: 'imgData: content is not an image (.png)',
    });
    const agent = await agentUpload(alice, 'label.gif', HTML);
    expect({ status: agent.status, message: agent.message }).toEqual({
      status: 400,
      message: 'file: content is not an image (.gif)',
    });
  });

  it('(control) real signatures pass: gif, jpeg, bmp, webm, ogg, mp3 (ID3 and frame sync), wav; a .pdf or .txt is not sniffed', async () => {
    const visitor = await startVisitor(server);
    const cases: [string, Buffer, string][] = [
      ['a.gif', latin1('GIF89a\x01\x00\x01\x00'), 'image'],
      ['a.jpeg', latin1('\xff\xd8\xff\xe0\x00\x10JFIF'), 'image'],
      ['a.bmp', latin1('BM\x3a\x00\x00\x00'), 'image'],
      ['a.mov', latin1('\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00'), 'video'],
      ['a.webm', latin1('\x1a\x45\xdf\xa3\x9f\x42\x86\x81'), 'video'],
      ['a.ogv', latin1('OggS\x00\x02\x00\x00'), 'video'],
      ['a.mp3', latin1('ID3\x04\x00\x00\x00\x00'), 'audio'],
      ['b.mp3', latin1('\xff\xfb\x90\x64\x00\x00'), 'audio'],
      ['a.wav', latin1('RIFF\x24\x00\x00\x00WAVEfmt '), 'audio'],
      ['a.ogg', latin1('OggS\x00\x02\x00\x00'), 'audio'],
      ['notes.pdf', HTML, 'file'],
      ['notes.txt', latin1('\x00\x01 any bytes'), 'file'],
    ];
    for (const [name, bytes, kind] of cases) {
      const reply = await visitorUpload(visitor, name, bytes);
      expect({ name, status: reply.status, kind: reply.data?.kind }, reply.message).toEqual({
        name,
        status: 200,
        kind,
      });
    }
  });
});

describe('uploads stream to disk, with a cap on how many run at once', () => {
  it('an upload in flight is a temporary file in the uploads dir that grows; renamed into place when whole', async () => {
    const visitor = await startVisitor(server);
    const held = heldUpload(visitor, Buffer.concat([PNG, Buffer.alloc(1024 * 1024, 1)]));
    await until('a .part file of 1 MB', () =>
      partFiles().some((name) => statSync(join(uploadsDir(), name)).size >= 1024 * 1024),
    );
    const reply = await held.finish();
    expect(reply.status, reply.message).toBe(200);
    expect(partFiles()).toEqual([]);
    expect(listUploads()).toContain(reply.data.url.slice(FILES_PATH.length));
    expect(reply.data.size).toBe(PNG.length + 1024 * 1024);
  });

  it(`a visitor with ${UPLOADS_PER_UPLOADER} uploads running gets 429 'file: too many uploads at once, try again'; once they end it may upload again`, async () => {
    const visitor = await startVisitor(server);
    const running = Array.from({ length: UPLOADS_PER_UPLOADER }, () => heldUpload(visitor));
    await until(`${UPLOADS_PER_UPLOADER} uploads on disk`, () => partFiles().length == UPLOADS_PER_UPLOADER);
    const refused = await visitorUpload(visitor, 'third.png', PNG);
    expect({ status: refused.status, code: refused.code, message: refused.message }).toEqual({
      status: 429,
      code: 429,
      message: 'file: too many uploads at once, try again',
    });
    // Another visitor is not held up.
    expect((await visitorUpload(await startVisitor(server), 'other.png', PNG)).status).toBe(200);
    for (const upload of running) expect((await upload.finish()).status).toBe(200);
    expect((await visitorUpload(visitor, 'later.png', PNG)).status).toBe(200);
  });

  it(`with ${UPLOADS_IN_TOTAL} uploads running in all, the next uploader (visitor or agent) gets 429`, async () => {
    const visitors = await Promise.all(
      Array.from({ length: UPLOADS_IN_TOTAL / UPLOADS_PER_UPLOADER }, () => startVisitor(server)),
    );
    const running = visitors.flatMap((visitor) =>
      Array.from({ length: UPLOADS_PER_UPLOADER }, () => heldUpload(visitor)),
    );
    await until(`${UPLOADS_IN_TOTAL} uploads on disk`, () => partFiles().length == UPLOADS_IN_TOTAL);
    const visitor = await visitorUpload(await startVisitor(server), 'one-more.png', PNG);
    expect({ status: visitor.status, message: visitor.message }).toEqual({
      status: 429,
      message: 'file: too many uploads at once, try again',
    });
    const agent = await agentUpload(await signInAgent(server, 'bob', false), 'label.png', PNG);
    expect(agent.status).toBe(429);
    const base64 = await (await startVisitor(server)).call('uploadBase64', {
      imgData: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(base64.status).toBe(429);
    for (const upload of running) expect((await upload.finish()).status).toBe(200);
    expect(partFiles()).toEqual([]);
    expect((await visitorUpload(await startVisitor(server), 'after.png', PNG)).status).toBe(200);
  });
});

describe('uploadBase64 takes its slot before its body is read', () => {
  it(`a visitor with ${UPLOADS_PER_UPLOADER} base64 bodies still arriving gets 429 for the next at once, body unread`, async () => {
    const visitor = await startVisitor(server);
    const headers = { 'content-type': 'application/json', token: visitor.token };
    const opening = latin1(`{"userId":"${visitor.userId}","imgData":"data:image/png;base64,${PNG.toString('base64')}`);
    const arriving = Array.from({ length: UPLOADS_PER_UPLOADER }, () =>
      rawSend(VISITOR_API + 'uploadBase64', headers, opening, true),
    );
    // The held bodies have reached the server (their slots are taken in onRequest, before the body).
    // A fixed wait: the slots are not visible from outside the server.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await rawSend(VISITOR_API + 'uploadBase64', headers, opening, true).reply;
    expect({ status: refused.status, message: refused.message }).toEqual({
      status: 429,
      message: 'file: too many uploads at once, try again',
    });
    for (const body of arriving) expect((await body.finish(latin1('"}'))).status).toBe(200);
    // Their answers freed the slots.
    expect(
      (await visitor.call('uploadBase64', { imgData: `data:image/png;base64,${PNG.toString('base64')}` })).status,
    ).toBe(200);
  });
});

describe('what a stopped server left half-written', () => {
  it('is removed when the server starts again; finished uploads stay', async () => {
    const visitor = await startVisitor(server);
    const kept = (await visitorUpload(visitor, 'kept.png', PNG)).data.url.slice(FILES_PATH.length) as string;
    const leftover = '.0123456789abcdef0123456789abcdef.png.part';
    writeFileSync(join(uploadsDir(), leftover), PNG);
    // Left long ago: instances sharing the files (PostgreSQL) may be writing the recent ones.
    const longAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    utimesSync(join(uploadsDir(), leftover), longAgo, longAgo);
    await server.restart();
    expect(listUploads()).not.toContain(leftover);
    expect(listUploads()).toContain(kept);
  });
});

describe('an upload belongs to its uploader', () => {
  it("visitor B cannot send visitor A's upload as its own picture or file; A can", async () => {
    const a = await startVisitor(server);
    const b = await startVisitor(server);
    const url = (await visitorUpload(a, 'mine.png', PNG)).data.url as string;
    for (const msgType of [2, 4]) {
      const reply = await b.call('sendMsg', { clientId: `steal-${msgType}`, msgType, msgContent: url });
      expect({ msgType, status: reply.status, message: reply.message }).toEqual({
        msgType,
        status: 400,
        message: 'msgContent: must be a file you uploaded',
      });
    }
    expect((await a.call('sendMsg', { clientId: 'own-1', msgType: 2, msgContent: url })).status).toBe(200);
  });

  it("a visitor cannot send an agent's upload, nor an agent a visitor's; an agent may send a teammate's (one desk)", async () => {
    const alice = await signInAgent(server, 'alice');
    const bob = await signInAgent(server, 'bob');
    const visitor = await connectedTo(bob);
    const aliceUrl = (await agentUpload(alice, 'label.png', PNG)).data.url as string;
    const visitorUrl = (await visitorUpload(visitor, 'mine.png', PNG)).data.url as string;

    const fromVisitor = await visitor.call('sendMsg', { clientId: 'agent-file', msgType: 2, msgContent: aliceUrl });
    expect({ status: fromVisitor.status, message: fromVisitor.message }).toEqual({
      status: 400,
      message: 'msgContent: must be a file you uploaded',
    });
    const sessionId = visitor.start.sessionId;
    const fromAgent = await bob.call('send', { sessionId, msgType: 2, content: visitorUrl });
    expect({ status: fromAgent.status, message: fromAgent.message }).toEqual({
      status: 400,
      message: 'content: must be a file you uploaded',
    });
    const teammate = await bob.call('send', { sessionId, msgType: 2, content: aliceUrl });
    expect(teammate.status, teammate.message).toBe(200);
  });

  it("work-order attachments: a visitor only its own uploads, an agent's reply only agents' uploads", async () => {
    const a = await startVisitor(server);
    const b = await startVisitor(server);
    const alice = await signInAgent(server, 'alice', false);
    const aUrl = (await visitorUpload(a, 'damage.png', PNG, 'attachment')).data.url as string;
    const fields = [
      { fieldId: 101, fieldValue: 'NW-1' },
      { fieldId: 102, fieldValue: 'Delivery' },
    ];
    const add = (visitor: TestVisitor, url: string) =>
      visitor.wo('add', {
        channelId: 'demo',
        woContent: 'crushed',
        cusFieldConfigInfoVoList: fields,
        woFileRelVoList: [{ fileName: 'x.png', fileUrl: url }],
      });
    const stolen = await add(b, aUrl);
    expect({ status: stolen.status, message: stolen.message }).toEqual({
      status: 400,
      message: 'woFileRelVoList: fileUrl must be a file you uploaded',
    });
    const own = await add(a, aUrl);
    expect(own.status, own.message).toBe(200);
    const woId = own.data.woId as number;

    const agentReply = await alice.call('workOrderReply', {
      woId,
      content: 'here',
      woFileRelVoList: [{ fileName: 'x.png', fileUrl: aUrl }],
    });
    expect({ status: agentReply.status, message: agentReply.message }).toEqual({
      status: 400,
      message: 'woFileRelVoList: fileUrl must be a file you uploaded',
    });
    const label = (await agentUpload(alice, 'label.png', PNG)).data.url as string;
    const withOwn = await alice.call('workOrderReply', {
      woId,
      content: 'here',
      woFileRelVoList: [{ fileName: 'label.png', fileUrl: label }],
    });
    expect(withOwn.status, withOwn.message).toBe(200);
    const bReply = await server.post(
      OPEN_WO_API + 'addHandle',
      { userId: a.userId, woId, handleContent: 'again', woFileRelVoList: [{ fileName: 'l.png', fileUrl: label }] },
      a.token,
    );
    expect({ status: bReply.status, message: bReply.message }).toEqual({
      status: 400,
      message: 'woFileRelVoList: fileUrl must be a file you uploaded',
    });
  });

  it('an older database gains the uploader columns and keeps its uploads (a non-destructive migration)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-migration-'));
    try {
      const old = new Database(join(dataDir, 'chat-online.sqlite'));
      old.exec(
        'CREATE TABLE uploads (stored_name TEXT PRIMARY KEY, user_id TEXT, original_name TEXT NOT NULL, mime TEXT NOT NULL, size INTEGER NOT NULL, created_at INTEGER NOT NULL)',
      );
      old
        .prepare('INSERT INTO uploads VALUES (?, ?, ?, ?, ?, ?)')
        .run('0123456789abcdef0123456789abcdef.png', 'visitor-1', 'old.png', 'image/png', 3, 1);
      old.close();
      const { app, services } = await buildServer({ dataDir, serveWidget: false, plugins: [demoPlugin()] });
      try {
        const columns = (await services.sql.all<{ name: string }>('PRAGMA table_info(uploads)')).map(
          (column) => column.name,
        );
        expect(columns).toEqual(expect.arrayContaining(['stored_name', 'user_id', 'admin_id', 'tenant_id']));
        expect(await services.uploads.originalName('0123456789abcdef0123456789abcdef.png')).toBe('old.png');
        expect(
          await services.uploads.usableBy('0123456789abcdef0123456789abcdef.png', {
            kind: 'visitor',
            userId: 'visitor-1',
          }),
        ).toBe(true);
        expect(
          await services.uploads.usableBy('0123456789abcdef0123456789abcdef.png', {
            kind: 'visitor',
            userId: 'visitor-2',
          }),
        ).toBe(false);
      } finally {
        await app.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a cut-off upload says so, and leaves nothing behind', () => {
  it("a body that ends inside the file answers 400 'file: the upload was cut off before the file ended'", async () => {
    const visitor = await startVisitor(server);
    const before = listUploads().length;
    const cut = Buffer.concat([
      fieldPart('userId', visitor.userId),
      fileHead('cut.png'),
      PNG,
      Buffer.alloc(64 * 1024, 3),
    ]);
    const reply = await rawSend(VISITOR_API + 'upload', { 'content-type': MULTIPART, token: visitor.token }, cut).reply;
    expect({ status: reply.status, message: reply.message }).toEqual({
      status: 400,
      message: 'file: the upload was cut off before the file ended',
    });
    // Nothing left behind: its file goes as the reply does, a moment after it on a busy machine.
    await until('the cut-off upload removed', () => listUploads().length == before);
  });

  it('a connection dropped mid-file removes its temporary file and frees its slot', async () => {
    const visitor = await startVisitor(server);
    const dropped = Array.from({ length: UPLOADS_PER_UPLOADER }, () =>
      heldUpload(visitor, Buffer.concat([PNG, Buffer.alloc(256 * 1024, 4)])),
    );
    // Dropped on purpose: their replies fail, and they are dropped even when the wait fails,
    // or the held connections would keep the server from closing.
    for (const upload of dropped) upload.reply.catch(() => undefined);
    try {
      await until('the uploads on disk', () => partFiles().length == UPLOADS_PER_UPLOADER, 15_000);
    } finally {
      for (const upload of dropped) upload.request.destroy();
    }
    await until('the temporary files removed', () => partFiles().length == 0);
    // Both slots are free again: two uploads at once go through.
    const [first, second] = await Promise.all([
      visitorUpload(visitor, 'a.png', PNG),
      visitorUpload(visitor, 'b.png', PNG),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
  });
});
