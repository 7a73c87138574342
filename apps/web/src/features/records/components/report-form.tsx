import { Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { reportBodySchema, type Report } from '@tabib/contracts/reports';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useCreateReport } from '../api/create-report';
import { useUpdateReport } from '../api/update-report';

interface ReportFormValues {
  report_title?: string;
  report_body?: string;
}

/** Title (optional) and body (required, also when editing). */
export function ReportForm({
  patientId,
  clinicDoctorId,
  report,
  onDone,
}: {
  patientId: string;
  clinicDoctorId: string | null;
  report: Report | null;
  onDone(): void;
}) {
  const { t } = useTranslation(['records', 'validation']);
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const [form] = Form.useForm<ReportFormValues>();
  const create = useCreateReport(patientId, clinicDoctorId);
  const update = useUpdateReport(patientId, clinicDoctorId);
  const pending = create.isPending || update.isPending;

  const submit = (values: ReportFormValues) => {
    const body = { report_title: values.report_title?.trim() || null, report_body: values.report_body ?? '' };
    const done = {
      onSuccess: () => {
        void message.success(t(report ? 'reports.updated' : 'reports.created'));
        onDone();
      },
      onError: (error: unknown) => void message.error(errorMessage(error)),
    };
    if (report) update.mutate({ reportId: report._id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <Card size="small" style={{ width: '100%' }} data-testid="report-form">
      <Form<ReportFormValues>
        form={form}
        layout="vertical"
        initialValues={{ report_title: report?.title ?? '', report_body: report?.body ?? '' }}
        onFinish={submit}
      >
        <Form.Item name="report_title" label={t('reports.title')}>
          <Input
            placeholder={t('reports.titlePlaceholder')}
            maxLength={textLimits.reportTitle}
            dir="auto"
            data-testid="report-title"
          />
        </Form.Item>
        <Form.Item
          name="report_body"
          label={t('reports.body')}
          required
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (!reportBodySchema.shape.report_body.safeParse(value ?? '').success) throw new Error(t('validation:required'));
              },
            },
          ]}
        >
          <Input.TextArea
            rows={6}
            placeholder={t('reports.bodyPlaceholder')}
            dir="auto"
            maxLength={textLimits.reportBody}
            showCount
            data-testid="report-body"
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={pending} data-testid="save-report">
            {t('reports.save')}
          </Button>
          <Button onClick={onDone} disabled={pending}>
            {t('reports.cancel')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
