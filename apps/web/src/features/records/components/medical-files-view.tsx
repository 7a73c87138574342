import { useState, type HTMLAttributes } from 'react';
import { Button, Empty, Flex, Popconfirm, Space, Table, Typography, Upload } from 'antd';
import { DeleteOutlined, EyeOutlined, FileImageOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { medicalFileExtensions, type MedicalFile } from '@tabib/contracts/medical-files';
import { useNotices } from '../../../components/ui/notices-context';
import { ApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDeleteMedicalFile } from '../api/delete-medical-file';
import { getMedicalFileContent } from '../api/get-medical-file-content';
import { useMedicalFiles } from '../api/get-medical-files';
import { useUploadMedicalFile } from '../api/upload-medical-file';
import { formatSize, isViewableImage, uploadRefusalOf } from '../model/file-rules';
import { openPdfPopup } from '../model/open-pdf';
import { ImageViewer } from './image-viewer';

export interface MedicalFilesViewProps {
  patientId: string;
  clinicDoctorId: string | null;
  readOnly: boolean;
}

const accept = medicalFileExtensions.map((ext) => `.${ext}`).join(',');

/** Spec 2 section 2.6: the patient's files with upload, view (image viewer or pdf popup) and delete. */
export function MedicalFilesView({ patientId, clinicDoctorId, readOnly }: MedicalFilesViewProps) {
  const { t } = useTranslation('records');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const files = useMedicalFiles(patientId, clinicDoctorId);
  const upload = useUploadMedicalFile(patientId, clinicDoctorId);
  const remove = useDeleteMedicalFile(patientId, clinicDoctorId);
  const [viewing, setViewing] = useState<MedicalFile | null>(null);

  const send = (file: File) => {
    const refusal = uploadRefusalOf(file);
    if (refusal) {
      void message.error(errorMessage(new ApiError(400, refusal)));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => void message.success(t('files.uploaded')),
      onError: (error) => void message.error(errorMessage(error)),
    });
  };

  const open = (file: MedicalFile) => {
    if (isViewableImage(file.ext)) {
      setViewing(file);
      return;
    }
    const popup = openPdfPopup(
      () => getMedicalFileContent(file, clinicDoctorId),
      () => void message.error(t('files.loadFailed')),
    );
    if (!popup) window.alert(t('files.popupBlocked'));
  };

  return (
    <Flex vertical gap="middle" data-testid="medical-files-view">
      {!readOnly && (
        <Space wrap>
          <Upload
            accept={accept}
            showUploadList={false}
            multiple={false}
            beforeUpload={(file) => {
              send(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="upload-medical-file">
              {t(upload.isPending ? 'files.uploading' : 'files.upload')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{t('files.hint')}</Typography.Text>
        </Space>
      )}
      <Table<MedicalFile>
        rowKey="uid"
        size="small"
        loading={files.isPending}
        dataSource={files.data?.files ?? []}
        pagination={false}
        scroll={{ y: 320 }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={files.isError ? errorMessage(files.error) : t('files.empty')}
            />
          ),
        }}
        onRow={(file) => ({ 'data-testid': `medical-file-${file.name}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'name',
            title: t('files.columns.name'),
            render: (_, file) => (
              <Typography.Link onClick={() => open(file)} data-testid="open-medical-file">
                <Space>
                  {file.ext === 'pdf' ? <FilePdfOutlined /> : <FileImageOutlined />}
                  <span dir="auto">{file.name}</span>
                </Space>
              </Typography.Link>
            ),
          },
          {
            key: 'date',
            title: t('files.columns.date'),
            width: 150,
            render: (_, file) => dayjs(file.created_at).format('DD/MM/YYYY HH:mm'),
          },
          {
            key: 'size',
            title: t('files.columns.size'),
            width: 90,
            render: (_, file) => <span dir="ltr">{formatSize(file.size)}</span>,
          },
          {
            key: 'actions',
            title: t('files.columns.actions'),
            width: 110,
            render: (_, file) => (
              <Space>
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={t('files.view')}
                  title={t('files.view')}
                  onClick={() => open(file)}
                />
                {file.deleteable && !readOnly && (
                  <Popconfirm
                    title={t('files.deleteConfirm')}
                    onConfirm={() =>
                      remove.mutateAsync(file.uid).then(
                        () => void message.success(t('files.deleted')),
                        (error: unknown) => void message.error(errorMessage(error)),
                      )
                    }
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('files.delete')}
                      title={t('files.delete')}
                      data-testid="delete-medical-file"
                    />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ImageViewer file={viewing} clinicDoctorId={clinicDoctorId} onClose={() => setViewing(null)} />
    </Flex>
  );
}
