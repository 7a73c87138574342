import dayjs from 'dayjs';
import { Button, Flex, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@tabib/contracts/errors';
import { rollbackActionTypes, type RollbackActionType } from '@tabib/contracts/rollback-actions';
import type { FailedAction } from '../api/get-failed-actions';

const clientCodes: readonly string[] = ['networkError', 'invalidResponse'];
const isKnownType = (type: string): type is RollbackActionType => (rollbackActionTypes as readonly string[]).includes(type);

interface FailedActionItemProps {
  action: FailedAction;
  /** null: no removal (clinic accounts). */
  onRemove: (() => void) | null;
  removing: boolean;
  onReBook(): void;
}

/** One failed action: what it was, for when, why the server refused it. */
export function FailedActionItem({ action, onRemove, removing, onReBook }: FailedActionItemProps) {
  const { t } = useTranslation(['appointments', 'errors']);
  const { token } = theme.useToken();
  const { corePayload, reason } = action;
  const known = isErrorCode(reason) || clientCodes.includes(reason);
  return (
    <li
      data-testid="failed-action"
      data-code={reason}
      data-type={action.type}
      style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorSplit}` }}
    >
      <Flex justify="space-between" align="start" gap={12}>
        <div style={{ minWidth: 0 }}>
          <div>
            <Tag data-testid="failed-action-type">
              {isKnownType(action.type) ? t(`failedActions.types.${action.type}`) : t('failedActions.unknownType')}
            </Tag>
            <strong>{corePayload.patientTitle || t('guestPatient')}</strong>
          </div>
          <div>{dayjs(corePayload.start).format('DD/MM/YYYY HH:mm')}</div>
          {corePayload.clinicDoctorFullName ? (
            <div>{t('failedActions.forDoctor', { name: corePayload.clinicDoctorFullName })}</div>
          ) : null}
          <div data-testid="failed-action-reason" style={{ color: token.colorError }}>
            {known ? t(reason as 'slotAlreadyBooked', { ns: 'errors' }) : t('failedActions.unknownReason')}
          </div>
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            {t('failedActions.savedOffline', { date: dayjs(action.dateLocalSaved).format('DD/MM/YYYY HH:mm') })}
          </div>
        </div>
        <Flex vertical gap={4} align="end" style={{ flex: 'none' }}>
          <Button size="small" onClick={onReBook} data-testid="failed-action-rebook">
            {t('failedActions.rebook')}
          </Button>
          {onRemove ? (
            <Button size="small" type="link" danger loading={removing} onClick={onRemove} data-testid="failed-action-remove">
              {t('failedActions.clear')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </li>
  );
}
