import { createContext, useContext, type ReactNode } from 'react';

/**
 * Named places where one feature shows another feature's part without importing it
 * (features never import each other). A feature declares the slots it offers by
 * augmenting this interface; the app layer (app/feature-slots.tsx) fills them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SlotProps {}

export type SlotName = keyof SlotProps;
export type SlotRenderers = { [Name in SlotName]?: (props: SlotProps[Name]) => ReactNode };

const SlotsContext = createContext<SlotRenderers>({});

export function SlotsProvider({ renderers, children }: { renderers: SlotRenderers; children: ReactNode }) {
  return <SlotsContext.Provider value={renderers}>{children}</SlotsContext.Provider>;
}

/** What the app put in this slot, or `fallback` when nothing fills it (or its renderer gives undefined). */
export function Slot<Name extends SlotName>({
  name,
  props,
  fallback = null,
}: {
  name: Name;
  props: SlotProps[Name];
  fallback?: ReactNode;
}) {
  const render = useContext(SlotsContext)[name] as ((props: SlotProps[Name]) => ReactNode) | undefined;
  const rendered = render?.(props);
  return <>{rendered === undefined ? fallback : rendered}</>;
}
