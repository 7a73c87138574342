import type { ReactNode } from 'react';
import { MoonOutlined, PlusOutlined, SunOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarView } from '@tabib/contracts/appointments';
import type { ControlState } from '../model/calendar-permissions';
import type { DayMode } from '../model/calendar-range';
import { useDirectionIcons } from './direction-icons';

export interface CalendarToolbarProps {
  label: string;
  view: CalendarView;
  mode: DayMode;
  online: boolean;
  /** DOC-DEA: no range change. */
  readOnly: boolean;
  addDisabled: boolean;
  /** Why 'Add' is disabled, shown as its tooltip. */
  addDisabledReason?: string;
  failedActions: ControlState;
  /** Clinic accounts: the speciality filter and the doctors panel toggle. */
  clinicControls?: ReactNode;
  onStep(direction: 1 | -1): void;
  onToday(): void;
  onView(view: CalendarView): void;
  onMode(mode: DayMode): void;
  onAdd(): void;
  onOpenFailedActions(): void;
}

const views = ['day', 'week', 'agenda'] as const;

/** View switcher, day/night toggle, previous/next, range label, add and failed-actions buttons; offline only the label. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { t } = useTranslation('appointments');
  const { readOnly } = props;
  const arrows = useDirectionIcons();
  const label = (
    <strong data-testid="calendar-range-label" style={{ fontSize: 16 }}>
      {props.label}
    </strong>
  );
  const title = (
    // antd's Title level 4, without its Typography (issue 13).
    <h4 style={{ margin: 0, fontSize: 20, fontWeight: 600, lineHeight: 1.4 }}>{t('title')}</h4>
  );
  if (!props.online) {
    return (
      <Flex align="center" gap={16} wrap>
        {title}
        {label}
      </Flex>
    );
  }
  return (
    <Flex align="center" justify="space-between" gap={12} wrap data-testid="calendar-toolbar">
      <Flex align="center" gap={12} wrap>
        {title}
        <Space.Compact>
          <Tooltip title={t('toolbar.previous')}>
            <Button
              icon={arrows.previous}
              aria-label={t('toolbar.previous')}
              disabled={readOnly}
              onClick={() => props.onStep(-1)}
              data-testid="calendar-prev"
            />
          </Tooltip>
          <Button disabled={readOnly} onClick={props.onToday} data-testid="calendar-today">
            {t('toolbar.today')}
          </Button>
          <Tooltip title={t('toolbar.next')}>
            <Button
              icon={arrows.next}
              aria-label={t('toolbar.next')}
              disabled={readOnly}
              onClick={() => props.onStep(1)}
              data-testid="calendar-next"
            />
          </Tooltip>
        </Space.Compact>
        {label}
      </Flex>
      <Flex align="center" gap={8} wrap>
        {props.clinicControls}
        <Segmented<CalendarView>
          value={props.view}
          disabled={readOnly}
          onChange={props.onView}
          data-testid="calendar-view-switcher"
          options={views.map((view) => ({
            value: view,
            label: <span data-testid={`view-${view}`}>{t(`toolbar.${view}`)}</span>,
          }))}
        />
        <Segmented<DayMode>
          value={props.mode}
          onChange={props.onMode}
          data-testid="calendar-mode-toggle"
          options={[
            { value: 'day', icon: <SunOutlined />, label: <span data-testid="mode-day">{t('toolbar.dayMode')}</span> },
            { value: 'night', icon: <MoonOutlined />, label: <span data-testid="mode-night">{t('toolbar.nightMode')}</span> },
          ]}
        />
        {props.failedActions === 'hidden' ? null : (
          <Tooltip title={t('failedActions.title')}>
            <Button
              icon={<WarningOutlined />}
              aria-label={t('failedActions.title')}
              disabled={props.failedActions === 'disabled'}
              onClick={props.onOpenFailedActions}
              data-testid="failed-actions-button"
            />
          </Tooltip>
        )}
        <Tooltip title={props.addDisabled ? props.addDisabledReason : undefined}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={props.addDisabled}
            onClick={props.onAdd}
            data-testid="add-appointment"
          >
            {t('actions.add')}
          </Button>
        </Tooltip>
      </Flex>
    </Flex>
  );
}
