// The console's first screen leaves calls out (docs/performance.md#on-the-wire): WebRTC and the call panel's code
// and styles load with the first call, not with every agent's sign-in. `npm test` builds first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_DIST } from '@server/projectPaths';
import { describe, expect, it } from 'vitest';

/** What index.html loads before anything is asked for: the entry, its preloads, the stylesheet. */
function firstScreen() {
  const html = readFileSync(join(CONSOLE_DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/console\/([^"]+)"/g)].map((match) => match[1]!);
  const read = (suffix: string) =>
    files.filter((file) => file.endsWith(suffix)).map((file) => readFileSync(join(CONSOLE_DIST, file), 'utf8'));
  return { files, scripts: read('.js').join('\n'), styles: read('.css').join('\n') };
}

describe("the console's first screen", () => {
  it('carries no WebRTC code and none of the call panel: they come with the first call', () => {
    const { files, scripts, styles } = firstScreen();
    expect(files).toEqual(
      expect.arrayContaining([expect.stringMatching(/main-.*\.js$/), expect.stringMatching(/\.css$/)]),
    );
    expect(scripts).not.toMatch(/RTCPeerConnection|getUserMedia/);
    expect(scripts).not.toContain('call-panel__controls');
    expect(styles).not.toContain('.call-panel');
  });
});
