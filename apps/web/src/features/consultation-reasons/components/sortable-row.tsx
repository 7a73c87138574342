import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';

interface RowHandle {
  setActivatorNodeRef?(element: HTMLElement | null): void;
  listeners?: DraggableSyntheticListeners;
  /** dnd-kit's keyboard and screen-reader attributes: on the handle, a row holding buttons is no button (nested-interactive). */
  attributes?: DraggableAttributes;
  disabled: boolean;
}

const RowHandleContext = createContext<RowHandle>({ disabled: true });

/** Ids of the rows that may be dragged (validated reasons, DOC-ALL): the table's rows read it. */
const DraggableIdsContext = createContext<ReadonlySet<string>>(new Set());

/** The reasons' table in dnd-kit's context: a drop gives the new order. */
export function SortableReasons({
  reasons,
  draggable,
  onReorder,
  children,
}: {
  reasons: ConsultationReason[];
  draggable: ReadonlySet<string>;
  onReorder(next: ConsultationReason[]): void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = reasons.findIndex((reason) => reason._id === active.id);
    const to = reasons.findIndex((reason) => reason._id === over.id);
    const moved = arrayMove(reasons, from, to);
    // The server keeps the reasons waiting for a verdict after the validated ones.
    onReorder(
      [...moved.filter((reason) => reason.isValidated), ...moved.filter((reason) => !reason.isValidated)].map(
        (reason, order) => ({ ...reason, order }),
      ),
    );
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <SortableContext items={reasons.map((reason) => reason._id)} strategy={verticalListSortingStrategy}>
        <DraggableIdsContext.Provider value={draggable}>{children}</DraggableIdsContext.Provider>
      </SortableContext>
    </DndContext>
  );
}

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
