// Builds the shop (the browser app, its server renderer and the server) only when something it is
// built from changed since the last build, so a second `npm start` on an unchanged checkout goes
// straight to the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const STAMP = path.join(root, 'dist', 'client', '.built-from');
const INPUTS = ['src/client', 'src/domain', 'src/server', 'public', 'scripts/build-service-worker.mjs', 'index.html', 'CHANGELOG.md', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** Every input file's path, size and modification time: the build's fingerprint. */
function fingerprint() {
  const lines = [];
  const visit = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file).sort()) visit(path.join(file, entry));
    } else {
      lines.push(`${path.relative(root, file)} ${stat.size} ${stat.mtimeMs}`);
    }
  };
  for (const input of INPUTS) visit(path.join(root, input));
  return lines.join('\n');
}

const now = fingerprint();
const readStamp = () => {
  try {
    const built = ['client/index.html', 'client/sw.js', 'server/entry-server.js', 'server/main.js', 'server/analysis-worker.js'].every((file) => fs.existsSync(path.join(root, 'dist', file)));
    return built ? fs.readFileSync(STAMP, 'utf8') : null;
  } catch {
    return null;
  }
};
const built = readStamp();
if (built === now) {
  console.log('The shop is built and up to date.');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, now);
}
