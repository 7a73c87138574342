import { useState } from 'react';
import { Collapse, Empty, Spin, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useTraceStack } from '../api/get-trace-stack';

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return dayjs(value).format('DD/MM/YYYY HH:mm');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Who changed what and when (trace-stack, newest first); loaded when opened. */
export function AppointmentHistory({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('appointments');
  const [open, setOpen] = useState(false);
  const trace = useTraceStack(appointmentId, open);
  const entries = trace.data ?? [];
  const body = trace.isLoading ? (
    <Spin />
  ) : entries.length === 0 ? (
    <Empty description={t('history.empty')} />
  ) : (
    <Timeline
      items={entries.map((entry) => ({
        key: entry._id,
        content: (
          <>
            <Typography.Text strong>{t(`history.actions.${entry.action}`)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {dayjs(entry.at).format('DD/MM/YYYY HH:mm')}
              {entry.actor ? ` · ${entry.actor.name}` : ''}
            </Typography.Text>
            {Object.entries(entry.changes).map(([field, change]) => (
              <div key={field} style={{ fontSize: 12 }}>
                {field}: {valueText(change.from)} → {valueText(change.to)}
              </div>
            ))}
          </>
        ),
      }))}
    />
  );
  return (
    <Collapse
      ghost
      size="small"
      data-testid="appointment-history"
      onChange={(keys) => setOpen(keys.length > 0)}
      items={[{ key: 'history', label: t('history.title'), children: body }]}
    />
  );
}
