import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Flex, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Diploma } from '@tabib/contracts/profile';
import { diplomaSchema } from '@tabib/contracts/profile';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { ChangedElsewhereNotice } from '../../../lib/changed-elsewhere-notice';
import { useFormFollowsData } from '../../../lib/use-form-follows-data';
import { useSendEditRequest } from '../api/send-edit-request';
import { useEditRequestNotifier } from '../hooks/use-edit-request-notifier';
import { canRequestDiplomas, emptyDiploma } from '../model/profile-forms';

interface DiplomaRow {
  title: string;
  institute: string;
  graduationDay: Dayjs | null;
}

const monthFormat = 'YYYY-MM';
const rowOf = (diploma: Partial<Diploma>): DiplomaRow => ({
  title: diploma.title ?? '',
  institute: diploma.institute ?? '',
  graduationDay: diploma.graduationDay ? dayjs(diploma.graduationDay, monthFormat) : null,
});
const diplomaOf = (row: DiplomaRow): Partial<Diploma> => ({
  title: row.title,
  institute: row.institute,
  graduationDay: row.graduationDay?.format(monthFormat),
});

/** Spec 3 section 5: title and institute required, month picker, first one kept, one empty row when none. */
export function DiplomasForm({
  diplomas,
  pending,
  disabled,
}: {
  diplomas: Diploma[];
  pending: Diploma[] | null;
  disabled: boolean;
}) {
  const { t } = useTranslation(['profile', 'validation']);
  const { notification } = useNotices();
  const [form] = Form.useForm<{ diplomas: DiplomaRow[] }>();
  const rows = Form.useWatch('diplomas', form);
  const send = useSendEditRequest();
  const notifyFailure = useEditRequestNotifier();
  const shown = pending ?? diplomas;
  const initial = (shown.length > 0 ? shown : [emptyDiploma()]).map(rowOf);
  const initialValues = { diplomas: initial };
  const follow = useFormFollowsData(form, initialValues);
  const required = { required: true, whitespace: true, message: t('required', { ns: 'validation' }) };

  const submit = ({ diplomas: values }: { diplomas: DiplomaRow[] }) => {
    const parsed = values.map((row) => diplomaSchema.parse(diplomaOf(row)));
    send.mutate(
      { requestSlug: 'diplomas', dataToBeChanged: parsed },
      {
        // What was sent is the pending request the form shows next.
        onSuccess: () => {
          follow.saved();
          notification.success({ title: t('doctorProfile.editRequestTitle'), description: t('doctorProfile.requestSent') });
        },
        onError: notifyFailure,
      },
    );
  };

  return (
    <Card title={t('doctorProfile.diplomas')} data-testid="diplomas">
      {pending ? (
        <Alert
          type="info"
          showIcon
          title={t('doctorProfile.pendingDiplomas')}
          style={{ marginBottom: 16 }}
          data-testid="pending-diplomas"
        />
      ) : null}
      {follow.changedElsewhere ? <ChangedElsewhereNotice /> : null}
      <Form form={form} layout="vertical" initialValues={initialValues} disabled={disabled} onFinish={submit}>
        <Form.List name="diplomas">
          {(fields, { add, remove }) => (
            <Flex vertical gap="small">
              {fields.map((field, index) => (
                <Flex key={field.key} gap="small" wrap align="start" data-testid="diploma-row">
                  <Form.Item
                    name={[field.name, 'title']}
                    label={t('doctorProfile.diplomaTitle')}
                    rules={[required]}
                    style={{ flex: 2, minWidth: 180 }}
                  >
                    <Input maxLength={textLimits.diplomaTitle} data-testid="diploma-title" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'institute']}
                    label={t('doctorProfile.institute')}
                    rules={[required]}
                    style={{ flex: 2, minWidth: 180 }}
                  >
                    <Input maxLength={textLimits.diplomaInstitute} data-testid="diploma-institute" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'graduationDay']}
                    label={t('doctorProfile.graduationDay')}
                    rules={[{ required: true, message: t('required', { ns: 'validation' }) }]}
                    style={{ flex: 1, minWidth: 140 }}
                  >
                    <DatePicker picker="month" format="MM/YYYY" style={{ width: '100%' }} data-testid="diploma-date" />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('doctorProfile.removeDiploma')}
                    disabled={disabled || index === 0}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: 30 }}
                    data-testid="diploma-remove"
                  />
                </Flex>
              ))}
              <Flex gap="small" wrap>
                <Button icon={<PlusOutlined />} onClick={() => add(rowOf(emptyDiploma()))} data-testid="diploma-add">
                  {t('doctorProfile.addDiploma')}
                </Button>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={send.isPending}
                  disabled={disabled || !canRequestDiplomas((rows ?? initial).map(diplomaOf))}
                  data-testid="send-diplomas-request"
                >
                  {t('doctorProfile.sendRequest')}
                </Button>
              </Flex>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
