import type { ReactNode } from 'react';
import './status-page.css';

const icons = {
  error: { colour: '#cf1322', mark: 'M22 22l20 20m0-20L22 42' },
  warning: { colour: '#ad4e00', mark: 'M32 16v20m0 8v4' },
};

interface StatusPageProps {
  status: keyof typeof icons;
  title: string;
  details: ReactNode;
  action: { label: string; onClick: () => void };
}

/** A page-wide problem with one way out (a crash, a profile that would not load). Plain elements: no antd needed. */
export function StatusPage({ status, title, details, action }: StatusPageProps) {
  const { colour, mark } = icons[status];
  return (
    <div className="tabib-status-page">
      <svg className="tabib-status-page-icon" viewBox="0 0 64 64" aria-hidden>
        <circle cx="32" cy="32" r="30" fill={colour} />
        <path d={mark} stroke="#fff" strokeWidth="6" strokeLinecap="round" fill="none" />
      </svg>
      <h1 className="tabib-status-page-title">{title}</h1>
      <div className="tabib-status-page-details">{details}</div>
      <div className="tabib-status-page-actions">
        <button type="button" className="tabib-button tabib-button-primary" onClick={action.onClick}>
          {action.label}
        </button>
      </div>
    </div>
  );
}
