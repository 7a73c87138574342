import { useCallback, useState } from 'react';
import type { AppointmentType } from '@tabib/contracts/appointments';
import type { PublicDoctor } from '@tabib/contracts/public-booking';
import type { SlotChoice } from '../model/slot-days';

/**
 * The patient's choices on the page: reason, type, the range of days shown, the slot. A reason
 * or type picked (or offered alone) starts the slots over from today.
 */
export function useBookingFlow(doctor: PublicDoctor | undefined) {
  const [picked, setPicked] = useState<{ reason: string | null; type: AppointmentType | null }>({ reason: null, type: null });
  const [from, setFrom] = useState<string | null>(null);
  const [slot, setSlot] = useState<SlotChoice | null>(null);

  const reasons = doctor?.reasons ?? [];
  const reason = reasons.find((item) => item._id === picked.reason) ?? (reasons.length === 1 ? reasons[0]! : null);
  const types = reason?.types ?? doctor?.types ?? [];
  const type = picked.type && types.includes(picked.type) ? picked.type : (types[0] ?? null);

  const pickReason = useCallback((id: string) => {
    setPicked((current) => ({ ...current, reason: id }));
    setFrom(null);
    setSlot(null);
  }, []);
  const pickType = useCallback((value: AppointmentType) => {
    setPicked((current) => ({ ...current, type: value }));
    setFrom(null);
    setSlot(null);
  }, []);
  const showRange = useCallback((value: string | null) => setFrom(value), []);
  const clearSlot = useCallback(() => setSlot(null), []);
  /** After a reason or type the server no longer offers: the patient picks again. */
  const clearVisit = useCallback(() => {
    setPicked({ reason: null, type: null });
    setFrom(null);
    setSlot(null);
  }, []);

  return { reason, type, types, from, slot, pickReason, pickType, showRange, pickSlot: setSlot, clearSlot, clearVisit };
}
