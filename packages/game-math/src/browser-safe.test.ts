import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Everything the package ships (tests aside), which the browser verify page bundles. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('@casino/game-math', () => {
  it('uses no Node built-ins or globals outside its tests, so it runs in the browser unchanged', () => {
    const files = sourceFiles(import.meta.dirname);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect({ file, nodeImport: /from ['"]node:|require\(/.test(text) }).toEqual({
        file,
        nodeImport: false,
      });
      expect({ file, nodeGlobal: /\b(process|Buffer|__dirname)\b/.test(text) }).toEqual({
        file,
        nodeGlobal: false,
      });
    }
  });
});
