// The docs live in the repo and hold together: a short README whose links reach every page,
// links and anchors that resolve, and comments that cite pages inside the repo, never an issue
// number or a file outside it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '--', ...patterns], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces become hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (file: string) =>
  new Set(
    [
      ...read(file)
        .replace(/```[\s\S]*?```/g, '')
        .matchAll(/^#{1,6}\s+(.+)$/gm),
    ].map((match) => anchorOf(match[1]!)),
  );

const DOCS = tracked('*.md').filter((file) => !file.startsWith('.github/'));

describe('the docs', () => {
  it('rule: the README stays short (at most about 250 lines)', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(250);
  });

  it('rule: the README links every page of docs/ and the contributor guide', () => {
    const readme = read('README.md');
    for (const page of DOCS.filter((file) => file.startsWith('docs/') || file == 'CONTRIBUTING.md')) {
      expect(readme, page).toContain(`](${page}`);
    }
  });

  it.each(DOCS)('rule: every relative link of %s reaches a file, and its anchor a heading there', (file) => {
    const text = read(file).replace(/```[\s\S]*?```/g, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [path, anchor] = target!.split('#');
      const resolved = path ? relative(ROOT, join(ROOT, dirname(file), path)) : file;
      expect(existsSync(join(ROOT, resolved)), `${file} → ${target}`).toBe(true);
      if (anchor && resolved.endsWith('.md')) expect(anchorsOf(resolved).has(anchor), `${file} → ${target}`).toBe(true);
    }
  });
});

describe('comments', () => {
  const CODE = tracked('*.ts', '*.tsx', '*.mjs', '*.js', '*.css', '.ci/run', 'biome.jsonc');
  const comments = (text: string) => [...text.matchAll(/\/\/.*|\/\*[\s\S]*?\*\/|^#.*$/gm)].map((match) => match[0]);

  it('rule: no comment cites an issue number, DECISIONS or a file outside the repo; docs/ pages they cite exist', () => {
    const found: string[] = [];
    for (const file of CODE) {
      for (const comment of comments(read(file))) {
        if (/\b[Ii]ssues? \d+|\bDECISIONS\b|\.\.\/shared\/|ARCHITECTURE\.md/.test(comment))
          found.push(`${file}: ${comment.slice(0, 100)}`);
        for (const [, page, anchor] of comment.matchAll(/\b(docs\/[\w-]+\.md)(?:#([\w-]+))?/g)) {
          if (!existsSync(join(ROOT, page!))) found.push(`${file}: ${page} is missing`);
          else if (anchor && !anchorsOf(page!).has(anchor)) found.push(`${file}: ${page}#${anchor} is no heading`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
