import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

import { parseChangelog } from './changelog.ts';

describe('parseChangelog', () => {
  it('reads versions, dates and bullets, skipping group headings and unreleased notes', () => {
    const entries = parseChangelog(
      ['# Changelog', '', '## Unreleased', '- not yet', '', '## [1.2.0] - 2026-02-01', '### Added', '- Search', '- Grid view', '', '## 1.1.0 - 2026-01-15', '* Import'].join('\n'),
    );
    expect(entries).toEqual([
      { version: '1.2.0', date: '2026-02-01', changes: ['Search', 'Grid view'] },
      { version: '1.1.0', date: '2026-01-15', changes: ['Import'] },
    ]);
  });

  it("reads the project's own CHANGELOG.md, newest first, with the package version on top", () => {
    const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    const entries = parseChangelog(fs.readFileSync('CHANGELOG.md', 'utf8'));
    expect(entries[0]?.version).toBe(version);
    expect(entries.every((entry) => entry.changes.length > 0)).toBe(true);
  });

  it('names each change once: an entry copied into an older version would say it shipped twice', () => {
    const changes = parseChangelog(fs.readFileSync('CHANGELOG.md', 'utf8')).flatMap((entry) => entry.changes);
    expect(changes.filter((change, index) => changes.indexOf(change) !== index)).toEqual([]);
  });
});
