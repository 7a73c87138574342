import { Button, Card, Flex, Form, InputNumber, Switch, TimePicker, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../components/ui/notices-context';
import { ChangedElsewhereNotice } from '../../../lib/changed-elsewhere-notice';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFormFollowsData } from '../../../lib/use-form-follows-data';
import { usePatientReminders } from '../api/get-patient-reminders';
import { useUpdatePatientReminders } from '../api/update-patient-reminders';
import { remindersFormValuesOf, remindersSettingsOf, type PatientRemindersFormValues } from '../model/patient-reminders-form';

const fieldStyle = { marginBottom: 0, minWidth: 140 } as const;

/** Issue 15: when the practice's patients are reminded of a booked appointment; saved with one button. */
export function PatientRemindersCard({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('profile');
  const { t: tv } = useTranslation('validation');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const reminders = usePatientReminders();
  const update = useUpdatePatientReminders();
  const [form] = Form.useForm<PatientRemindersFormValues>();
  const initialValues = reminders.data ? remindersFormValuesOf(reminders.data) : undefined;
  const follow = useFormFollowsData(form, initialValues);
  const dayBeforeOn = Form.useWatch(['dayBefore', 'enabled'], form);
  const hoursBeforeOn = Form.useWatch(['hoursBefore', 'enabled'], form);
  const locked = readOnly || update.isPending;

  const onFinish = (values: PatientRemindersFormValues) =>
    update.mutate(remindersSettingsOf(values), {
      onSuccess: () => {
        follow.saved();
        void message.success(t('preferences.reminders.saved'));
      },
      onError: (error) => void message.error(errorMessage(error)),
    });

  return (
    <Card title={t('preferences.reminders.title')} loading={reminders.isPending} data-testid="patient-reminders-card">
      {reminders.isError ? <Typography.Text type="danger">{errorMessage(reminders.error)}</Typography.Text> : null}
      {follow.changedElsewhere ? <ChangedElsewhereNotice /> : null}
      {initialValues ? (
        <Form
          form={form}
          name="patient-reminders"
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues}
          onFinish={onFinish}
          disabled={locked}
        >
          <Flex vertical gap={16}>
            <Typography.Text type="secondary">{t('preferences.reminders.description')}</Typography.Text>
            <Flex wrap gap={16} align="end">
              <Form.Item
                name={['dayBefore', 'enabled']}
                valuePropName="checked"
                label={t('preferences.reminders.dayBefore')}
                style={fieldStyle}
              >
                <Switch data-testid="reminder-day-before-switch" />
              </Form.Item>
              <Form.Item
                name={['dayBefore', 'time']}
                label={t('preferences.reminders.dayBeforeTime')}
                rules={[{ required: true, message: tv('required') }]}
                style={fieldStyle}
              >
                <TimePicker
                  format="HH:mm"
                  minuteStep={5}
                  needConfirm={false}
                  allowClear={false}
                  disabled={locked || !dayBeforeOn}
                  data-testid="reminder-day-before-time"
                />
              </Form.Item>
            </Flex>
            <Flex wrap gap={16} align="end">
              <Form.Item
                name={['hoursBefore', 'enabled']}
                valuePropName="checked"
                label={t('preferences.reminders.hoursBefore')}
                style={fieldStyle}
              >
                <Switch data-testid="reminder-hours-before-switch" />
              </Form.Item>
              <Form.Item
                name={['hoursBefore', 'hours']}
                label={t('preferences.reminders.hoursBeforeHours')}
                rules={[{ required: true, message: tv('required') }]}
                style={fieldStyle}
              >
                <InputNumber
                  min={1}
                  max={24}
                  precision={0}
                  suffix={t('preferences.reminders.hoursUnit')}
                  disabled={locked || !hoursBeforeOn}
                  style={{ width: 120 }}
                  data-testid="reminder-hours-before-hours"
                />
              </Form.Item>
            </Flex>
            {readOnly ? (
              <Typography.Text type="secondary">{t('preferences.readOnly')}</Typography.Text>
            ) : (
              <Flex justify="end">
                <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="reminders-save">
                  {t('preferences.reminders.save')}
                </Button>
              </Flex>
            )}
          </Flex>
        </Form>
      ) : null}
    </Card>
  );
}
