import { Button, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/use-error-message';
import { callPatientNow } from '../api/call-patient-now';

/**
 * While the doctor waits: send the patient their join link now (spec 2, do-call-immediately), by
 * SMS or e-mail; the link is then shown, to pass on another way too.
 */
export function CallInvite({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('teleconsultation');
  const errorMessage = useErrorMessage('call');
  const invite = useMutation({ mutationFn: () => callPatientNow(appointmentId) });

  return (
    <div className="tabib-call-invite">
      <Button icon={<SendOutlined />} loading={invite.isPending} onClick={() => invite.mutate()} data-testid="call-invite">
        {t(invite.isSuccess ? 'videoCall.invite.again' : 'videoCall.invite.send')}
      </Button>
      {invite.isSuccess ? (
        <div role="status">
          <Typography.Text className="tabib-call-invite-sent">{t('videoCall.invite.sent')}</Typography.Text>
          <Typography.Paragraph
            className="tabib-call-invite-link"
            copyable={{ text: invite.data.url, tooltips: [t('videoCall.invite.copy'), t('videoCall.invite.copied')] }}
            data-testid="call-invite-link"
          >
            {invite.data.url}
          </Typography.Paragraph>
        </div>
      ) : null}
      {invite.isError ? (
        <Typography.Text type="danger" role="alert" data-testid="call-invite-error">
          {errorMessage(invite.error)}
        </Typography.Text>
      ) : null}
    </div>
  );
}
