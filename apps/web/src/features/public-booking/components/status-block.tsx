import type { ReactNode } from 'react';

const marks = {
  success: { colour: '#237804', path: 'M20 33l8 8 16-18' },
  info: { colour: '#0b6e77', path: 'M32 28v16m0-24v2' },
  warning: { colour: '#ad4e00', path: 'M32 18v18m0 8v2' },
  notFound: { colour: 'rgba(0, 0, 0, 0.6)', path: 'M24 24l16 16m0-16L24 40' },
};

interface StatusBlockProps {
  status: keyof typeof marks;
  /** The heading, at the level its place on the page calls for. */
  title: ReactNode;
  headingLevel: 1 | 2;
  details?: ReactNode;
  children?: ReactNode;
}

/** An outcome or a dead end (booked, cancelled, no page, no answer): a mark, a title, what to do. Plain elements. */
export function StatusBlock({ status, title, headingLevel, details, children }: StatusBlockProps) {
  const { colour, path } = marks[status];
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="public-booking-status">
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden>
        <circle cx="32" cy="32" r="30" fill={colour} />
        <path d={path} stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      </svg>
      <Heading className="public-booking-status-title">{title}</Heading>
      {details ? <p className="public-booking-status-details">{details}</p> : null}
      {children}
    </div>
  );
}

/** A wait, said to assistive technology too. */
export function Waiting({ label }: { label: string }) {
  return (
    <p className="public-booking-waiting" role="status">
      <span className="public-booking-waiting-dot" aria-hidden />
      {label}
    </p>
  );
}
