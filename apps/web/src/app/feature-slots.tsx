import type { ReactNode } from 'react';
import { SlotsProvider, type SlotRenderers } from '../lib/slots';

/** Where features show each other's parts (lib/slots.tsx): the one place that knows both sides. */
const renderers: SlotRenderers = {};

export function FeatureSlots({ children }: { children: ReactNode }) {
  return <SlotsProvider renderers={renderers}>{children}</SlotsProvider>;
}
