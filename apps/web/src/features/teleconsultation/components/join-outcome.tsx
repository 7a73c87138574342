import { useEffect, useRef, type ReactNode } from 'react';
import { Result } from 'antd';

interface JoinOutcomeProps {
  status: 'info' | 'warning' | 'success' | 'error';
  title: string;
  details?: ReactNode;
  children?: ReactNode;
  testId: string;
  /** Why the page cannot be used (`data-reason`), where several reasons share one test id. */
  reason?: string;
}

/**
 * A page's outcome or dead end (unknown link, consultation over, not today...): the title is the
 * page's heading and takes the focus, so that it is read out when the page changes to it.
 */
export function JoinOutcome({ status, title, details, children, testId, reason }: JoinOutcomeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  return (
    <section className="tabib-join-card" data-testid={testId} data-reason={reason}>
      <Result
        status={status}
        title={
          <h1 ref={heading} tabIndex={-1} className="tabib-join-outcome-title">
            {title}
          </h1>
        }
        subTitle={details ? <span className="tabib-join-outcome-details">{details}</span> : undefined}
        extra={children}
      />
    </section>
  );
}
