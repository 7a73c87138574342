import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Appointment } from '@tabib/contracts/appointments';
import { changeLocale } from '../../../lib/i18n';
import { appointmentOf } from '../../../test/appointment-factory';
import { appointmentItemOf, type CalendarItem } from '../model/calendar-events';
import { useCalendarContextMenu } from './calendar-context-menu';

beforeAll(async () => {
  await changeLocale('en');
});

/** Event boxes as react-big-calendar draws them, under the board's one menu. */
function Board({
  items,
  enabled = true,
  onPatientArrived,
}: {
  items: CalendarItem[];
  enabled?: boolean;
  onPatientArrived(appointment: Appointment): void;
}) {
  const menu = useCalendarContextMenu({ items, enabled, onPatientArrived });
  return (
    <div data-testid="board" onContextMenu={menu.onContextMenu}>
      {items.map((item) => (
        <div key={item.id} className="rbc-event" role="button" tabIndex={0}>
          <div data-testid={`event-${item.id}`} data-appointment-id={item.id}>
            {item.title}
          </div>
        </div>
      ))}
      <p data-testid="outside">outside</p>
      {menu.menu}
    </div>
  );
}

const itemsOf = (...appointments: Appointment[]) =>
  appointments.map((appointment) => appointmentItemOf(appointment, { guest: 'Guest', familyMember: ({ member }) => member }));
const menuItem = () => screen.queryByTestId('context-patient-arrived');

describe('the calendar context menu', () => {
  it("offers 'patient arrived' on an event and marks that appointment", async () => {
    const onPatientArrived = vi.fn();
    const first = appointmentOf({ _id: 'a1', title: 'First' });
    const second = appointmentOf({ _id: 'a2', title: 'Second' });
    render(<Board items={itemsOf(first, second)} onPatientArrived={onPatientArrived} />);

    const box = screen.getByTestId('event-a2').parentElement!;
    box.getBoundingClientRect = () => new DOMRect(10, 10, 100, 50);
    const opened = fireEvent.contextMenu(screen.getByTestId('event-a2'), { clientX: 40, clientY: 30 });
    expect(opened).toBe(false); // the browser's own menu is not shown
    expect(menuItem()?.textContent).toBe('Patient arrived');
    const popup = screen.getByRole('menu').parentElement!;
    expect([popup.style.left, popup.style.top]).toEqual(['40px', '30px']);
    expect(document.activeElement).toBe(menuItem());

    await act(async () => {
      fireEvent.click(menuItem()!);
    });
    expect(onPatientArrived).toHaveBeenCalledExactlyOnceWith(second);
    expect(menuItem()).toBeNull();
  });

  it('closes on Escape, the focus back on the event', async () => {
    render(<Board items={itemsOf(appointmentOf({ _id: 'a1' }))} onPatientArrived={() => undefined} />);
    const box = screen.getByTestId('event-a1').parentElement!;
    box.focus();
    // Shift+F10 or the menu key: a contextmenu event on the focused box, at no pointer.
    fireEvent.contextMenu(box);
    expect(menuItem()).not.toBeNull();
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
    });
    expect(menuItem()).toBeNull();
    expect(document.activeElement).toBe(box);
  });

  it('closes on a click outside', async () => {
    render(<Board items={itemsOf(appointmentOf({ _id: 'a1' }))} onPatientArrived={() => undefined} />);
    fireEvent.contextMenu(screen.getByTestId('event-a1'));
    await act(async () => {
      fireEvent.mouseDown(screen.getByTestId('outside'));
    });
    expect(menuItem()).toBeNull();
  });

  it('offers nothing once the patient has arrived, on a pending or closed appointment, or on a read-only board', () => {
    const items = itemsOf(
      appointmentOf({ _id: 'arrived', patientArrived: true }),
      appointmentOf({ _id: 'done', status: 'DONE' }),
      appointmentOf({ _id: 'local:1' }),
    );
    const { unmount } = render(<Board items={items} onPatientArrived={() => undefined} />);
    for (const id of ['arrived', 'done', 'local:1']) {
      const shown = fireEvent.contextMenu(screen.getByTestId(`event-${id}`));
      expect(shown, id).toBe(true); // not prevented: the browser's menu shows
      expect(menuItem(), id).toBeNull();
    }
    expect(fireEvent.contextMenu(screen.getByTestId('outside'))).toBe(true);
    unmount();

    render(<Board items={itemsOf(appointmentOf({ _id: 'a1' }))} enabled={false} onPatientArrived={() => undefined} />);
    expect(fireEvent.contextMenu(screen.getByTestId('event-a1'))).toBe(true);
    expect(menuItem()).toBeNull();
  });

  it('closes when the appointment changes under it (arrived on another device)', () => {
    const booked = appointmentOf({ _id: 'a1' });
    const { rerender } = render(<Board items={itemsOf(booked)} onPatientArrived={() => undefined} />);
    fireEvent.contextMenu(screen.getByTestId('event-a1'));
    expect(menuItem()).not.toBeNull();
    rerender(<Board items={itemsOf({ ...booked, patientArrived: true })} onPatientArrived={() => undefined} />);
    expect(menuItem()).toBeNull();
  });
});
