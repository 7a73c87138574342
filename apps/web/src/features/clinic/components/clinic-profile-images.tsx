import { useState } from 'react';
import { Modal, Upload, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadAcceptedTypes, uploadMaxBytes, type UploadPurpose } from '@tabib/contracts/uploads';
import { useNotices } from '../../../components/ui/notices-context';
import { ApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { uploadClinicImage } from '../api/clinic-profile-upload';
import type { ImageFile } from '../model/clinic-profile-form';

interface Props {
  /** Given by Form.Item: the images, stored or being sent. */
  value?: ImageFile[];
  onChange?: (files: ImageFile[]) => void;
  /** Given by Form.Item: the field's id, which its label points to. */
  id?: string;
  purpose: UploadPurpose;
  max: number;
  disabled?: boolean;
  testId: string;
}

/**
 * A list of images with previews: each new one goes to a presigned address (progress on its card)
 * and is checked by the server when the form is saved. With `max` 1 a new image replaces the one shown.
 */
export function ClinicProfileImages({ value = [], onChange, id, purpose, max, disabled, testId }: Props) {
  const { t } = useTranslation('clinic');
  const { notification } = useNotices();
  const errorMessage = useErrorMessage();
  const [preview, setPreview] = useState<ImageFile>();

  const refuse = (error: ApiError) => notification.error({ title: t('profile.uploadFailed'), description: errorMessage(error) });

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!(uploadAcceptedTypes as readonly string[]).includes(file.type)) refuse(new ApiError(415, 'TYPE_NOT_ALLOWED'));
    else if (file.size > uploadMaxBytes) refuse(new ApiError(413, 'uploadTooLarge'));
    else return true;
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const controller = new AbortController();
    uploadClinicImage(file as File, purpose, { onProgress: (percent) => onProgress?.({ percent }), signal: controller.signal })
      .then((key) => onSuccess?.({ key }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        refuse(error instanceof ApiError ? error : new ApiError(0, 'networkError'));
        onError?.(error as Error);
      });
    return { abort: () => controller.abort() };
  };

  return (
    <div data-testid={testId}>
      <Upload<{ key: string }>
        id={id}
        listType="picture-card"
        accept={uploadAcceptedTypes.join(',')}
        multiple={max > 1}
        maxCount={max}
        fileList={value}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={({ fileList }) => onChange?.(fileList)}
        onPreview={setPreview}
      >
        {value.length < max || max === 1 ? (
          <div>
            <PlusOutlined aria-hidden />
            <div style={{ marginTop: 8 }}>{t(max === 1 && value.length > 0 ? 'profile.replaceImage' : 'profile.addImage')}</div>
          </div>
        ) : null}
      </Upload>
      <Modal open={preview !== undefined} title={t('profile.preview')} footer={null} onCancel={() => setPreview(undefined)}>
        {preview ? (
          <img
            src={preview.url ?? preview.thumbUrl}
            alt={t('profile.previewAlt')}
            style={{ width: '100%' }}
            data-testid="clinic-image-preview"
          />
        ) : null}
      </Modal>
    </div>
  );
}
