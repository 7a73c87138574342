import type { ReactNode } from 'react';
import './page-card.css';

interface PageCardProps {
  title: ReactNode;
  /** The title's heading: h3 under the settings' or the app's title, h2 for a page of its own. */
  level?: 2 | 3;
  /** Beside the title, at the end of the line (an "add" button). */
  extra?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** A page's content in a card with its title, in plain elements. */
export function PageCard({ title, level = 3, extra, children, 'data-testid': testId }: PageCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="tabib-page-card" data-testid={testId}>
      <div className="tabib-page-card-head">
        <Heading className="tabib-page-card-title">{title}</Heading>
        {extra}
      </div>
      {children}
    </section>
  );
}
