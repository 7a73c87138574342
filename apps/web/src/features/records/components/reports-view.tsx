import { useState } from 'react';
import { Button, Card, Empty, Flex, List, Popconfirm, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Report } from '@tabib/contracts/reports';
import { useNotices } from '../../../components/ui/notices-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDeleteReport } from '../api/delete-report';
import { useReports } from '../api/get-reports';
import { ReportForm } from './report-form';

export interface ReportsViewProps {
  patientId: string;
  clinicDoctorId: string | null;
  readOnly: boolean;
}

/** Spec 2 section 2.7: an empty state with an add prompt, the creation form, the list with edit and delete. */
export function ReportsView({ patientId, clinicDoctorId, readOnly }: ReportsViewProps) {
  const { t } = useTranslation('records');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const reports = useReports(patientId, clinicDoctorId);
  const remove = useDeleteReport(patientId, clinicDoctorId);
  /** 'new', the id of the report being edited, or null */
  const [editing, setEditing] = useState<string | null>(null);

  if (reports.isPending) return <Spin />;
  if (reports.isError) return <Empty description={errorMessage(reports.error)} />;
  const list = reports.data.reports;

  return (
    <Flex vertical gap="middle" data-testid="reports-view">
      {editing === 'new' ? (
        <ReportForm patientId={patientId} clinicDoctorId={clinicDoctorId} report={null} onDone={() => setEditing(null)} />
      ) : list.length === 0 ? (
        <Empty description={t('reports.empty')} data-testid="reports-empty">
          {!readOnly && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-report">
              {t('reports.add')}
            </Button>
          )}
        </Empty>
      ) : (
        !readOnly && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            style={{ alignSelf: 'flex-start' }}
            data-testid="add-report"
          >
            {t('reports.add')}
          </Button>
        )
      )}
      {list.length > 0 && (
        <List<Report>
          dataSource={list}
          rowKey="_id"
          renderItem={(report) =>
            editing === report._id ? (
              <List.Item>
                <ReportForm
                  patientId={patientId}
                  clinicDoctorId={clinicDoctorId}
                  report={report}
                  onDone={() => setEditing(null)}
                />
              </List.Item>
            ) : (
              <List.Item data-testid="report-item">
                <Card
                  size="small"
                  style={{ width: '100%' }}
                  title={<span dir="auto">{report.title ?? t('reports.untitled')}</span>}
                  extra={
                    !readOnly && (
                      <Space>
                        <Button
                          size="small"
                          icon={<EditOutlined />}
                          disabled={editing !== null}
                          onClick={() => setEditing(report._id)}
                          aria-label={t('reports.edit')}
                          title={t('reports.edit')}
                          data-testid="edit-report"
                        />
                        <Popconfirm
                          title={t('reports.deleteConfirm')}
                          onConfirm={() =>
                            remove.mutateAsync(report._id).then(
                              () => void message.success(t('reports.deleted')),
                              (error: unknown) => void message.error(errorMessage(error)),
                            )
                          }
                        >
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            disabled={editing !== null}
                            aria-label={t('reports.delete')}
                            title={t('reports.delete')}
                            data-testid="delete-report"
                          />
                        </Popconfirm>
                      </Space>
                    )
                  }
                >
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }} dir="auto">
                    {report.body}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary">
                    {t('reports.updatedAt', { date: dayjs(report.updateAt).format('DD/MM/YYYY HH:mm') })}
                  </Typography.Text>
                </Card>
              </List.Item>
            )
          }
        />
      )}
    </Flex>
  );
}
