import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** An appointment's facts (when, what, with whom) as a definition list, label above value on a phone. */
export function AppointmentFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="public-booking-facts">
      {facts.map((fact) => (
        <div key={fact.key} className="public-booking-fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
