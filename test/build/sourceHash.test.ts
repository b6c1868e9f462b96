// `npm start` builds only when a source changed since the last build: the build records a
// hash of everything it read, and start compares it with the tree as it is now.
import { describe, expect, it } from 'vitest';
import { builtHash, sourceHash } from '../../demo-host/sourceHash.mjs';

describe('the build records what it was made from', () => {
  it("rule: right after a build the recorded hash is the tree's, so npm start serves what is built at once", () => {
    expect(builtHash()).toMatch(/^[0-9a-f]{64}$/);
    expect(builtHash()).toBe(sourceHash());
  });
});
