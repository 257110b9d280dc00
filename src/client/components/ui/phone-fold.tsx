import { type ReactNode, useState } from 'react';

import { useMediaQuery } from '../../lib/use-media-query.ts';

/** From which width the panel shows open, with its title as plain text instead of a fold's summary. */
const WIDE = {
  sm: { query: '(min-width: 640px)', fold: 'fold-from-sm', summary: 'sm:hidden', title: 'hidden sm:block' },
  lg: { query: '(min-width: 1024px)', fold: 'fold-from-lg', summary: 'lg:hidden', title: 'hidden lg:block' },
} as const;

interface PhoneFoldProps {
  /** The summary a phone shows folded (it may say what the panel holds). */
  summary: ReactNode;
  /** The panel's title on a wider screen, where it cannot be folded. */
  title: ReactNode;
  wideFrom: keyof typeof WIDE;
  className?: string;
  summaryClassName?: string;
  titleClassName?: string;
  children: ReactNode;
}

/**
 * A panel folded on a phone and open on a wider screen. The server cannot know the screen: it sends
 * the panel folded, and the stylesheet shows it on a wider screen until the browser opens it
 * (styles.css, .fold-from-sm and .fold-from-lg), so nothing moves. On a wider screen the summary is
 * hidden and the title shown in its place: a summary there would be a tab stop and a button that
 * folds nothing the eye sees.
 */
export function PhoneFold({ summary, title, wideFrom, className = '', summaryClassName = '', titleClassName = '', children }: PhoneFoldProps) {
  const wide = WIDE[wideFrom];
  const roomy = useMediaQuery(wide.query);
  const [chosen, setOpen] = useState<boolean | null>(null);
  return (
    <details open={chosen ?? roomy} onToggle={(e) => setOpen(e.currentTarget.open)} className={`${wide.fold} group ${className}`}>
      <summary className={`cursor-pointer ${wide.summary} ${summaryClassName}`}>{summary}</summary>
      <div className={`${wide.title} ${titleClassName}`}>{title}</div>
      {children}
    </details>
  );
}
