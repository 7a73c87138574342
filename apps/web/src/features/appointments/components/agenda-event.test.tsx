import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { EventProps } from 'react-big-calendar';
import { appointmentOf } from '../../../test/appointment-factory';
import { appointmentItemOf, type CalendarItem } from '../model/calendar-events';
import { AgendaEvent } from './agenda-event';
import { CalendarEventViewContext, type CalendarEventView } from './calendar-event-view';

const view = (openable: boolean): CalendarEventView => ({
  now: new Date('2026-01-01T00:00:00Z'),
  labels: { arrived: '', done: '', missed: '', visio: '', visioRunning: '', visioWaiting: '', past: 'Passé' },
  openable,
});

/** react-big-calendar's agenda cell, which opens the appointment on a click. */
function renderRow(openable: boolean, onCellClick: () => void) {
  const item = appointmentItemOf(appointmentOf(), { guest: 'Guest', familyMember: ({ member }) => member });
  return render(
    <CalendarEventViewContext.Provider value={view(openable)}>
      <div onClick={onCellClick}>
        <AgendaEvent {...({ event: item, title: item.title } as EventProps<CalendarItem>)} />
      </div>
    </CalendarEventViewContext.Provider>,
  );
}

describe('AgendaEvent', () => {
  it('opens from the keyboard as from the mouse: focusable, Enter and Space click the cell', () => {
    const opened = vi.fn();
    renderRow(true, opened);
    const row = screen.getByTestId('agenda-event');
    expect(row.getAttribute('role')).toBe('button');
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: ' ' });
    fireEvent.keyDown(row, { key: 'a' });
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('is no button on a read-only board', () => {
    renderRow(false, vi.fn());
    const row = screen.getByTestId('agenda-event');
    expect(row.getAttribute('role')).toBeNull();
    expect(row.getAttribute('tabindex')).toBeNull();
  });
});
