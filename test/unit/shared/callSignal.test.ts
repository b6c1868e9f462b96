// A signal carries exactly the fields of its kind (readCallSignal, shared/api/callSignal.ts).

import { type CallSignalBody, readCallSignal } from '@shared/api/callSignal';
import { describe, expect, it } from 'vitest';

describe('readCallSignal', () => {
  it('rule: each kind with its fields becomes that signal', () => {
    const cases: [CallSignalBody, unknown][] = [
      [{ kind: 'accept' }, { kind: 'accept' }],
      [
        { kind: 'offer', sdp: 'v=0' },
        { kind: 'offer', sdp: 'v=0' },
      ],
      [
        { kind: 'answer', sdp: 'v=0' },
        { kind: 'answer', sdp: 'v=0' },
      ],
      [
        { kind: 'candidate', candidate: { candidate: 'candidate:1', sdpMid: '0' } },
        { kind: 'candidate', candidate: { candidate: 'candidate:1', sdpMid: '0' } },
      ],
      [
        { kind: 'media', audio: false, video: true },
        { kind: 'media', audio: false, video: true },
      ],
      [
        { kind: 'hangUp', reason: 'tabClosed' },
        { kind: 'hangUp', reason: 'tabClosed' },
      ],
      [{ kind: 'screenShareRequest' }, { kind: 'screenShareRequest' }],
    ];
    for (const [body, signal] of cases) expect(readCallSignal(body)).toEqual({ signal });
  });

  it('rule: a hang-up without a reason is a plain hang-up', () => {
    expect(readCallSignal({ kind: 'hangUp' })).toEqual({ signal: { kind: 'hangUp', reason: 'hangup' } });
  });

  it('rule: a missing field of the kind is refused, naming it', () => {
    expect(readCallSignal({ kind: 'offer' })).toEqual({ error: 'signal.sdp: is required for offer' });
    expect(readCallSignal({ kind: 'candidate' })).toEqual({ error: 'signal.candidate: is required for candidate' });
    expect(readCallSignal({ kind: 'media', video: true })).toEqual({ error: 'signal.audio: is required for media' });
  });

  it('rule: a field of another kind is refused, naming it', () => {
    expect(readCallSignal({ kind: 'accept', sdp: 'v=0' })).toEqual({ error: 'signal.sdp: is not a field of accept' });
    expect(readCallSignal({ kind: 'offer', sdp: 'v=0', reason: 'hangup' })).toEqual({
      error: 'signal.reason: is not a field of offer',
    });
  });
});
