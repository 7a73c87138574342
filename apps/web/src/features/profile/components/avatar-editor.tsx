import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Upload, type ButtonProps, type UploadProps } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarAcceptedTypes, avatarMaxBytes } from '@tabib/contracts/avatar';
import { useNotices } from '../../../components/ui/notices-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useUpdateAvatar } from '../api/update-avatar';
import { CropControlsNames } from './crop-controls-names';

const isAccepted = (file: File) => (avatarAcceptedTypes as readonly string[]).includes(file.type);

/**
 * Spec 3 section 2: the doctor's square avatar, edited (zoom, rotate) before upload. The server
 * checks the content again, crops to 512x512 and strips metadata.
 */
export function AvatarEditor({ picture, disabled }: { picture: string | null; disabled: boolean }) {
  const { t } = useTranslation('profile');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const update = useUpdateAvatar();
  // Shown at once, before the profile is refetched with it.
  const [uploaded, setUploaded] = useState<string | null>(null);
  const shown = uploaded ?? picture;

  const refuse = (text: string) => {
    void message.error(text);
    return Upload.LIST_IGNORE;
  };
  const beforeCrop = (file: File) => (isAccepted(file) ? true : refuse(t('avatar.wrongType')));
  const beforeUpload = (file: File) => (file.size > avatarMaxBytes ? refuse(t('avatar.tooBig')) : true);

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const image = file as File;
    update.mutate(
      { image, fileName: image.name || 'avatar' },
      {
        onSuccess: (url) => {
          setUploaded(url);
          void message.success(t('avatar.updated'));
          onSuccess?.(url);
        },
        onError: (error) => {
          void message.error(errorMessage(error));
          onError?.(error);
        },
      },
    );
  };

  return (
    <Flex vertical align="center" gap="small" data-testid="avatar-editor">
      <Avatar
        shape="square"
        size={128}
        src={shown ?? undefined}
        icon={<UserOutlined />}
        alt={t('avatar.alt')}
        data-testid="avatar-image"
      />
      {disabled ? (
        <Button icon={<CameraOutlined />} disabled data-testid="avatar-change">
          {t('avatar.change')}
        </Button>
      ) : (
        <ImgCrop
          aspect={1}
          rotationSlider
          quality={0.92}
          modalTitle={t('avatar.cropTitle')}
          modalOk={t('avatar.cropOk')}
          modalCancel={t('avatar.cropCancel')}
          modalProps={{
            okButtonProps: { 'data-testid': 'avatar-crop-ok' } as ButtonProps,
            modalRender: (modal) => <CropControlsNames>{modal}</CropControlsNames>,
          }}
          beforeCrop={beforeCrop}
        >
          <Upload
            accept={avatarAcceptedTypes.join(',')}
            showUploadList={false}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
          >
            <Button icon={<CameraOutlined />} loading={update.isPending} data-testid="avatar-change">
              {t('avatar.change')}
            </Button>
          </Upload>
        </ImgCrop>
      )}
    </Flex>
  );
}
