// The console's texts: Chinese has every text English has, and every key the code names
// literally exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '@console/locales/en.json';
import zh from '@console/locales/zh.json';
import { describe, expect, it } from 'vitest';

const CONSOLE = join(__dirname, '../../../demo-host/console');

/** Flat keys; the plural forms (`_one`, `_other`) count as their base key. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value == 'object'
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('console texts', () => {
  it('zh has exactly the keys of en', () => {
    expect(new Set(keysOf(zh))).toEqual(new Set(keysOf(en)));
  });

  it('every key the console names literally (t("…")) is in en', () => {
    const known = new Set(keysOf(en));
    const named = sources(CONSOLE).flatMap((code) =>
      [...code.matchAll(/\bt\(\s*'([a-zA-Z.]+)'/g)].map((match) => match[1]!),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((key) => !known.has(key))).toEqual([]);
  });
});
