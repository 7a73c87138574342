import { Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { missedVisitsWarnFrom, type MissedVisitsSetting } from '@tabib/contracts/preferences';
import { useNotices } from '../../../components/ui/notices-context';
import { ChangedElsewhereNotice } from '../../../lib/changed-elsewhere-notice';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFormFollowsData } from '../../../lib/use-form-follows-data';
import { useMissedVisitsSetting } from '../../../lib/missed-visits-setting';
import { useUpdateMissedVisitsSetting } from '../api/update-missed-visits-setting';

const { min, max } = missedVisitsWarnFrom;

/** Issue 22: from how many missed visits the booking form warns about the picked patient. */
export function MissedVisitsCard({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('profile');
  const { t: tv } = useTranslation('validation');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const setting = useMissedVisitsSetting(null);
  const update = useUpdateMissedVisitsSetting();
  const [form] = Form.useForm<MissedVisitsSetting>();
  const follow = useFormFollowsData(form, setting.data);
  const locked = readOnly || update.isPending;
  const range = t('preferences.missedVisits.range', { min, max });

  const onFinish = (values: MissedVisitsSetting) =>
    update.mutate(values, {
      onSuccess: () => {
        follow.saved();
        void message.success(t('preferences.missedVisits.saved'));
      },
      onError: (error) => void message.error(errorMessage(error)),
    });

  return (
    <Card title={t('preferences.missedVisits.title')} loading={setting.isPending} data-testid="missed-visits-card">
      {setting.isError ? <Typography.Text type="danger">{errorMessage(setting.error)}</Typography.Text> : null}
      {follow.changedElsewhere ? <ChangedElsewhereNotice /> : null}
      {setting.data ? (
        <Form<MissedVisitsSetting>
          form={form}
          name="missed-visits"
          layout="vertical"
          requiredMark={false}
          initialValues={setting.data}
          onFinish={onFinish}
          disabled={locked}
        >
          <Flex vertical gap={16}>
            <Typography.Text type="secondary">{t('preferences.missedVisits.description')}</Typography.Text>
            <Flex wrap gap={16} align="end" justify="space-between">
              <Form.Item
                name="warnFrom"
                label={t('preferences.missedVisits.warnFrom')}
                extra={range}
                rules={[
                  { required: true, message: tv('required') },
                  { type: 'integer', min, max, message: range },
                ]}
                style={{ marginBottom: 0 }}
              >
                <InputNumber min={min} max={max} precision={0} style={{ width: 120 }} data-testid="missed-visits-warn-from" />
              </Form.Item>
              {readOnly ? null : (
                <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="missed-visits-save">
                  {t('preferences.missedVisits.save')}
                </Button>
              )}
            </Flex>
            {readOnly ? <Typography.Text type="secondary">{t('preferences.readOnly')}</Typography.Text> : null}
          </Flex>
        </Form>
      ) : null}
    </Card>
  );
}
