import { useState } from 'react';

import { Button } from '../../../components/ui/button.tsx';
import { shopName } from '../../../lib/site.ts';

/**
 * Backup codes as they are shown once: numbered, in a monospaced grid, with a text file to keep and a
 * copy to paste into a password manager.
 */
export function BackupCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const text = `${shopName()}: backup codes for two-factor sign-in\nEach code works once.\n\n${codes.join('\n')}\n`;
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'backup-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <div>
      <ol className="grid grid-cols-1 gap-x-6 gap-y-1 whitespace-nowrap rounded-md border border-stone-300 bg-stone-50 p-4 font-mono text-base sm:grid-cols-2" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code} className="list-inside list-decimal marker:text-stone-500">{code}</li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={download}>Download as a text file</Button>
        <Button variant="secondary" onClick={copy}>Copy the codes</Button>
        <span role="status" className="text-sm text-stone-700">
          {copied === 'copied' ? 'Copied.' : copied === 'failed' ? 'This browser would not copy them: download the file instead.' : ''}
        </span>
      </div>
    </div>
  );
}
