import { useEffect, useState } from 'react';
import { Alert, Flex, Modal, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MedicalFile } from '@tabib/contracts/medical-files';
import { getMedicalFileContent } from '../api/get-medical-file-content';

/** The image of a medical file, fetched with the session (an <img src> could not send the token). */
export function ImageViewer({
  file,
  clinicDoctorId,
  onClose,
}: {
  file: MedicalFile | null;
  clinicDoctorId: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation('records');
  const [state, setState] = useState<{ uid: string; url?: string; failed?: boolean } | null>(null);

  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    let url: string | undefined;
    getMedicalFileContent(file, clinicDoctorId, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ uid: file.uid, url });
      },
      () => {
        if (!controller.signal.aborted) setState({ uid: file.uid, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, clinicDoctorId]);

  const current = file && state?.uid === file.uid ? state : null;
  return (
    <Modal open={file !== null} onCancel={onClose} footer={null} width={900} title={t('files.viewerTitle')} destroyOnHidden>
      {file && (
        <Flex vertical gap="small" align="center" data-testid="image-viewer">
          <Typography.Text strong dir="auto">
            {file.name} · {dayjs(file.created_at).format('DD/MM/YYYY HH:mm')}
          </Typography.Text>
          {current?.failed ? (
            <Alert type="error" title={t('files.loadFailed')} />
          ) : current?.url ? (
            <img
              src={current.url}
              alt={file.name}
              style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
              data-testid="image-viewer-image"
            />
          ) : (
            <Spin />
          )}
        </Flex>
      )}
    </Modal>
  );
}
