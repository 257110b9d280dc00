export interface ChangelogEntry {
  version: string;
  date: string;
  changes: string[];
}

const VERSION_HEADING = /^##\s+\[?([0-9]+\.[0-9]+\.[0-9]+[^\]\s]*)\]?\s*(?:-|–)\s*(\d{4}-\d{2}-\d{2})\s*$/;
const BULLET = /^\s*[-*]\s+(.*\S)\s*$/;

/**
 * Reads the project's CHANGELOG.md (Keep a Changelog layout: `## [1.2.3] - 2026-01-31`
 * followed by `- change` bullets, optionally under `### Added` style groups).
 */
export function parseChangelog(markdown: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  let current: ChangelogEntry | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const heading = VERSION_HEADING.exec(line);
    if (heading) {
      current = { version: heading[1]!, date: heading[2]!, changes: [] };
      entries.push(current);
      continue;
    }
    if (line.startsWith('## ')) {
      current = undefined; // e.g. "## Unreleased": not shown to shoppers
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet && current) current.changes.push(bullet[1]!);
  }
  return entries;
}
