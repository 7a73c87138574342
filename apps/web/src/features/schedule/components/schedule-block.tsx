import type { MouseEvent } from 'react';
import { Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppointmentType } from '@tabib/contracts/appointments';
import { clockOf } from '@tabib/contracts/schedule';
import type { EditorBlock } from '../model/schedule-editor';

// Toggling a type must neither start a drag nor select the block.
const keepInside = (event: MouseEvent) => event.stopPropagation();

interface Props {
  block: EditorBlock;
  actions: { readOnly: boolean; canVisio: boolean; onToggleType(id: string, type: AppointmentType): void };
}

/** One availability block: title, time range and type toggles (visio only for doctors allowed teleconsultation). */
export function ScheduleBlock({ block, actions }: Props) {
  const { t } = useTranslation('schedule');
  const types: AppointmentType[] = actions.canVisio ? ['cabinet', 'visio'] : ['cabinet'];
  const range = `${clockOf(block.start)} – ${block.end === 24 * 60 ? '24:00' : clockOf(block.end)}`;
  return (
    <Flex
      vertical
      gap={2}
      className="tabib-block-body"
      data-testid="schedule-block"
      data-day={block.day}
      data-range={range}
      data-selected={String(block.selected)}
    >
      <Typography.Text strong className="tabib-block-title">
        {t('block.title')}
      </Typography.Text>
      <span dir="ltr" className="tabib-block-range">
        {range}
      </span>
      <Flex wrap gap={4} onMouseDown={keepInside} onClick={keepInside}>
        {types.map((type) => (
          <Checkbox
            key={type}
            checked={block.types.includes(type)}
            disabled={actions.readOnly}
            onChange={() => actions.onToggleType(block.id, type)}
            data-testid={`block-type-${type}`}
          >
            {t(`types.${type}`)}
          </Checkbox>
        ))}
      </Flex>
    </Flex>
  );
}
