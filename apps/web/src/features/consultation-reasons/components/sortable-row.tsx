import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react';
import { Button, Tooltip } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';

interface RowHandle {
  setActivatorNodeRef?(element: HTMLElement | null): void;
  listeners?: DraggableSyntheticListeners;
  /** dnd-kit's keyboard and screen-reader attributes: on the handle, a row holding buttons is no button (nested-interactive). */
  attributes?: DraggableAttributes;
  disabled: boolean;
}

const RowHandleContext = createContext<RowHandle>({ disabled: true });

/** Ids of the rows that may be dragged (validated reasons, DOC-ALL): the table's rows read it. */
export const DraggableIdsContext = createContext<ReadonlySet<string>>(new Set());

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string };

/** The antd Table body row, made sortable by dnd-kit (antd's "drag sorting with handle" pattern). */
export function SortableRow(props: RowProps) {
  // The empty-list placeholder row has no key: nothing to sort.
  return props['data-row-key'] === undefined ? (
    <tr {...props} />
  ) : (
    <SortableReasonRow {...props} data-row-key={props['data-row-key']} />
  );
}

function SortableReasonRow(props: RowProps & { 'data-row-key': string }) {
  const draggable = useContext(DraggableIdsContext);
  const disabled = !draggable.has(props['data-row-key']);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props['data-row-key'],
    disabled,
  });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 10 } : {}),
  };
  const handle = useMemo(
    () => ({ setActivatorNodeRef, listeners, attributes, disabled }),
    [setActivatorNodeRef, listeners, attributes, disabled],
  );
  return (
    <RowHandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </RowHandleContext.Provider>
  );
}

export function DragHandle() {
  const { t } = useTranslation('consultation-reasons');
  const { setActivatorNodeRef, listeners, attributes, disabled } = useContext(RowHandleContext);
  return (
    <Tooltip title={t(disabled ? 'notDraggable' : 'dragHandle')}>
      <Button
        type="text"
        size="small"
        icon={<HolderOutlined />}
        disabled={disabled}
        style={{ cursor: disabled ? 'not-allowed' : 'move' }}
        ref={setActivatorNodeRef}
        aria-label={t('dragHandle')}
        data-testid="reason-drag-handle"
        {...attributes}
        {...listeners}
      />
    </Tooltip>
  );
}
