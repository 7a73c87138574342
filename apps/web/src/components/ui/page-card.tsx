import type { ReactNode } from 'react';
import './page-card.css';

interface PageCardProps {
  title: ReactNode;
  /** Beside the title, at the end of the line (an "add" button). */
  extra?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** A page's content in a card with its title (h3), in plain elements. */
export function PageCard({ title, extra, children, 'data-testid': testId }: PageCardProps) {
  return (
    <section className="tabib-page-card" data-testid={testId}>
      <div className="tabib-page-card-head">
        <h3 className="tabib-page-card-title">{title}</h3>
        {extra}
      </div>
      {children}
    </section>
  );
}
