// Strangers sending huge bodies: 16 posts of 70 MB each to uploadBase64 with invented tokens,
// all at once, while a visitor asks channelInfo every 100 ms. The server runs in its own
// process so its memory is its own. Reported by `npm run bench`, never asserted.
import { request } from 'node:http';
import { VISITOR_API } from '@shared/api';
import { forkServer } from './forkedServer';
import { percentile } from './percentile';

interface Memory {
  rss: number;
  peakRss: number;
}

const MB = 1024 * 1024;

/** One oversized post, its body made as it is sent (the load generator holds 1 MB, not 70). */
function oversizedPost(base: string, bytes: number, chunk: Buffer): Promise<{ outcome: string; ms: number }> {
  const started = performance.now();
  const head = Buffer.from(
    `{"userId":"stranger${Math.random().toString(36).slice(2, 10)}","imgData":"data:image/png;base64,`,
  );
  const tail = Buffer.from('"}');
  const length = head.length + bytes + tail.length;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: string) => {
      if (settled) return;
      settled = true;
      resolve({ outcome, ms: performance.now() - started });
    };
    const req = request(base + VISITOR_API + 'uploadBase64', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': length,
        token: `invented-${Math.random().toString(36).slice(2)}`,
      },
    });
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => done(String(response.statusCode)));
      response.on('error', () => done(String(response.statusCode)));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    let sent = 0;
    const write = () => {
      if (settled || req.destroyed) return;
      if (sent == 0) req.write(head);
      while (sent < bytes) {
        const piece = Math.min(chunk.length, bytes - sent);
        sent += piece;
        if (!req.write(piece == chunk.length ? chunk : chunk.subarray(0, piece))) return void req.once('drain', write);
      }
      req.end(tail);
    };
    write();
  });
}

export async function oversizedStrangers(bodies = 16, bytes = 69_990_000) {
  const server = await forkServer();
  const { url } = server;
  const memory = async (): Promise<Memory> => (await server.ask<Memory>('memory')) ?? { rss: NaN, peakRss: NaN };
  const channelInfo = async () => {
    const started = performance.now();
    const response = await fetch(url + VISITOR_API + 'channelInfo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channelId: 'demo' }),
    });
    await response.arrayBuffer();
    return performance.now() - started;
  };

  try {
    await channelInfo();
    const before = await memory();
    let finished = false;
    const latencies: number[] = [];
    const asking = (async () => {
      while (!finished) {
        latencies.push(await channelInfo());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    let peakSample = before.rss;
    const sampling = (async () => {
      while (!finished) {
        peakSample = Math.max(peakSample, (await memory()).rss);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const chunk = Buffer.alloc(MB, 'A');
    const started = performance.now();
    const posts = await Promise.all(Array.from({ length: bodies }, () => oversizedPost(url, bytes, chunk)));
    const allMs = performance.now() - started;
    // channelInfo is watched for 2 s at least, and half a second after the last answer, for
    // work the server does once the bodies are in.
    await new Promise((resolve) => setTimeout(resolve, Math.max(500, 2_000 - allMs)));
    finished = true;
    await Promise.all([asking, sampling]);
    const after = await memory();
    const outcomes = new Map<string, number>();
    for (const post of posts) outcomes.set(post.outcome, (outcomes.get(post.outcome) ?? 0) + 1);
    return {
      bodies,
      megabytes: Math.round(bytes / 1e6), // imgData just under its schema's 70,000,000 characters
      outcomes: [...outcomes].map(([outcome, count]) => `${outcome} ×${count}`).join(', '),
      allAnsweredMs: allMs,
      rssBeforeMb: before.rss / MB,
      rssPeakMb: Math.max(peakSample, after.rss) / MB,
      processPeakBeforeMb: before.peakRss / MB,
      processPeakAfterMb: after.peakRss / MB,
      channelInfo: { count: latencies.length, p50Ms: percentile(latencies, 50), maxMs: Math.max(...latencies) },
    };
  } finally {
    server.close();
  }
}

export function printOversized(result: Awaited<ReturnType<typeof oversizedStrangers>>) {
  const mb = (value: number) => `${Math.round(value)} MB`;
  console.log(
    `oversized strangers        ${result.bodies} × ${result.megabytes} MB to uploadBase64 with invented tokens: ${result.outcomes}, all answered in ${Math.round(result.allAnsweredMs)} ms`,
  );
  console.log(
    `  server memory            RSS ${mb(result.rssBeforeMb)} before, ${mb(result.rssPeakMb)} at most during (sampled every 100 ms); process peak ${mb(result.processPeakBeforeMb)} → ${mb(result.processPeakAfterMb)}   (aim: bounded, under +100 MB)`,
  );
  console.log(
    `  channelInfo meanwhile    ${result.channelInfo.count} calls   p50 ${result.channelInfo.p50Ms.toFixed(1)} ms   max ${result.channelInfo.maxMs.toFixed(1)} ms   (aim: max under 100 ms)`,
  );
}
